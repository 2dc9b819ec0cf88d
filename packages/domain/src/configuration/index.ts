export {
  checkReference,
  dailyScheduleTypeReferences,
  departmentReferences,
  hospitalSettingsReferences,
  idKeysOf,
  idsIn,
  jobTypeReferences,
  REFERENCE_KINDS,
  REFERENCE_LABELS,
  type ReferenceKind,
  type References,
  type ReferenceSet,
  type ReferenceSets,
} from "./references.ts";
export {
  DEFAULT_SCHEDULE_RULES,
  type ScheduleRules,
  scheduleRulesErrors,
  scheduleRulesOf,
} from "./schedule-rules.ts";

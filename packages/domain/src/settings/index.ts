export {
  type ApplyResult,
  applySettingsChanges,
  type SettingsChange,
  type SettingsErrors,
  withDefaults,
} from "./apply.ts";
export {
  DATE_FORMAT_TOKENS,
  type DateFormatPart,
  type DateFormatPiece,
  type DateFormatToken,
  parseDateFormat,
  splitDateFormat,
} from "./date-format.ts";
export {
  DATE_FORMAT_KEYS,
  type DateFormatKey,
  DEFAULT_SETTINGS,
  type HospitalSettings,
  SCHEDULE_STATES,
  type ScheduleState,
  type ScheduleStateSettings,
  SETTINGS_SCHEMA,
} from "./schema.ts";
export { resolvePath, type SettingsNode } from "./tree.ts";
export {
  readMinShiftSettings,
  readScheduleStates,
  readSchedulingSettings,
  readShiftTypeCounts,
  readShiftTypeGroups,
  type SchedulingSettings,
  settingAt,
} from "./read-scheduling.ts";

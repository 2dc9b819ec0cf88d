export {
  ASSIGNMENT_CHECK_WINDOW_DAYS,
  type AssignmentCheckInput,
  type AssignmentWarning,
  checkAssignment,
} from "./assignment-checks.ts";
export {
  approveSchedule,
  calendarState,
  isReadOnly,
  isStaffVisible,
  normalizeScheduleState,
  postSchedule,
  postScheduleForSelfSchedule,
  publishSchedule,
  rejectSchedule,
  SCHEDULE_STATE_ALIASES,
  SCHEDULE_STATES,
  type ScheduleAction,
  staffVisibleStates,
  type ScheduleState,
  type ScheduleStateSetting,
  type ScheduleStatesConfig,
  type TransitionResult,
} from "./lifecycle.ts";
export {
  DEFAULT_PERIOD_DAYS,
  initialPeriod,
  type PeriodPhase,
  periodContaining,
  periodPhase,
  type StatedPeriod,
} from "./periods.ts";
export {
  canSplitPart,
  MAX_SPLIT_PARTS,
  MIN_PART_MINUTES,
  MIN_SPLITTABLE_MINUTES,
  partTimes,
  removePart,
  type SplitEdit,
  type SplitError,
  type SplitPart,
  type SplitSource,
  setPartAssignee,
  setPartEnd,
  splitPart,
  splitSaveError,
  startSplit,
} from "./split-shift.ts";
export {
  buildSplitSave,
  type NewShift,
  receivingShift,
  type SplitSave,
  type SplittableShift,
} from "./split-shift-save.ts";
export type {
  ConsecutiveShiftRule,
  EntityId,
  Flag,
  FlagLookup,
  FlagTraits,
  JobStatusInfo,
  JobTypeInfo,
  PeriodDates,
  ScheduleEvent,
  ScheduleShift,
  ShiftStatusFields,
  ShiftTypeInfo,
  StaffMember,
  StaffNeededGroup,
} from "./types.ts";
export * from "./validators/index.ts";
export {
  hasNonWorkingFlag,
  indexFlags,
  isCommitment,
  isNonDuty,
  isOnCall,
  isProductivity,
  isWorking,
  type WorkingStatus,
  workingStatus,
} from "./working-status.ts";
export {
  checkShiftTimes,
  editedValue,
  payrollDateFor,
  type ShiftTypeDefaults,
  shiftTypeDefaults,
} from "./shift-editing.ts";
export { type OfferJobType, type OfferShiftType, offeredShiftTypes } from "./offered-shift-types.ts";

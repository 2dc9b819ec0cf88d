export {
  type ConsecutiveShiftsInput,
  consecutiveLimits,
  daysBeyondLimit,
  validateConsecutiveShifts,
} from "./consecutive-shifts.ts";
export { type ImbalanceInput, staffingGroups, validateImbalance } from "./imbalance.ts";
export { type MinimumCountInput, validateMinimumCount, weekendMinimum } from "./minimum-count.ts";
export { type OvertimeInput, validateOvertime } from "./overtime.ts";
export { type TimeConflictInput, validateTimeConflicts } from "./time-conflict.ts";
export type {
  ImbalanceEntry,
  ImbalanceErrors,
  MinimumCountError,
  MinimumCountErrors,
  UserDatesErrors,
  ValidateOptions,
  ValidationInput,
  ValidatorName,
  ValidatorResult,
} from "./types.ts";
export { VALIDATOR_PRIORITY } from "./types.ts";
export { type ScheduleChange, ScheduleValidationState, validateSchedule } from "./validation-state.ts";

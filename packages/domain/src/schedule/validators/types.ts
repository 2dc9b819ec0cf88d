/** Validator inputs and the wire shapes of their results (`error_data`, G-009). */
import type { LocalDate } from "../../time/index.ts";
import type {
  ConsecutiveShiftRule,
  Flag,
  JobStatusInfo,
  JobTypeInfo,
  PeriodDates,
  ScheduleEvent,
  ScheduleShift,
  ShiftTypeInfo,
  StaffMember,
  StaffNeededGroup,
} from "../types.ts";

export interface ValidationInput {
  readonly period: PeriodDates;
  /**
   * The organisation's IANA zone. Hours worked (overtime) are elapsed hours: 11 on the
   * spring-forward night of a 19:00-07:00 shift, 13 on the fall-back night. Without it, wall-clock.
   */
  readonly timeZone?: string;
  /** The schedule's department: staffing balance counts only shifts worked in it. */
  readonly departmentId: number | null;
  /** The period's shifts plus those around it (the schedule fetch window is 7 days either side). */
  readonly shifts: readonly ScheduleShift[];
  readonly events: readonly ScheduleEvent[];
  readonly users: readonly StaffMember[];
  readonly shiftTypes: readonly ShiftTypeInfo[];
  readonly jobTypes: readonly JobTypeInfo[];
  readonly jobStatuses: readonly JobStatusInfo[];
  readonly flags: readonly Flag[];
  /** Department `settings.staffNeeded`. */
  readonly staffNeeded: readonly StaffNeededGroup[];
  /** Organisation `validations.consecutiveShifts.data`. */
  readonly consecutiveShifts: readonly ConsecutiveShiftRule[];
}

/** User id -> sorted dates (time conflicts: dates of conflicting entries; overtime: first day of each week). */
export type UserDatesErrors = Readonly<Record<string, readonly LocalDate[]>>;

export interface ImbalanceEntry {
  readonly job_types: readonly number[];
  /** Shift type id -> sorted dates whose staffing differs from the need. */
  readonly shift_types: Readonly<Record<string, readonly LocalDate[]>>;
}

export type ImbalanceErrors = readonly ImbalanceEntry[];

export interface MinimumCountError {
  /** Weekend shifts worked, rounded to one decimal. */
  readonly assigned: number;
  readonly min: number;
}

export type MinimumCountErrors = Readonly<Record<string, MinimumCountError>>;

/** Distinct priorities (Z-001); lower lists first and never suppresses another validator. */
export const VALIDATOR_PRIORITY = {
  TimeConflictValidator: 0,
  ConsecutiveShiftsValidator: 50,
  ImbalanceValidator: 100,
  OvertimeValidator: 150,
  MinimumCountValidator: 200,
} as const;

export type ValidatorName = keyof typeof VALIDATOR_PRIORITY;

export type ValidatorResult =
  | {
      readonly validator: "TimeConflictValidator";
      readonly priority: 0;
      readonly error_data: UserDatesErrors;
    }
  | {
      readonly validator: "ConsecutiveShiftsValidator";
      readonly priority: 50;
      readonly error_data: UserDatesErrors;
    }
  | { readonly validator: "ImbalanceValidator"; readonly priority: 100; readonly error_data: ImbalanceErrors }
  | { readonly validator: "OvertimeValidator"; readonly priority: 150; readonly error_data: UserDatesErrors }
  | {
      readonly validator: "MinimumCountValidator";
      readonly priority: 200;
      readonly error_data: MinimumCountErrors;
    };

export interface ValidateOptions {
  /** "own": a staff member's own schedule, which runs only time conflict, overtime and consecutive shifts. */
  readonly mode?: "schedule" | "own";
  /** Staff accounts never run the imbalance validator. */
  readonly viewerIsStaff?: boolean;
}

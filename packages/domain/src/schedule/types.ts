/**
 * Plain inputs of the scheduling rules, in the domain's camelCase (the contract maps the wire's
 * snake_case onto these). Only the fields the rules read are listed, so callers can pass fuller
 * records (rows, wire objects) as they are.
 */
import type { LocalDate } from "../time/index.ts";

/** Saved records have numeric ids; unsaved ones in the client may use any unique key. */
export type EntityId = number | string;

/** The traits of a flag that change how a shift counts (F-013). */
export interface FlagTraits {
  readonly working: boolean;
  readonly commitment: boolean;
  readonly productivity: boolean;
}

export interface Flag extends FlagTraits {
  readonly id: number;
}

/** Flag traits by flag id. A flag id missing from the lookup changes nothing. */
export type FlagLookup = ReadonlyMap<number, FlagTraits>;

/** The fields that decide a shift's working status. */
export interface ShiftStatusFields {
  readonly onCall: boolean;
  /** Wire name `flex_on`. */
  readonly available: boolean;
  readonly canceled: boolean;
  readonly giveaway: boolean;
  readonly swapped: boolean;
  readonly flags: readonly number[];
}

export interface ScheduleShift extends ShiftStatusFields {
  readonly id: EntityId;
  readonly date: LocalDate;
  /** The payroll day when it differs from `date`; weekly hours are counted by it. */
  readonly payrollDate?: LocalDate | null;
  readonly typeId: number;
  readonly departmentId: number | null;
  readonly assigneeId: number | null;
  /** `HH:mm:ss` (or `HH:mm`); an end at or before the start crosses midnight. */
  readonly startTime: string;
  readonly endTime: string;
  readonly sitter: boolean;
}

export interface ScheduleEvent {
  readonly id: EntityId;
  readonly assigneeId: number | null;
  readonly dates: readonly LocalDate[];
  /** Both set: the event's hours on each date; otherwise it takes the whole day. */
  readonly startTime?: string | null;
  readonly endTime?: string | null;
  /** Request state; only approved events (or events without a request state) block time. */
  readonly state?: string | null;
}

export interface StaffMember {
  readonly id: number;
  readonly jobTypeId: number | null;
  readonly jobStatusId: number | null;
  /** 0 means no weekly limit. */
  readonly weeklyHours: number;
}

export interface ShiftTypeInfo {
  readonly id: number;
  /** The type's scheduled hours (its computed `hours` field). */
  readonly hours: number;
}

export interface JobTypeInfo {
  readonly id: number;
  /** Staff needed per shift type id; the fallback when no department group covers the job type (Z-007). */
  readonly staffNeeded?: Readonly<Record<string, number>> | null;
}

export interface JobStatusInfo {
  readonly id: number;
  readonly minShiftSettings?: {
    readonly countRules?: { readonly weekend?: readonly { readonly count: number }[] | null } | null;
  } | null;
}

/** A department `settings.staffNeeded` group: job types sharing counts per shift type id. */
export interface StaffNeededGroup {
  readonly jobTypes: readonly number[];
  readonly shiftTypes: Readonly<Record<string, number>>;
}

/** One `validations.consecutiveShifts.data` entry: maximum consecutive days per shift type id. */
export interface ConsecutiveShiftRule {
  readonly jobTypes: readonly number[];
  readonly shiftTypes: Readonly<Record<string, number>>;
}

/** An inclusive schedule period. */
export interface PeriodDates {
  readonly startOn: LocalDate;
  readonly endOn: LocalDate;
}

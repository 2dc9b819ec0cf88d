/**
 * Checks run before proposing a shift to someone (open shift assignment, staff picker; G-012): over
 * that person's shifts from 7 days before to 7 days after the date, would the shift bring weekly
 * overtime, break a consecutive-shift rule, or overlap other working time? The answers are warnings
 * for the confirm dialog and never block. They use the same rules as the schedule validators.
 */
import { DAYS_PER_WEEK, dayOfWeekOf, fromDayNumber, type LocalDate, parseLocalDate } from "../time/index.ts";
import type { ConsecutiveShiftRule, Flag, ScheduleEvent, ScheduleShift, StaffMember } from "./types.ts";
import { consecutiveLimits, daysBeyondLimit } from "./validators/consecutive-shifts.ts";
import {
  FieldParser,
  type PreparedShift,
  prepareEvent,
  prepareShift,
  type TimeSlot,
} from "./validators/prepare.ts";
import { roundToTenth, sortedDates } from "./validators/support.ts";
import { indexFlags } from "./working-status.ts";

export const ASSIGNMENT_CHECK_WINDOW_DAYS = 7;

export interface AssignmentCheckInput {
  /** The shift as it would be assigned; its assignee is taken from `user`. */
  readonly proposed: ScheduleShift;
  readonly user: StaffMember;
  /** The user's shifts; those more than 7 days from the proposed date are not read. */
  readonly shifts: readonly ScheduleShift[];
  readonly events?: readonly ScheduleEvent[];
  readonly flags: readonly Flag[];
  readonly consecutiveShifts: readonly ConsecutiveShiftRule[];
  /** Start of the schedule period, which weeks count from; without it, the Sunday-start calendar week. */
  readonly periodStart?: LocalDate;
  /** The organisation's zone: hours worked are elapsed hours across clock changes. */
  readonly timeZone?: string;
}

export type AssignmentWarning =
  | {
      readonly code: "overtime";
      readonly weekStart: LocalDate;
      readonly hours: number;
      readonly weeklyHours: number;
    }
  | { readonly code: "consecutive_shifts"; readonly dates: readonly LocalDate[]; readonly limit: number }
  | { readonly code: "time_conflict"; readonly dates: readonly LocalDate[] };

/** Warnings in the order of the dialog: overtime, consecutive shifts, time conflict. Empty when fine. */
export function checkAssignment(input: AssignmentCheckInput): AssignmentWarning[] {
  const parse = new FieldParser(input.timeZone);
  const flags = indexFlags(input.flags);
  const userId = input.user.id;
  const proposed = prepareShift({ ...input.proposed, assigneeId: userId }, flags, parse);
  if (!proposed) return [];
  const near = (day: number) => Math.abs(day - proposed.day) <= ASSIGNMENT_CHECK_WINDOW_DAYS;
  const others = input.shifts
    .filter((shift) => shift.assigneeId === userId && shift.id !== input.proposed.id)
    .flatMap((shift) => prepareShift(shift, flags, parse) ?? [])
    .filter((shift) => near(shift.day));
  const events = (input.events ?? [])
    .filter((event) => event.assigneeId === userId)
    .flatMap((event) => prepareEvent(event, parse))
    .filter((slot) => near(slot.day));
  const warnings: AssignmentWarning[] = [];
  const overtime = overtimeWarning(proposed, others, input);
  if (overtime) warnings.push(overtime);
  const consecutive = consecutiveWarning(proposed, others, input);
  if (consecutive) warnings.push(consecutive);
  const conflicting = [...others, ...events].filter((slot) => overlaps(slot, proposed));
  if (conflicting.length > 0)
    warnings.push({
      code: "time_conflict",
      dates: sortedDates(new Set(conflicting.map((slot) => slot.day))),
    });
  return warnings;
}

function overlaps(a: TimeSlot, b: TimeSlot): boolean {
  return a.start < b.end && b.start < a.end;
}

function overtimeWarning(
  proposed: PreparedShift,
  others: readonly PreparedShift[],
  input: AssignmentCheckInput,
): AssignmentWarning | null {
  const limit = input.user.weeklyHours;
  if (limit <= 0) return null;
  const anchor = input.periodStart ? parseLocalDate(input.periodStart) : null;
  const day = proposed.payrollDay;
  const weekStart =
    anchor === null
      ? day - dayOfWeekOf(day)
      : anchor + Math.floor((day - anchor) / DAYS_PER_WEEK) * DAYS_PER_WEEK;
  const inWeek = (shift: PreparedShift) =>
    shift.payrollDay >= weekStart && shift.payrollDay < weekStart + DAYS_PER_WEEK;
  const minutes = [proposed, ...others].filter(inWeek).reduce((sum, shift) => sum + shift.elapsedMinutes, 0);
  const hours = roundToTenth(minutes / 60);
  return hours > limit
    ? { code: "overtime", weekStart: fromDayNumber(weekStart), hours, weeklyHours: limit }
    : null;
}

/** Whether the run of days on the proposed shift type, with the proposed day, goes beyond the rule. */
function consecutiveWarning(
  proposed: PreparedShift,
  others: readonly PreparedShift[],
  input: AssignmentCheckInput,
): AssignmentWarning | null {
  const jobTypeId = input.user.jobTypeId;
  const limit =
    jobTypeId === null
      ? undefined
      : consecutiveLimits(input.consecutiveShifts).get(jobTypeId)?.get(proposed.typeId);
  if (limit === undefined) return null;
  const typeDays = new Set([
    proposed.day,
    ...others.filter((shift) => shift.typeId === proposed.typeId).map((shift) => shift.day),
  ]);
  let first = proposed.day;
  while (typeDays.has(first - 1)) first -= 1;
  let last = proposed.day;
  while (typeDays.has(last + 1)) last += 1;
  const run = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const beyond = daysBeyondLimit(run, limit);
  return beyond.length > 0 ? { code: "consecutive_shifts", dates: sortedDates(beyond), limit } : null;
}

/**
 * Each row's hours per week of the period (G-005): the overtime engine's own totals for staff with a
 * weekly limit. The engine tracks only limited staff (per diem has no limit to exceed), so for them
 * the same sum is taken here from the domain's working-status and duration rules, by payroll date.
 */
import type { Shift } from "@rosterly/contract";
import { type FlagLookup, isWorking, type ScheduleValidationState } from "@rosterly/domain/schedule";
import { DAYS_PER_WEEK, diffDays, shiftDurationMinutes, weekCount } from "@rosterly/domain/time";
import { toScheduleShift } from "../../../lib/scheduling/validation-input";

export function weekHours(
  state: ScheduleValidationState | null,
  employee: { userId: number; weeklyHours: number },
  shifts: readonly Shift[],
  period: { startOn: string; endOn: string },
  flags: FlagLookup,
): number[] {
  if (state && employee.weeklyHours > 0) return state.weekHours(employee.userId);
  const weeks = new Array<number>(weekCount(period.startOn, period.endOn)).fill(0);
  for (const shift of shifts) {
    const day = shift.payrollDate || shift.date;
    if (day < period.startOn || day > period.endOn || !isWorking(toScheduleShift(shift), flags)) continue;
    const minutes = shiftDurationMinutes(shift.startTime, shift.endTime) ?? 0;
    const week = Math.floor(diffDays(day, period.startOn) / DAYS_PER_WEEK);
    weeks[week] = (weeks[week] ?? 0) + minutes;
  }
  return weeks.map((minutes) => Math.round(minutes / 6) / 10);
}

/** Same numbers, same array: keeps a row's props stable when its totals did not move. */
export function sameNumbers(a: readonly number[] | undefined, b: readonly number[]): boolean {
  return a !== undefined && a.length === b.length && a.every((value, i) => value === b[i]);
}

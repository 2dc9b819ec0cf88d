import type { ImbalanceEntry, UserDatesErrors, ValidatorResult } from "@rosterly/domain/schedule";
import { addDays, isWeekend, type LocalDate, weekStart } from "@rosterly/domain/time";

/** One shift or event whose errors are asked for. */
export interface ErrorFocus {
  userId: number;
  dates: readonly LocalDate[];
  /** Shifts: their payroll dates (overtime is counted by them). Events add no hours. */
  payrollDates: readonly LocalDate[];
  periodStart: LocalDate;
  /** Shifts: their type and the assignee's job type, for staffing balance. Events (null) take time
   * but never count as shifts, so only time conflicts can involve them. */
  shiftTypeId: number | null;
  jobTypeId: number | null;
  /** How far a consecutive run may reach from the entry: the longest configured limit. */
  consecutiveReach: number;
}

function around(dates: readonly LocalDate[], days: number): Set<LocalDate> {
  const near = new Set<LocalDate>();
  for (const date of dates) for (let i = -days; i <= days; i += 1) near.add(addDays(date, i));
  return near;
}

function userDates(
  errors: UserDatesErrors,
  userId: number,
  keep: (date: LocalDate) => boolean,
): UserDatesErrors {
  const dates = (errors[String(userId)] ?? []).filter(keep);
  return dates.length > 0 ? { [String(userId)]: dates } : {};
}

function imbalanceFor(entries: readonly ImbalanceEntry[], focus: ErrorFocus): ImbalanceEntry[] {
  const { shiftTypeId, jobTypeId } = focus;
  if (shiftTypeId === null || jobTypeId === null) return [];
  const dates = new Set(focus.dates);
  return entries.flatMap((entry) => {
    const wrong = (entry.shift_types[String(shiftTypeId)] ?? []).filter((date) => dates.has(date));
    return entry.job_types.includes(jobTypeId) && wrong.length > 0
      ? [{ job_types: entry.job_types, shift_types: { [String(shiftTypeId)]: wrong } }]
      : [];
  });
}

const nonEmpty = (value: object) => Object.keys(value).length > 0;

/**
 * The schedule's errors that involve one entry: its user's conflicts on its dates and the days
 * next to them, consecutive runs within reach of a shift, the weeks its payroll dates fall in, the
 * staffing of its shift type on its dates, and its user's weekend minimum when it is on a weekend.
 * The rules engine decides the errors; this only narrows the answer to what the entry touches.
 */
export function focusResults(results: readonly ValidatorResult[], focus: ErrorFocus): ValidatorResult[] {
  const own = new Set(focus.dates);
  const near = around(focus.dates, 1);
  const reach = around(focus.dates, focus.consecutiveReach);
  const weeks = new Set(focus.payrollDates.map((date) => weekStart(focus.periodStart, date)));
  const focused: ValidatorResult[] = [];
  for (const result of results) {
    switch (result.validator) {
      case "TimeConflictValidator": {
        const mine = result.error_data[String(focus.userId)] ?? [];
        const data = mine.some((date) => own.has(date))
          ? userDates(result.error_data, focus.userId, (d) => near.has(d))
          : {};
        if (nonEmpty(data)) focused.push({ ...result, error_data: data });
        break;
      }
      case "ConsecutiveShiftsValidator": {
        if (focus.shiftTypeId === null) break;
        const data = userDates(result.error_data, focus.userId, (date) => reach.has(date));
        if (nonEmpty(data)) focused.push({ ...result, error_data: data });
        break;
      }
      case "OvertimeValidator": {
        const data = userDates(result.error_data, focus.userId, (date) => weeks.has(date));
        if (nonEmpty(data)) focused.push({ ...result, error_data: data });
        break;
      }
      case "ImbalanceValidator": {
        const data = imbalanceFor(result.error_data, focus);
        if (data.length > 0) focused.push({ ...result, error_data: data });
        break;
      }
      case "MinimumCountValidator": {
        const entry = result.error_data[String(focus.userId)];
        if (entry && focus.shiftTypeId !== null && focus.dates.some(isWeekend)) {
          focused.push({ ...result, error_data: { [String(focus.userId)]: entry } });
        }
        break;
      }
    }
  }
  return focused;
}

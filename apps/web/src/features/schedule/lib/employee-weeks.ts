/**
 * A person's period as the employee dialog lists it (N-007, N-010): 7-day groups from the period's
 * first day (weeks = ceil(days / 7)) with their hours, and the flat list of shifts a validator
 * filter picks out.
 */
import type { ScheduleEvent, Shift } from "@rosterly/contract";
import { addDays, DAYS_PER_WEEK, datesBetween } from "@rosterly/domain/time";
import type { DayEntries } from "./entries-by-user";
import type { UserHighlights } from "./highlights";

export interface EmployeeDay {
  date: string;
  shifts: readonly Shift[];
  events: readonly ScheduleEvent[];
}

export interface EmployeeWeek {
  index: number;
  startOn: string;
  endOn: string;
  hours: number;
  over: boolean;
  /** Only the days with something on them. */
  days: EmployeeDay[];
}

const NONE: readonly never[] = [];

export function employeeWeeks(
  period: { startOn: string; endOn: string },
  shifts: DayEntries<Shift> | undefined,
  events: DayEntries<ScheduleEvent> | undefined,
  hours: readonly number[],
  highlights: UserHighlights | undefined,
): EmployeeWeek[] {
  const dates = datesBetween(period.startOn, period.endOn);
  const weeks: EmployeeWeek[] = [];
  for (let index = 0; index * DAYS_PER_WEEK < dates.length; index += 1) {
    const weekDates = dates.slice(index * DAYS_PER_WEEK, (index + 1) * DAYS_PER_WEEK);
    const startOn = weekDates[0] ?? period.startOn;
    const days = weekDates
      .map((date) => ({ date, shifts: shifts?.get(date) ?? NONE, events: events?.get(date) ?? NONE }))
      .filter((day) => day.shifts.length > 0 || day.events.length > 0);
    weeks.push({
      index,
      startOn,
      endOn: weekDates.at(-1) ?? startOn,
      hours: hours[index] ?? 0,
      over: highlights?.overtimeWeeks.has(startOn) ?? false,
      days,
    });
  }
  return weeks;
}

export type EmployeeFilter = "conflicts" | "consecutive" | "overtime";

/** Shifts of the person matching any chosen filter, by date then start (N-010). */
export function matchingShifts(
  shifts: readonly Shift[],
  highlights: UserHighlights | undefined,
  filters: ReadonlySet<EmployeeFilter>,
): Shift[] {
  if (highlights === undefined || filters.size === 0) return [];
  const inOvertimeWeek = (date: string) => {
    for (const start of highlights.overtimeWeeks)
      if (date >= start && date <= addDays(start, DAYS_PER_WEEK - 1)) return true;
    return false;
  };
  return shifts
    .filter((shift) => {
      const day = shift.payrollDate || shift.date;
      return (
        (filters.has("conflicts") && highlights.conflicts.has(shift.date)) ||
        (filters.has("consecutive") && highlights.consecutive.has(shift.date)) ||
        (filters.has("overtime") && inOvertimeWeek(day))
      );
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
}

/**
 * Shift times on a wall-clock minute line. A shift is the half-open interval [start, end): two
 * shifts that touch (one ends 19:00, the next starts 19:00) do not overlap. An end at or before the
 * start means the shift crosses midnight and ends the next day (+24 h).
 *
 * DST choice: these are wall-clock durations (end - start, +24 h overnight; Z-009): a 19:00-07:00
 * shift is a 12-hour shift on every night, which is what shift types, staffing ratios and the grid
 * compare. Hours worked (overtime) are elapsed hours instead, 11 on the spring-forward night and 13
 * on the fall-back night: the validators ask `zone.ts` for those, which converts local times to UTC
 * instants correctly across DST.
 */
import { parseLocalDate } from "./local-date.ts";
import { MINUTES_PER_DAY, parseTimeOfDay } from "./time-of-day.ts";

/** Half-open interval [start, end) in minutes. */
export interface MinuteInterval {
  readonly start: number;
  readonly end: number;
}

/** Minutes from a start to an end time of day (minutes since midnight), crossing midnight when end <= start. */
export function spanMinutes(startMinute: number, endMinute: number): number {
  return endMinute > startMinute ? endMinute - startMinute : endMinute + MINUTES_PER_DAY - startMinute;
}

/** Duration in wall-clock minutes of `HH:mm[:ss]` start and end, or null when either is malformed. */
export function shiftDurationMinutes(startTime: string, endTime: string): number | null {
  const start = parseTimeOfDay(startTime);
  const end = parseTimeOfDay(endTime);
  return start === null || end === null ? null : spanMinutes(start, end);
}

/** Duration in wall-clock hours (19:00-07:00 is 12), or null when a time is malformed. */
export function shiftHours(startTime: string, endTime: string): number | null {
  const minutes = shiftDurationMinutes(startTime, endTime);
  return minutes === null ? null : minutes / 60;
}

/** The interval of a shift on the day numbered `dayNumber`, in minutes from day 0's midnight. */
export function dayInterval(dayNumber: number, startMinute: number, endMinute: number): MinuteInterval {
  const start = dayNumber * MINUTES_PER_DAY + startMinute;
  return { start, end: start + spanMinutes(startMinute, endMinute) };
}

/**
 * The interval of a shift dated `date`, in minutes from the midnight that starts `referenceDate`
 * (a shift the day before the reference starts at a negative minute). Null when an input is malformed.
 */
export function shiftInterval(
  referenceDate: string,
  date: string,
  startTime: string,
  endTime: string,
): MinuteInterval | null {
  const reference = parseLocalDate(referenceDate);
  const day = parseLocalDate(date);
  const start = parseTimeOfDay(startTime);
  const end = parseTimeOfDay(endTime);
  if (reference === null || day === null || start === null || end === null) return null;
  return dayInterval(day - reference, start, end);
}

/** Start inclusive, end exclusive: touching intervals do not overlap. */
export function intervalsOverlap(a: MinuteInterval, b: MinuteInterval): boolean {
  return a.start < b.end && b.start < a.end;
}

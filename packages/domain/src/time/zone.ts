/**
 * Local wall time in an IANA zone <-> UTC instants. The organisation's zone decides what "today"
 * is and when a local shift starts (Z-049); instants are stored in UTC.
 *
 * Uses TZDate from @date-fns/tz, which resolves DST like Temporal's "compatible" option: a time
 * skipped by spring-forward (02:30 on 2026-03-08 in America/Chicago) moves forward by the gap
 * (03:30 CDT), and a time repeated by fall-back (01:30 on 2026-11-01) is its first occurrence (CDT).
 */
import { TZDate } from "@date-fns/tz";
import { addDays, type LocalDate, parseLocalDate } from "./local-date.ts";
import { parseTimeOfDay } from "./time-of-day.ts";

/**
 * The UTC instant of `date` at `time` (`HH:mm[:ss]`, seconds dropped as everywhere in the product)
 * in `timeZone`, or null for a bad date, time or zone.
 */
export function localToUtc(date: LocalDate, time: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const minutes = parseTimeOfDay(time);
  if (!match || parseLocalDate(date) === null || minutes === null) return null;
  const zoned = new TZDate(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    Math.floor(minutes / 60),
    minutes % 60,
    0,
    timeZone,
  );
  const instant = zoned.getTime();
  return Number.isNaN(instant) ? null : new Date(instant);
}

/**
 * Start and end instants of a shift dated `date`. The end is on the next day when it is at or
 * before the start. The elapsed time can differ from the wall-clock duration on DST nights
 * (see shift-interval.ts for why durations stay wall-clock).
 */
export function shiftInstants(
  date: LocalDate,
  startTime: string,
  endTime: string,
  timeZone: string,
): { start: Date; end: Date } | null {
  const startMinute = parseTimeOfDay(startTime);
  const endMinute = parseTimeOfDay(endTime);
  if (startMinute === null || endMinute === null || parseLocalDate(date) === null) return null;
  const endDate = endMinute > startMinute ? date : addDays(date, 1);
  const start = localToUtc(date, startTime, timeZone);
  const end = localToUtc(endDate, endTime, timeZone);
  return start && end ? { start, end } : null;
}

/** Minutes that really elapse during a shift (11 h for 19:00-07:00 on the spring-forward night). */
export function elapsedShiftMinutes(
  date: LocalDate,
  startTime: string,
  endTime: string,
  timeZone: string,
): number | null {
  const instants = shiftInstants(date, startTime, endTime, timeZone);
  return instants ? (instants.end.getTime() - instants.start.getTime()) / 60_000 : null;
}

/** The local calendar date of an instant in `timeZone`: "today" for date rules, given an injected clock. */
export function localDateOf(instant: Date, timeZone: string): LocalDate | null {
  const zoned = new TZDate(instant.getTime(), timeZone);
  if (Number.isNaN(zoned.getTime())) return null;
  const month = String(zoned.getMonth() + 1).padStart(2, "0");
  const day = String(zoned.getDate()).padStart(2, "0");
  return `${String(zoned.getFullYear()).padStart(4, "0")}-${month}-${day}`;
}

/**
 * Whether `time` happens at all on `date` in `timeZone`: false for the hour the clocks skip
 * (02:30 on the spring-forward day), which no shift can start or end in.
 */
export function localTimeExists(date: LocalDate, time: string, timeZone: string): boolean {
  const instant = localToUtc(date, time, timeZone);
  if (!instant) return false;
  const zoned = new TZDate(instant.getTime(), timeZone);
  const minutes = parseTimeOfDay(time);
  return minutes !== null && zoned.getHours() * 60 + zoned.getMinutes() === minutes;
}

/**
 * Calendar dates as `YYYY-MM-DD` strings (the wire and storage format). A local date has no time
 * zone: "2026-03-08" is the same grid column in every zone, so all arithmetic here is done on a
 * day number (days since 1970-01-01) and never touches `Date`'s local-time methods, which would
 * make results depend on the machine's zone and its DST rules.
 */

/** A calendar date, `YYYY-MM-DD`. */
export type LocalDate = string;

export const DAYS_PER_WEEK = 7;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a valid `YYYY-MM-DD`, or null for anything else (including 2026-02-30). */
export function parseLocalDate(date: string): number | null {
  const match = LOCAL_DATE.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return daysFromCivil(year, month, day);
}

export function isLocalDate(date: string): boolean {
  return parseLocalDate(date) !== null;
}

/** Like {@link parseLocalDate} for dates already known to be valid; a bad date is a programming error. */
export function toDayNumber(date: LocalDate): number {
  const day = parseLocalDate(date);
  if (day === null) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return day;
}

export function fromDayNumber(dayNumber: number): LocalDate {
  // Civil-from-days (H. Hinnant): exact for the whole proleptic Gregorian calendar.
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, "0")}-${pad2(month)}-${pad2(day)}`;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function diffDays(to: LocalDate, from: LocalDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** 0 = Sunday ... 6 = Saturday, as in the spec's Sunday-start weeks. */
export function dayOfWeek(date: LocalDate): number {
  return dayOfWeekOf(toDayNumber(date));
}

export function dayOfWeekOf(dayNumber: number): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber + 4) % 7) + 7) % 7;
}

export function isWeekendDay(dayNumber: number): boolean {
  const dow = dayOfWeekOf(dayNumber);
  return dow === 0 || dow === 6;
}

export function isWeekend(date: LocalDate): boolean {
  return isWeekendDay(toDayNumber(date));
}

/** The Sunday on or before `date`: the start of its calendar week. */
export function sundayOnOrBefore(date: LocalDate): LocalDate {
  const day = toDayNumber(date);
  return fromDayNumber(day - dayOfWeekOf(day));
}

/** Number of days of an inclusive period. */
export function periodLength(startOn: LocalDate, endOn: LocalDate): number {
  return diffDays(endOn, startOn) + 1;
}

/** weeks = ceil(days / 7): a period whose length is not a multiple of 7 ends in a partial week. */
export function weekCount(startOn: LocalDate, endOn: LocalDate): number {
  return Math.max(0, Math.ceil(periodLength(startOn, endOn) / DAYS_PER_WEEK));
}

/**
 * Index of the week of `date` within a period. Weeks are 7-day blocks counted from the period
 * start; periods start on a Sunday by configuration, so these are the spec's Sunday–Saturday weeks.
 * Counting from the start (not from the calendar Sunday) keeps weeks = ceil(days / 7) even if a
 * period were configured to start mid-week. Negative before the start.
 */
export function weekIndex(periodStart: LocalDate, date: LocalDate): number {
  return Math.floor(diffDays(date, periodStart) / DAYS_PER_WEEK);
}

/** First day of the week (as in {@link weekIndex}) containing `date`. */
export function weekStart(periodStart: LocalDate, date: LocalDate): LocalDate {
  return addDays(periodStart, weekIndex(periodStart, date) * DAYS_PER_WEEK);
}

/** First days of every week of an inclusive period, the last one possibly partial. */
export function weekStarts(startOn: LocalDate, endOn: LocalDate): LocalDate[] {
  const weeks = weekCount(startOn, endOn);
  return Array.from({ length: weeks }, (_, i) => addDays(startOn, i * DAYS_PER_WEEK));
}

/** Every date of an inclusive range, in order (empty when `endOn` is before `startOn`). */
export function datesBetween(startOn: LocalDate, endOn: LocalDate): LocalDate[] {
  const start = toDayNumber(startOn);
  const length = toDayNumber(endOn) - start + 1;
  return Array.from({ length: Math.max(0, length) }, (_, i) => fromDayNumber(start + i));
}

function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = month > 2 ? month - 3 : month + 9;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function pad2(value: number): string {
  return String(value).padStart(2, "0");
}

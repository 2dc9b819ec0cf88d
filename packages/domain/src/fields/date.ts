// Date input (D-008, D-015): MM/DD/YYYY, years 1900-2099, a real calendar day; stored YYYY-MM-DD.
import { FIELD_LIMITS } from "./limits.ts";
import { type Check, fail, ok, type Parsed, toCheck } from "./result.ts";

const DATE_INPUT = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  const inYears = year >= FIELD_LIMITS.dateMinYear && year <= FIELD_LIMITS.dateMaxYear;
  return inYears && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * "MM/DD/YYYY" -> "YYYY-MM-DD". Empty (or null) is `null` when optional and `validation.required`
 * when required; a malformed or impossible date (02/30/2024, 1899) is `validation.date`.
 */
export function normalizeDateInput(
  value: string | null | undefined,
  options: { required?: boolean } = {},
): Parsed<string | null> {
  const text = (value ?? "").trim();
  if (text === "") return options.required === true ? fail("validation.required") : ok(null);
  const match = DATE_INPUT.exec(text);
  if (match === null) return fail("validation.date");
  const [, mm = "", dd = "", yyyy = ""] = match;
  if (!isCalendarDay(Number(yyyy), Number(mm), Number(dd))) return fail("validation.date");
  return ok(`${yyyy}-${mm}-${dd}`);
}

/** Whether a value is a stored date "YYYY-MM-DD" within the input years. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Stored "YYYY-MM-DD" -> input "MM/DD/YYYY"; anything else is returned unchanged. */
export function formatDateInput(value: string): string {
  if (!isIsoDate(value)) return value;
  return `${value.slice(5, 7)}/${value.slice(8, 10)}/${value.slice(0, 4)}`;
}

/**
 * A stored date must be on or after `min` (both "YYYY-MM-DD"; the caller computes "tomorrow" in
 * the organisation's time zone from its clock). The message parameter is `min` in input form.
 */
export function checkDateNotBefore(isoDate: string, min: string): Parsed<string> {
  if (!isIsoDate(isoDate)) return fail("validation.date");
  return isoDate < min ? fail("validation.date_min", { min: formatDateInput(min) }) : ok(isoDate);
}

/** The same rule as a predicate (form `validate` functions). */
export function checkDateInput(
  value: string | null | undefined,
  options: { required?: boolean } = {},
): Check {
  return toCheck(normalizeDateInput(value, options));
}

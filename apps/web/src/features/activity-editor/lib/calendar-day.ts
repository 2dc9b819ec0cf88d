/**
 * Stored dates (`YYYY-MM-DD`) are calendar days. Date pickers work with `Date` objects at local
 * midnight; these convert between the two by calendar fields, so that no time zone can move a day.
 */
import { isLocalDate, type LocalDate } from "@rosterly/domain/time";

const pad = (value: number, size = 2) => String(value).padStart(size, "0");

export function dayToDate(day: string): Date | null {
  if (!isLocalDate(day)) return null;
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1);
}

export function dateToDay(date: Date | null): LocalDate | null {
  if (date === null || Number.isNaN(date.getTime())) return null;
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

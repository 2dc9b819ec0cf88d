/** Calendar days in the organisation's time zone: the minimums of the dialog's date pickers (Z-049). */
import type { Hospital } from "@rosterly/contract";
import { addDays, type LocalDate, localDateOf } from "@rosterly/domain/time";

export function organisationTimeZone(hospital: Hospital): string {
  const zone = hospital.info.timezone.trim();
  return zone === "" ? Intl.DateTimeFormat().resolvedOptions().timeZone : zone;
}

export interface OrgDays {
  timeZone: string;
  today: LocalDate;
  tomorrow: LocalDate;
  dayAfterTomorrow: LocalDate;
}

export function orgDays(hospital: Hospital, now: Date = new Date()): OrgDays {
  const timeZone = organisationTimeZone(hospital);
  const today = localDateOf(now, timeZone) ?? now.toISOString().slice(0, 10);
  return { timeZone, today, tomorrow: addDays(today, 1), dayAfterTomorrow: addDays(today, 2) };
}

/** A stored day as the pickers hold it (local midnight of that calendar day) and back. */
export function toPickerDate(value: LocalDate | null): Date | null {
  if (value === null) return null;
  const [year, month, day] = value.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

export function fromPickerDate(value: Date | null): LocalDate | null {
  if (value === null || Number.isNaN(value.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

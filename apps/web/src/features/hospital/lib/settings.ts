import type { Hospital } from "@rosterly/contract";
import { z } from "zod";
import { DISPLAY_FORMATS, type DisplayFormatName } from "../../../lib/format";

export const DEFAULT_IDLE_TIMEOUT_MINUTES = 15;

// Settings are data addressed by path; read each value defensively, falling back to the default.
const idleTimeout = z.number().positive().catch(DEFAULT_IDLE_TIMEOUT_MINUTES);

/** Minutes of inactivity before a staff user is signed out (B-011). */
export function idleTimeoutMinutes(hospital: Hospital): number {
  return idleTimeout.parse(hospital.settings.idleTimeout);
}

/** The organisation's time zone, in which every date is shown. */
export function hospitalTimeZone(hospital: Hospital): string | undefined {
  return hospital.info.timezone.trim() === "" ? undefined : hospital.info.timezone;
}

// The settings name the display formats after the spec (shortDate, longDate); the formatter after
// where they are used (monthDay, weekdayDate). A format that is not text is left to the default.
const formatText = z.string().min(1).optional().catch(undefined);
const dateFormats = z
  .object({
    date: formatText,
    shortDate: formatText,
    month: formatText,
    longDate: formatText,
    dateTime: formatText,
  })
  .catch({});

/** The organisation's own date formats (moment-style), by the formatter's names; absent ones keep the defaults. */
export function organisationDateFormats(hospital: Hospital): Partial<Record<DisplayFormatName, string>> {
  const formats = dateFormats.parse(hospital.settings.dateFormats ?? {});
  const named: Record<DisplayFormatName, string | undefined> = {
    date: formats.date,
    monthDay: formats.shortDate,
    month: formats.month,
    weekdayDate: formats.longDate,
    dateTime: formats.dateTime,
  };
  const chosen: Partial<Record<DisplayFormatName, string>> = {};
  for (const name of DISPLAY_FORMATS) {
    const value = named[name];
    if (value !== undefined) chosen[name] = value;
  }
  return chosen;
}

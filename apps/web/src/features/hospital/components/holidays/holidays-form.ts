/**
 * Holidays per region (E-010): `holidays.<region>` holds a list of `{date, name}`. The form lists
 * the regions; each saved region is sent whole, a removed one as null (which deletes it).
 */
import { formatDateInput } from "@rosterly/domain/fields";
import type { SettingsFormSpec } from "../../hooks/use-settings-form";
import type { SettingsEdit } from "../../lib/json";
import { dateValue } from "../../lib/settings-values";

export interface HolidayRow {
  date: string;
  name: string;
}

export interface HolidaysForm {
  regions: { code: string; holidays: HolidayRow[] }[];
  /** The regions stored when the form was loaded: those missing from `regions` are deleted. */
  stored: string[];
}

export const holidaysSpec: SettingsFormSpec<HolidaysForm> = {
  key: "holidays",
  toForm: (settings) => {
    const codes = Object.keys(settings.holidays).sort();
    return {
      stored: codes,
      regions: codes.map((code) => ({
        code,
        holidays: (settings.holidays[code] ?? []).map((day) => ({
          date: formatDateInput(day.date),
          name: day.name,
        })),
      })),
    };
  },
  changes: (values) => {
    const kept = new Set(values.regions.map((region) => region.code.trim()));
    const removed: SettingsEdit[] = values.stored
      .filter((code) => !kept.has(code))
      .map((code) => ({ path: `holidays.${code}`, value: null }));
    const saved: SettingsEdit[] = values.regions.map((region) => ({
      path: `holidays.${region.code.trim()}`,
      value: region.holidays.map((day) => ({ date: dateValue(day.date), name: day.name.trim() })),
    }));
    return [...removed, ...saved];
  },
  // `holidays.US-TX.3.date` -> the fourth holiday's date of the region US-TX; a bad region code -> its code.
  fieldOf: (path, values) => {
    const match = /^holidays\.([^.]+)(?:\.(\d+)\.(date|name))?/.exec(path);
    if (match === null) return null;
    const index = values.regions.findIndex((region) => region.code.trim() === match[1]);
    if (index < 0) return null;
    if (match[2] === undefined || (match[3] !== "date" && match[3] !== "name"))
      return `regions.${index}.code`;
    return `regions.${index}.holidays.${Number(match[2])}.${match[3]}`;
  },
};

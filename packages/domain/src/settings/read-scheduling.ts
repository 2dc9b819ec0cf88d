/**
 * The one reader of the scheduling settings that server and web both need. Stored settings are
 * admin-edited JSON: each entry is read as the rules use it, and an entry that is malformed
 * configures nothing (the rules' defaults apply) instead of failing a request or a screen.
 */
import type {
  ConsecutiveShiftRule,
  JobStatusInfo,
  ScheduleStatesConfig,
  StaffNeededGroup,
} from "../schedule/index.ts";
import { isLocalDate, type LocalDate } from "../time/index.ts";
import { isRecord } from "./tree.ts";

/** The value at a dotted path of a settings object, if every step is an object. */
export function settingAt(settings: Readonly<Record<string, unknown>>, path: string): unknown {
  let current: unknown = settings;
  for (const part of path.split(".")) {
    if (!isRecord(current)) return undefined;
    current = current[part];
  }
  return current;
}

const isIntegerList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => Number.isInteger(item));

const isNumberRecord = (value: unknown): value is Record<string, number> =>
  isRecord(value) && Object.values(value).every((item) => typeof item === "number");

/** Job-type groups with counts per shift type (department `staffNeeded`, consecutive-shift rules). */
export function readShiftTypeGroups(value: unknown): StaffNeededGroup[] {
  if (!Array.isArray(value)) return [];
  const groups: StaffNeededGroup[] = [];
  for (const item of value) {
    if (!isRecord(item) || !isIntegerList(item.jobTypes) || !isNumberRecord(item.shiftTypes)) return [];
    groups.push({ jobTypes: item.jobTypes, shiftTypes: item.shiftTypes });
  }
  return groups;
}

/** `scheduling.states` (Z-010); null when never configured or malformed, so the lifecycle's defaults apply. */
export function readScheduleStates(value: unknown): ScheduleStatesConfig | null {
  if (!isRecord(value)) return null;
  const states: Record<string, { editable?: boolean; staffVisible?: boolean }> = {};
  for (const [state, setting] of Object.entries(value)) {
    if (!isRecord(setting)) return null;
    const { editable, staffVisible } = setting;
    if (editable !== undefined && typeof editable !== "boolean") return null;
    if (staffVisible !== undefined && typeof staffVisible !== "boolean") return null;
    states[state] = {
      ...(editable === undefined ? {} : { editable }),
      ...(staffVisible === undefined ? {} : { staffVisible }),
    };
  }
  return states;
}

/** A job status's weekend minimums (`minShiftSettings.countRules.weekend`), or null when malformed. */
export function readMinShiftSettings(value: unknown): JobStatusInfo["minShiftSettings"] {
  if (!isRecord(value)) return null;
  const rules = value.countRules;
  if (rules === undefined) return {};
  if (rules === null) return { countRules: null };
  if (!isRecord(rules)) return null;
  const weekend = rules.weekend;
  if (weekend === undefined) return { countRules: {} };
  if (weekend === null) return { countRules: { weekend: null } };
  if (!Array.isArray(weekend)) return null;
  const counts: { count: number }[] = [];
  for (const item of weekend) {
    if (!isRecord(item) || typeof item.count !== "number") return null;
    counts.push({ count: item.count });
  }
  return { countRules: { weekend: counts } };
}

/** What the scheduling rules read of a hospital's settings. */
export interface SchedulingSettings {
  /** `scheduling.period` in days, when set to a positive whole number. */
  periodDays: number | null;
  /** `scheduling.initialStartDate`, when a real date. */
  initialStartDate: LocalDate | null;
  states: ScheduleStatesConfig | null;
  consecutiveShifts: ConsecutiveShiftRule[];
}

export function readSchedulingSettings(settings: Readonly<Record<string, unknown>>): SchedulingSettings {
  const period = settingAt(settings, "scheduling.period");
  const start = settingAt(settings, "scheduling.initialStartDate");
  return {
    periodDays: typeof period === "number" && Number.isInteger(period) && period > 0 ? period : null,
    initialStartDate: typeof start === "string" && isLocalDate(start) ? start : null,
    states: readScheduleStates(settingAt(settings, "scheduling.states")),
    consecutiveShifts: readShiftTypeGroups(settingAt(settings, "validations.consecutiveShifts.data")),
  };
}

/** A job type's own `staffNeeded` (shift type id -> count), numbers only; null when it names none. */
export function readShiftTypeCounts(value: Readonly<Record<string, unknown>>): Record<string, number> | null {
  const entries = Object.entries(value).filter(
    (entry): entry is [string, number] => typeof entry[1] === "number",
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

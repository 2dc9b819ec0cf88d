// What a profile's settings hold about its future (D-014, D-015): scheduled states and field changes.
import { isIsoDate } from "../fields/index.ts";
import { type LocalDate, localToUtc } from "../time/index.ts";
import { type ProfileState, parseProfileState } from "./profile-states.ts";

export const SCHEDULED_FIELDS = ["job_status_id", "job_type_id", "department_id", "shift_type_id"] as const;
export type ScheduledField = (typeof SCHEDULED_FIELDS)[number];

// Type aliases (not interfaces) so the values are assignable to a jsonb record column.
export type ShiftFlags = { start: LocalDate; end: LocalDate | null; flags: number[] };

export type ScheduledStateChange = {
  effectiveOn: LocalDate;
  /** 00:00 of `effectiveOn` in the organisation's time zone, as an ISO instant (Z-049). */
  effectiveOnUTC: string;
  state: ProfileState;
  deleteShifts: boolean;
  shiftFlags: ShiftFlags | null;
};

export type StateSettings = {
  modifiedBy: number | null;
  nextChangeEffectiveOn: LocalDate | null;
  scheduledChanges: ScheduledStateChange[];
  /** The flags put on overlapping shifts by the current non-active state. */
  shiftFlags: ShiftFlags | null;
  deleteShifts: boolean;
};

export type FieldValue = { field: ScheduledField; value: number };
export type ScheduledFieldChange = { effectiveOn: LocalDate; effectiveOnUTC: string; fields: FieldValue[] };
export type ScheduledChanges = { changes: ScheduledFieldChange[]; nextChangeEffectiveOn: LocalDate | null };

export const EMPTY_STATE_SETTINGS: StateSettings = {
  modifiedBy: null,
  nextChangeEffectiveOn: null,
  scheduledChanges: [],
  shiftFlags: null,
  deleteShifts: false,
};

type Json = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isId = (value: unknown): value is number => Number.isInteger(value) && Number(value) > 0;

/**
 * 00:00 of a local date in a zone as a UTC instant (D-011, Z-049). A zone the runtime does not
 * know falls back to UTC midnight rather than losing the change.
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  return localToUtc(date, "00:00", timeZone) ?? new Date(`${date}T00:00:00.000Z`);
}

function readShiftFlags(value: unknown): ShiftFlags | null {
  if (!isRecord(value) || typeof value.start !== "string" || !isIsoDate(value.start)) return null;
  const end = typeof value.end === "string" && isIsoDate(value.end) ? value.end : null;
  const flags = Array.isArray(value.flags) ? value.flags.filter(isId) : [];
  return { start: value.start, end, flags };
}

function readWhen(value: Json): { effectiveOn: LocalDate; effectiveOnUTC: string } | null {
  const { effectiveOn, effectiveOnUTC } = value;
  if (typeof effectiveOn !== "string" || !isIsoDate(effectiveOn)) return null;
  if (typeof effectiveOnUTC !== "string" || Number.isNaN(Date.parse(effectiveOnUTC))) return null;
  return { effectiveOn, effectiveOnUTC };
}

const byDate = <T extends { effectiveOnUTC: string }>(a: T, b: T) =>
  Date.parse(a.effectiveOnUTC) - Date.parse(b.effectiveOnUTC);

/** The stored `settings.state`, tolerating anything malformed (it is dropped, never applied). */
export function readStateSettings(settings: Json): StateSettings {
  const raw = settings.state;
  if (!isRecord(raw)) return { ...EMPTY_STATE_SETTINGS, scheduledChanges: [] };
  const scheduledChanges: ScheduledStateChange[] = [];
  for (const item of Array.isArray(raw.scheduledChanges) ? raw.scheduledChanges : []) {
    if (!isRecord(item)) continue;
    const when = readWhen(item);
    const state = typeof item.state === "string" ? parseProfileState(item.state) : null;
    if (!when || !state) continue;
    scheduledChanges.push({
      ...when,
      state,
      deleteShifts: item.deleteShifts === true,
      shiftFlags: readShiftFlags(item.shiftFlags),
    });
  }
  scheduledChanges.sort(byDate);
  return {
    modifiedBy: isId(raw.modifiedBy) ? raw.modifiedBy : null,
    nextChangeEffectiveOn: scheduledChanges[0]?.effectiveOn ?? null,
    scheduledChanges,
    shiftFlags: readShiftFlags(raw.shiftFlags),
    deleteShifts: raw.deleteShifts === true,
  };
}

function readFieldValue(value: unknown): FieldValue | null {
  if (!isRecord(value) || !isId(value.value)) return null;
  const field = SCHEDULED_FIELDS.find((name) => name === value.field);
  return field ? { field, value: value.value } : null;
}

/** The stored `settings.scheduledChanges`, tolerating anything malformed. */
export function readScheduledChanges(settings: Json): ScheduledChanges {
  const raw = settings.scheduledChanges;
  const changes: ScheduledFieldChange[] = [];
  for (const item of isRecord(raw) && Array.isArray(raw.changes) ? raw.changes : []) {
    if (!isRecord(item)) continue;
    const when = readWhen(item);
    const fields = (Array.isArray(item.fields) ? item.fields : []).flatMap((f) => readFieldValue(f) ?? []);
    if (when && fields.length > 0) changes.push({ ...when, fields });
  }
  changes.sort(byDate);
  return { changes, nextChangeEffectiveOn: changes[0]?.effectiveOn ?? null };
}

/** The settings with both schedules replaced; other keys are kept as they are. */
export function withSchedules(
  settings: Json,
  state: StateSettings,
  scheduled: ScheduledChanges,
): Record<string, unknown> {
  return {
    ...settings,
    state: { ...state, nextChangeEffectiveOn: state.scheduledChanges[0]?.effectiveOn ?? null },
    scheduledChanges: { ...scheduled, nextChangeEffectiveOn: scheduled.changes[0]?.effectiveOn ?? null },
  };
}

/** When the clock job must next look at the profile: the earliest scheduled instant of either list. */
export function nextDueAt(state: StateSettings, scheduled: ScheduledChanges): Date | null {
  const instants = [...state.scheduledChanges, ...scheduled.changes].map((c) => Date.parse(c.effectiveOnUTC));
  return instants.length === 0 ? null : new Date(Math.min(...instants));
}

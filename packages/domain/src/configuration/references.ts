// Which configuration rows a piece of configuration names. One reader per place that can hold
// ids, used both to validate a change (every id must be a live row of the organisation) and to
// answer whether a row is still in use before it is deleted.
import { fail, OK, type Check } from "../fields/result.ts";

export const REFERENCE_KINDS = ["jobType", "shiftType", "eventType"] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export const REFERENCE_LABELS: Readonly<Record<ReferenceKind, string>> = {
  jobType: "job type",
  shiftType: "shift type",
  eventType: "event type",
};

export type References = Record<ReferenceKind, number[]>;

/** The organisation's rows of one kind: live ones may be chosen, obsolete ones only kept. */
export interface ReferenceSet {
  readonly active: ReadonlySet<number>;
  readonly obsolete: ReadonlySet<number>;
}
export type ReferenceSets = Readonly<Record<ReferenceKind, ReferenceSet>>;

const emptyReferences = (): References => ({ jobType: [], shiftType: [], eventType: [] });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Positive integer ids in a list (stored JSON may be anything; readers never throw). */
export function idsIn(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is number => Number.isInteger(item) && item > 0);
}

/** Positive integer ids used as the keys of a map (`{"12": 3}`). */
export function idKeysOf(value: unknown): number[] {
  if (!isRecord(value)) return [];
  return Object.keys(value)
    .filter((key) => /^[1-9]\d*$/.test(key))
    .map(Number);
}

/** `[{jobTypes: [ids], shiftTypes: {id: count}}]`: department staff needed and consecutive-shift rules. */
function jobTypeShiftTypeGroups(value: unknown, into: References): void {
  if (!Array.isArray(value)) return;
  for (const group of value) {
    if (!isRecord(group)) continue;
    into.jobType.push(...idsIn(group.jobTypes));
    into.shiftType.push(...idKeysOf(group.shiftTypes));
  }
}

const read = (source: unknown, ...path: string[]): unknown => {
  let current = source;
  for (const key of path) current = isRecord(current) ? current[key] : undefined;
  return current;
};

export function hospitalSettingsReferences(settings: unknown): References {
  const refs = emptyReferences();
  jobTypeShiftTypeGroups(read(settings, "validations", "consecutiveShifts", "data"), refs);
  refs.eventType.push(...idsIn(read(settings, "requests", "requestableEventTypes")));
  return refs;
}

export function departmentReferences(department: { settings: unknown }): References {
  const refs = emptyReferences();
  jobTypeShiftTypeGroups(read(department.settings, "staffNeeded"), refs);
  refs.shiftType.push(...idKeysOf(read(department.settings, "staffingMatrix")));
  return refs;
}

export function jobTypeReferences(jobType: {
  settings: unknown;
  swappableJobTypes: unknown;
  associatedJobTypes: unknown;
  staffNeeded: unknown;
}): References {
  const refs = emptyReferences();
  refs.shiftType.push(
    ...idsIn(read(jobType.settings, "associatedShiftTypes")),
    ...idKeysOf(jobType.staffNeeded),
  );
  refs.jobType.push(...idsIn(jobType.swappableJobTypes), ...idsIn(jobType.associatedJobTypes));
  return refs;
}

export function dailyScheduleTypeReferences(type: { shiftTypes: unknown }): References {
  return { ...emptyReferences(), shiftType: idsIn(type.shiftTypes) };
}

/**
 * An id may be chosen if it is a live row of the organisation, or an obsolete one that was already
 * chosen before this change (obsolete rows stay in history but are not offered anew).
 */
export function checkReference(
  set: ReferenceSet,
  kind: ReferenceKind,
  id: number,
  previously: readonly number[] = [],
): Check {
  if (set.active.has(id)) return OK;
  const params = { kind: REFERENCE_LABELS[kind], id };
  if (set.obsolete.has(id))
    return previously.includes(id) ? OK : fail("validation.obsolete_reference", params);
  return fail("validation.unknown_reference", params);
}

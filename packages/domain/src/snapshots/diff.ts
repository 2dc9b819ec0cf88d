// What changed since a snapshot (J-003, Z-030): the live schedule against the one kept at publishing.

/** A shift as the diff reads it; every other field is compared as content. */
export interface DiffShift {
  readonly id: number;
  readonly assigneeId: number;
  readonly date: string;
  readonly startTime: string;
  readonly endTime: string;
}

/** An event as the diff reads it. */
export interface DiffEvent {
  readonly id: number;
  readonly assigneeId: number;
  readonly dates: readonly string[];
  readonly startTime: string | null;
  readonly endTime: string | null;
}

/**
 * `added` and `removed` stand alone; an entry in both sides carries one or more of `moved`
 * (another date or time), `reassigned` (another person) and `changed` (anything else).
 */
export type ChangeKind = "added" | "removed" | "moved" | "reassigned" | "changed";

export interface EntryChange<T> {
  readonly id: number;
  readonly kinds: readonly ChangeKind[];
  /** The entry in the snapshot (null when added). */
  readonly before: T | null;
  /** The entry now (null when removed). */
  readonly after: T | null;
  /** The fields that differ, for an entry in both sides. */
  readonly fields: readonly string[];
}

export interface SnapshotDiff<S extends DiffShift = DiffShift, E extends DiffEvent = DiffEvent> {
  readonly shifts: readonly EntryChange<S>[];
  readonly events: readonly EntryChange<E>[];
}

/** Bookkeeping of every write; a change to them alone is not a change to the schedule. */
export const AUDIT_FIELDS: ReadonlySet<string> = new Set([
  "createdBy",
  "createdOn",
  "modifiedBy",
  "modifiedOn",
]);

// A new date moves the payroll date with it (F-018): both are the shift's place in time.
const SHIFT_TIMING = new Set(["date", "payrollDate", "startTime", "endTime"]);
const EVENT_TIMING = new Set(["dates", "startTime", "endTime"]);

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}

function differingFields(before: object, after: object): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const a: Readonly<Record<string, unknown>> = { ...before };
  const b: Readonly<Record<string, unknown>> = { ...after };
  return [...keys].filter((key) => !AUDIT_FIELDS.has(key) && stable(a[key]) !== stable(b[key])).sort();
}

function diffEntries<T extends { id: number; assigneeId: number }>(
  snapshot: readonly T[],
  live: readonly T[],
  timing: ReadonlySet<string>,
): EntryChange<T>[] {
  const before = new Map(snapshot.map((entry) => [entry.id, entry]));
  const after = new Map(live.map((entry) => [entry.id, entry]));
  const ids = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => a - b);
  const changes: EntryChange<T>[] = [];
  for (const id of ids) {
    const was = before.get(id) ?? null;
    const now = after.get(id) ?? null;
    if (was === null && now !== null)
      changes.push({ id, kinds: ["added"], before: null, after: now, fields: [] });
    else if (was !== null && now === null)
      changes.push({ id, kinds: ["removed"], before: was, after: null, fields: [] });
    else if (was !== null && now !== null) {
      const fields = differingFields(was, now);
      if (fields.length === 0) continue;
      const kinds: ChangeKind[] = [];
      if (fields.some((field) => timing.has(field))) kinds.push("moved");
      if (fields.includes("assigneeId")) kinds.push("reassigned");
      if (fields.some((field) => !timing.has(field) && field !== "assigneeId")) kinds.push("changed");
      changes.push({ id, kinds, before: was, after: now, fields });
    }
  }
  return changes;
}

/** The changes from a snapshot's shifts and events to the live ones, entries matched by id. */
export function diffSnapshot<S extends DiffShift, E extends DiffEvent>(
  snapshot: { shifts: readonly S[]; events: readonly E[] },
  live: { shifts: readonly S[]; events: readonly E[] },
): SnapshotDiff<S, E> {
  return {
    shifts: diffEntries(snapshot.shifts, live.shifts, SHIFT_TIMING),
    events: diffEntries(snapshot.events, live.events, EVENT_TIMING),
  };
}

export function isEmptyDiff(diff: SnapshotDiff<DiffShift, DiffEvent>): boolean {
  return diff.shifts.length === 0 && diff.events.length === 0;
}

function applyEntries<T extends { id: number }>(
  entries: readonly T[],
  changes: readonly EntryChange<T>[],
): T[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  for (const change of changes) {
    if (change.before !== null) byId.delete(change.id);
    if (change.after !== null) byId.set(change.id, change.after);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** One side with the diff applied: the snapshot with its diff gives the live entries (by id order). */
export function applyDiff<S extends DiffShift, E extends DiffEvent>(
  side: { shifts: readonly S[]; events: readonly E[] },
  diff: SnapshotDiff<S, E>,
): { shifts: S[]; events: E[] } {
  return { shifts: applyEntries(side.shifts, diff.shifts), events: applyEntries(side.events, diff.events) };
}

function invertChange<T>(change: EntryChange<T>): EntryChange<T> {
  const kinds = change.kinds.map(
    (kind): ChangeKind => (kind === "added" ? "removed" : kind === "removed" ? "added" : kind),
  );
  return { ...change, kinds, before: change.after, after: change.before };
}

/** The diff the other way round: from the live entries back to the snapshot. */
export function invertDiff<S extends DiffShift, E extends DiffEvent>(
  diff: SnapshotDiff<S, E>,
): SnapshotDiff<S, E> {
  return { shifts: diff.shifts.map(invertChange), events: diff.events.map(invertChange) };
}

export type DiffItem<S extends DiffShift = DiffShift, E extends DiffEvent = DiffEvent> =
  | ({ entry: "shift" } & EntryChange<S>)
  | ({ entry: "event" } & EntryChange<E>);

function itemsOf<S extends DiffShift, E extends DiffEvent>(diff: SnapshotDiff<S, E>): DiffItem<S, E>[] {
  return [
    ...diff.shifts.map((change): DiffItem<S, E> => ({ entry: "shift", ...change })),
    ...diff.events.map((change): DiffItem<S, E> => ({ entry: "event", ...change })),
  ];
}

function datesOfEntry(item: DiffItem, side: "before" | "after"): readonly string[] {
  if (item.entry === "shift") {
    const value = item[side];
    return value ? [value.date] : [];
  }
  const value = item[side];
  return value ? value.dates : [];
}

/** The people an item touches: both sides' assignees (a reassignment shows under both). */
function peopleOf(item: DiffItem): number[] {
  return [...new Set([item.before?.assigneeId, item.after?.assigneeId].filter((id) => id !== undefined))];
}

/** The days an item touches: both sides' dates (a move shows on the old and the new day). */
function daysOf(item: DiffItem): string[] {
  return [...new Set([...datesOfEntry(item, "before"), ...datesOfEntry(item, "after")])].sort();
}

function group<K, S extends DiffShift, E extends DiffEvent>(
  diff: SnapshotDiff<S, E>,
  keysOf: (item: DiffItem) => readonly K[],
): Map<K, DiffItem<S, E>[]> {
  const out = new Map<K, DiffItem<S, E>[]>();
  for (const item of itemsOf(diff))
    for (const key of keysOf(item)) {
      const list = out.get(key);
      if (list) list.push(item);
      else out.set(key, [item]);
    }
  return out;
}

/** The diff per person (each person's items in id order, shifts first). */
export function diffByPerson<S extends DiffShift, E extends DiffEvent>(
  diff: SnapshotDiff<S, E>,
): Map<number, DiffItem<S, E>[]> {
  return group(diff, peopleOf);
}

/** The diff per day, days in date order. */
export function diffByDay<S extends DiffShift, E extends DiffEvent>(
  diff: SnapshotDiff<S, E>,
): Map<string, DiffItem<S, E>[]> {
  const grouped = group(diff, daysOf);
  return new Map([...grouped.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The grid cells (person and day) any change touches, on either side. */
export function changedCells(diff: SnapshotDiff<DiffShift, DiffEvent>): Map<number, Set<string>> {
  const cells = new Map<number, Set<string>>();
  for (const item of itemsOf(diff))
    for (const side of ["before", "after"] as const) {
      const value = item[side];
      if (!value) continue;
      const dates = datesOfEntry(item, side);
      let set = cells.get(value.assigneeId);
      if (!set) cells.set(value.assigneeId, (set = new Set()));
      for (const date of dates) set.add(date);
    }
  return cells;
}

/** The server's diff read with the domain's grouping: per person, per day, and the cells it touches. */
import type { ScheduleEvent, Shift, SnapshotDiffWire } from "@rosterly/contract";
import { type DiffItem, diffByDay, diffByPerson, type SnapshotDiff } from "@rosterly/domain/snapshots";

export type SnapshotChange = DiffItem<Shift, ScheduleEvent>;

export function asDiff(wire: SnapshotDiffWire): SnapshotDiff<Shift, ScheduleEvent> {
  return { shifts: wire.shifts, events: wire.events };
}

export type Grouping = "person" | "day";

export interface ChangeGroup {
  key: string;
  /** The person (per-person grouping) or the date (per-day grouping). */
  userId: number | null;
  date: string | null;
  items: SnapshotChange[];
}

/** Groups in display order: people by name, days by date. */
export function groupChanges(
  diff: SnapshotDiff<Shift, ScheduleEvent>,
  grouping: Grouping,
  nameOf: (userId: number) => string,
): ChangeGroup[] {
  if (grouping === "day")
    return [...diffByDay(diff)].map(([date, items]) => ({ key: date, userId: null, date, items }));
  return [...diffByPerson(diff)]
    .map(([userId, items]) => ({ key: String(userId), userId, date: null, items }))
    .sort((a, b) => nameOf(a.userId ?? 0).localeCompare(nameOf(b.userId ?? 0)));
}

/** Where a change is seen: the cell it now occupies, or the one it left. */
export function cellOf(change: SnapshotChange): { userId: number; date: string } | null {
  const side = change.after ?? change.before;
  if (side === null) return null;
  const date = "date" in side ? side.date : side.dates[0];
  return date === undefined ? null : { userId: side.assigneeId, date };
}

export function changeCount(diff: SnapshotDiff<Shift, ScheduleEvent>): number {
  return diff.shifts.length + diff.events.length;
}

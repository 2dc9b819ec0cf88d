/**
 * Shifts and events indexed by user and date for the grid. Rebuilt from the cached lists after each
 * change, but a user whose entries are all the same objects as before keeps the previous index
 * object, so memoised rows of untouched users are not re-rendered (only the changed row is).
 */
import type { ScheduleEvent, Shift } from "@rosterly/contract";

export type DayEntries<T> = ReadonlyMap<string, readonly T[]>;

export interface UserEntries<T> {
  /** The entries in list order; compared item by item to keep the object when nothing changed. */
  readonly items: readonly T[];
  readonly byDate: DayEntries<T>;
}

export type EntriesByUser<T> = ReadonlyMap<number, UserEntries<T>>;

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

function index<T extends { assigneeId: number }>(
  list: readonly T[],
  datesOf: (entry: T) => readonly string[],
  previous: EntriesByUser<T> | undefined,
): EntriesByUser<T> {
  const grouped = new Map<number, T[]>();
  for (const entry of list) {
    const items = grouped.get(entry.assigneeId);
    if (items) items.push(entry);
    else grouped.set(entry.assigneeId, [entry]);
  }
  const out = new Map<number, UserEntries<T>>();
  for (const [userId, items] of grouped) {
    const before = previous?.get(userId);
    if (before && sameItems(before.items, items)) {
      out.set(userId, before);
      continue;
    }
    const byDate = new Map<string, T[]>();
    for (const entry of items)
      for (const date of datesOf(entry)) {
        const day = byDate.get(date);
        if (day) day.push(entry);
        else byDate.set(date, [entry]);
      }
    out.set(userId, { items, byDate });
  }
  return out;
}

export const shiftsByUser = (list: readonly Shift[], previous?: EntriesByUser<Shift>) =>
  index(list, (shift) => [shift.date], previous);

export const eventsByUser = (list: readonly ScheduleEvent[], previous?: EntriesByUser<ScheduleEvent>) =>
  index(list, (event) => event.dates, previous);

/**
 * Cache patches for shifts and events, shared by live updates and the activity editors' mutations
 * (one way to change the cache, so the grid looks the same whoever made the change). Every cached
 * window of a department (`schedulingKeys.shifts(dept, start, end)`) and every own-schedule window
 * (`schedulingKeys.myShifts(user, start, end)`) is patched in place: other entries keep their object
 * identity, and a window the change does not touch keeps its array, so memoised rows stay put.
 */
import type { ScheduleEvent, Shift } from "@rosterly/contract";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { schedulingKeys } from "./keys";

export interface PatchOptions {
  /**
   * The department's own staff. Their shifts and events elsewhere (floats) belong in the
   * department's windows too. Without it, an entry of another department stays only where it
   * already was (an edit of a float that is on screen keeps it there).
   */
  staffIds?: ReadonlySet<number>;
}

interface Window {
  start: string;
  end: string;
}

/** `[..., start, end]` of a window key; prefix keys and foreign shapes give null. */
function windowOf(key: QueryKey): Window | null {
  const start = key[3];
  const end = key[4];
  return typeof start === "string" && typeof end === "string" ? { start, end } : null;
}

const numberAt = (key: QueryKey, index: number): number | null => {
  const value = key[index];
  return typeof value === "number" ? value : null;
};

interface Entry {
  id: number;
  assigneeId: number;
  departmentId: number;
}

/**
 * The list with `removed` ids dropped and `upserts` replacing (in place) or appended where
 * `belongs` says so. Returns the same array when nothing changed.
 */
function patchList<T extends Entry>(
  list: readonly T[],
  upserts: readonly T[],
  removed: ReadonlySet<number>,
  belongs: (entry: T, wasPresent: boolean) => boolean,
): T[] {
  const byId = new Map(upserts.map((entry) => [entry.id, entry]));
  let changed = false;
  const out: T[] = [];
  const seen = new Set<number>();
  for (const entry of list) {
    const replacement = byId.get(entry.id);
    if (removed.has(entry.id) && replacement === undefined) {
      changed = true;
      continue;
    }
    if (replacement === undefined) {
      out.push(entry);
      continue;
    }
    seen.add(entry.id);
    if (belongs(replacement, true)) {
      if (replacement !== entry) changed = true;
      out.push(replacement);
    } else changed = true;
  }
  for (const entry of upserts) {
    if (seen.has(entry.id) || !belongs(entry, false)) continue;
    out.push(entry);
    changed = true;
  }
  return changed ? out : (list as T[]);
}

function memberOf(departmentId: number, options: PatchOptions) {
  return (entry: Entry, wasPresent: boolean): boolean =>
    entry.departmentId === departmentId ||
    (options.staffIds ? options.staffIds.has(entry.assigneeId) : wasPresent);
}

const shiftInWindow = (shift: Shift, window: Window) =>
  shift.date >= window.start && shift.date <= window.end;
const eventInWindow = (event: ScheduleEvent, window: Window) =>
  event.dates.some((date) => date >= window.start && date <= window.end);

/**
 * Patches every cached window of one kind: removals by id everywhere, upserts only into the named
 * department's windows, each kept to the rows its window shows.
 */
function patchDepartmentWindows<T extends Entry>(
  queryClient: QueryClient,
  kind: "shifts" | "events",
  departmentId: number | null,
  upserts: readonly T[],
  removed: ReadonlySet<number>,
  options: PatchOptions,
  inWindow: (entry: T, window: Window) => boolean,
): void {
  const member = departmentId === null ? () => true : memberOf(departmentId, options);
  const prefix =
    departmentId === null
      ? ["scheduling", kind]
      : kind === "shifts"
        ? schedulingKeys.shiftsOf(departmentId)
        : schedulingKeys.eventsOf(departmentId);
  for (const [key, list] of queryClient.getQueriesData<T[]>({ queryKey: prefix })) {
    const window = windowOf(key);
    if (window === null || list === undefined) continue;
    const next = patchList(
      list,
      departmentId === null ? [] : upserts,
      removed,
      (entry, wasPresent) => inWindow(entry, window) && member(entry, wasPresent),
    );
    if (next !== list) queryClient.setQueryData(key, next);
  }
}

function patchShiftWindows(
  queryClient: QueryClient,
  departmentId: number | null,
  upserts: readonly Shift[],
  removed: ReadonlySet<number>,
  options: PatchOptions,
): void {
  patchDepartmentWindows(queryClient, "shifts", departmentId, upserts, removed, options, shiftInWindow);
  // A person's own schedule windows take their shifts from every department.
  for (const [key, list] of queryClient.getQueriesData<Shift[]>({
    queryKey: ["scheduling", "my-shifts"],
  })) {
    const window = windowOf(key);
    const userId = numberAt(key, 2);
    if (window === null || userId === null || list === undefined) continue;
    const next = patchList(
      list,
      upserts,
      removed,
      (shift) => shift.assigneeId === userId && shiftInWindow(shift, window),
    );
    if (next !== list) queryClient.setQueryData(key, next);
  }
}

/** Adds or replaces shifts in every cached window of the department (and the assignees' own windows). */
export function upsertShifts(
  queryClient: QueryClient,
  departmentId: number,
  shifts: readonly Shift[],
  options: PatchOptions = {},
): void {
  if (shifts.length === 0) return;
  patchShiftWindows(queryClient, departmentId, shifts, new Set(), options);
}

/** Removes shifts by id from every cached window (ids are unique across departments). */
export function removeShifts(queryClient: QueryClient, _departmentId: number, ids: readonly number[]): void {
  if (ids.length === 0) return;
  patchShiftWindows(queryClient, null, [], new Set(ids), {});
}

/** Adds or replaces events in every cached window of the department. */
export function upsertEvents(
  queryClient: QueryClient,
  departmentId: number,
  events: readonly ScheduleEvent[],
  options: PatchOptions = {},
): void {
  if (events.length === 0) return;
  patchDepartmentWindows(queryClient, "events", departmentId, events, new Set(), options, eventInWindow);
}

/** Removes events by id from every cached window. */
export function removeEvents(queryClient: QueryClient, _departmentId: number, ids: readonly number[]): void {
  if (ids.length === 0) return;
  patchDepartmentWindows(queryClient, "events", null, [], new Set(ids), {}, eventInWindow);
}

/**
 * The schedule filter (F-039): events {enabled, types}; shifts {enabled, flags (contains, or),
 * types, mode all}; users {status, shiftTypes}. An empty list means "all". Kept per user in the
 * browser, read defensively (storage may be off, or hold an older shape).
 */
import type { Employee, ScheduleEvent, Shift } from "@rosterly/contract";
import { z } from "zod";

const ids = z.array(z.number().int()).catch([]);

export const scheduleFilter = z.object({
  event: z.object({ enabled: z.boolean().catch(true), types: ids }).catch({ enabled: true, types: [] }),
  shift: z
    .object({
      enabled: z.boolean().catch(true),
      flags: ids,
      flagsMode: z.literal("contains").catch("contains"),
      flagsOp: z.literal("or").catch("or"),
      types: ids,
      mode: z.literal("all").catch("all"),
    })
    .catch({ enabled: true, flags: [], flagsMode: "contains", flagsOp: "or", types: [], mode: "all" }),
  user: z
    .object({ status: z.array(z.string()).catch([]), shiftTypes: ids })
    .catch({ status: [], shiftTypes: [] }),
});
export type ScheduleFilter = z.infer<typeof scheduleFilter>;

export const DEFAULT_FILTER: ScheduleFilter = scheduleFilter.parse({});

const storageKey = (userId: number) => `schedule-filter:${userId}`;

export function readFilter(userId: number): ScheduleFilter {
  try {
    const raw = window.localStorage.getItem(storageKey(userId));
    return raw === null ? DEFAULT_FILTER : scheduleFilter.parse(JSON.parse(raw));
  } catch {
    return DEFAULT_FILTER;
  }
}

export function writeFilter(userId: number, filter: ScheduleFilter): void {
  try {
    window.localStorage.setItem(storageKey(userId), JSON.stringify(filter));
  } catch {
    // Without storage the filter lasts as long as the page.
  }
}

/** How many parts of the filter narrow the grid (the filter button's badge). */
export function activeFilterCount(filter: ScheduleFilter): number {
  return [
    !filter.event.enabled,
    filter.event.types.length > 0,
    !filter.shift.enabled,
    filter.shift.types.length > 0,
    filter.shift.flags.length > 0,
    filter.user.status.length > 0,
    filter.user.shiftTypes.length > 0,
  ].filter(Boolean).length;
}

export function showsShift(filter: ScheduleFilter, shift: Shift): boolean {
  const { enabled, types, flags } = filter.shift;
  if (!enabled) return false;
  if (types.length > 0 && !types.includes(shift.typeId)) return false;
  return flags.length === 0 || shift.flags.some((flag) => flags.includes(flag));
}

export function showsEvent(filter: ScheduleFilter, event: ScheduleEvent): boolean {
  if (!filter.event.enabled) return false;
  return (
    filter.event.types.length === 0 || (event.typeId !== null && filter.event.types.includes(event.typeId))
  );
}

export function showsUser(filter: ScheduleFilter, employee: Employee): boolean {
  const { status, shiftTypes } = filter.user;
  if (status.length > 0 && !status.includes(employee.state)) return false;
  return (
    shiftTypes.length === 0 || (employee.shiftTypeId !== null && shiftTypes.includes(employee.shiftTypeId))
  );
}

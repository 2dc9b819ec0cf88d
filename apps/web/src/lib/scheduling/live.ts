/**
 * `/ws/updates/` scheduling messages -> cache patches (F-037, DESIGN §6). `data` carries the row as
 * the receiver's own HTTP reads would present it, so it goes into the cache as it is; a message
 * whose data does not parse is answered by refetching the windows instead of guessing.
 */
import { type UpdateMessage, scheduleEvent, schedulingPeriod, shift, wire } from "@rosterly/contract";
import type { QueryClient } from "@tanstack/react-query";
import { type PatchOptions, removeEvents, removeShifts, upsertEvents, upsertShifts } from "./cache";
import { schedulingKeys } from "./keys";
import { patchScheduleState } from "./schedule-cache";

const shiftSchema = wire(shift);
const eventSchema = wire(scheduleEvent);
const periodSchema = wire(schedulingPeriod);

/** The departments with cached windows of a list (`["scheduling", kind, dept, ...]`). */
function cachedDepartments(queryClient: QueryClient, kind: "shifts" | "events"): Set<number> {
  const ids = new Set<number>();
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ["scheduling", kind] })) {
    const id = query.queryKey[2];
    if (typeof id === "number") ids.add(id);
  }
  return ids;
}

export type StaffOf = (departmentId: number) => ReadonlySet<number> | undefined;

/** Applies one update; answers whether it was a scheduling message at all. */
export function applySchedulingUpdate(
  queryClient: QueryClient,
  update: UpdateMessage,
  staffOf: StaffOf,
): boolean {
  const { content_type: type, action, id } = update;
  if (type !== "shift" && type !== "event" && type !== "schedule") return false;
  if (type === "schedule") {
    const period = periodSchema.safeParse(update.data);
    if (period.success) patchScheduleState(queryClient, period.data.id, period.data.state);
    else if (id !== null) void queryClient.invalidateQueries({ queryKey: schedulingKeys.schedule(id) });
    return true;
  }
  const kind = type === "shift" ? "shifts" : "events";
  const departments = cachedDepartments(queryClient, kind);
  const options = (departmentId: number): PatchOptions => ({ staffIds: staffOf(departmentId) });
  if (action === "deleted") {
    if (id === null) return true;
    if (type === "shift") removeShifts(queryClient, 0, [id]);
    else removeEvents(queryClient, 0, [id]);
    return true;
  }
  if (type === "shift") {
    const parsed = shiftSchema.safeParse(update.data);
    if (!parsed.success) return refetch(queryClient, "shifts");
    for (const departmentId of departments)
      upsertShifts(queryClient, departmentId, [parsed.data], options(departmentId));
    // Own-schedule windows are patched by upsertShifts too; with no department window cached, do it once here.
    if (departments.size === 0) upsertShifts(queryClient, parsed.data.departmentId, [parsed.data]);
  } else {
    const parsed = eventSchema.safeParse(update.data);
    if (!parsed.success) return refetch(queryClient, "events");
    for (const departmentId of departments)
      upsertEvents(queryClient, departmentId, [parsed.data], options(departmentId));
  }
  return true;
}

function refetch(queryClient: QueryClient, kind: "shifts" | "events"): true {
  void queryClient.invalidateQueries({ queryKey: ["scheduling", kind] });
  return true;
}

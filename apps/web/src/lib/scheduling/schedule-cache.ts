import type { Schedule } from "@rosterly/contract";
import type { QueryClient } from "@tanstack/react-query";

function isSchedule(value: unknown): value is Schedule {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    "startOn" in value &&
    "state" in value
  );
}

/** Every cached copy of a schedule (by id and by department and date), changed by `change`. */
function patchSchedule(
  queryClient: QueryClient,
  scheduleId: number,
  change: (current: Schedule) => Schedule,
): void {
  for (const [key, data] of queryClient.getQueriesData({ queryKey: ["scheduling"] })) {
    if (!isSchedule(data) || data.id !== scheduleId) continue;
    const next = change(data);
    if (next !== data) queryClient.setQueryData(key, next);
  }
}

/** A schedule's new state, announced by a live `schedule` message (F-006). */
export function patchScheduleState(queryClient: QueryClient, scheduleId: number, state: string): void {
  patchSchedule(queryClient, scheduleId, (current) =>
    current.state === state ? current : { ...current, state },
  );
}

/** The schedule a lifecycle call answered, in every cached copy. */
export function storeSchedule(queryClient: QueryClient, schedule: Schedule): void {
  patchSchedule(queryClient, schedule.id, (current) => ({ ...current, ...schedule }));
}

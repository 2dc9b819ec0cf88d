/**
 * One event for the event details panel. The schedule screen's cached windows are read first (and
 * followed as cache patches change them); only an event in no cached window is fetched by id.
 */
import { type ScheduleEvent, scheduleEvent, wire } from "@rosterly/contract";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { api } from "../../../lib/api/client";
import { schedulingKeys } from "../../../lib/scheduling/keys";
import { SCHEDULING_PATHS } from "../../../lib/scheduling/mutations/shared";

const eventSchema = wire(scheduleEvent);

export const eventQueryKey = (id: number) => [...schedulingKeys.all, "event", id] as const;

export function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: eventQueryKey(id),
    queryFn: ({ signal }) => api.get(SCHEDULING_PATHS.event(id), eventSchema, signal),
  });
}

function findCached(queryClient: QueryClient, departmentId: number, id: number): ScheduleEvent | undefined {
  for (const [, list] of queryClient.getQueriesData<ScheduleEvent[]>({
    queryKey: schedulingKeys.eventsOf(departmentId),
  })) {
    const hit = list?.find((event) => event.id === id);
    if (hit) return hit;
  }
  return undefined;
}

/** `gone` stops the fallback fetch once the event was deleted here. */
export function useEvent(departmentId: number, id: number, gone = false) {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (notify: () => void) => queryClient.getQueryCache().subscribe(notify),
    [queryClient],
  );
  const cached = useSyncExternalStore(subscribe, () => findCached(queryClient, departmentId, id));
  const fetched = useQuery({ ...eventQueryOptions(id), enabled: cached === undefined && !gone });
  return {
    event: cached ?? fetched.data,
    isLoading: cached === undefined && fetched.isLoading,
    error: fetched.error,
  };
}

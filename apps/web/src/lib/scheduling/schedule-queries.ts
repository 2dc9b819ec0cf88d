/** Schedules (F-010): one by id, or the department's for the period holding a date; errors of one. */
import { type Schedule, schedule, validatorResults, wire } from "@rosterly/contract";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api/client";
import { useFetchDuringRender } from "../api/fetch-during-render";
import { schedulingKeys } from "./keys";
import { SCHEDULING_API, withQuery } from "./paths";

const scheduleSchema = wire(schedule);
/**
 * Shifts and events are loaded as paged windows of their own; the schedule carries its record and
 * the requests of it awaiting review (`swaps`, `shift_requests`), which the grid marks.
 */
const OMIT = "shifts,events";

export function getSchedule(id: number, signal?: AbortSignal): Promise<Schedule> {
  return api.get(withQuery(SCHEDULING_API.schedule(id), { omit: OMIT }), scheduleSchema, signal);
}

export function getScheduleFor(departmentId: number, date: string, signal?: AbortSignal): Promise<Schedule> {
  const path = withQuery(SCHEDULING_API.schedules, { dept_id: departmentId, for_date: date, omit: OMIT });
  return api.get(path, scheduleSchema, signal);
}

export function scheduleQueryOptions(id: number) {
  return queryOptions({
    queryKey: schedulingKeys.schedule(id),
    queryFn: ({ signal }) => getSchedule(id, signal),
  });
}

export function scheduleForQueryOptions(departmentId: number, date: string) {
  return queryOptions({
    queryKey: schedulingKeys.scheduleFor(departmentId, date),
    queryFn: ({ signal }) => getScheduleFor(departmentId, date, signal),
  });
}

/**
 * Gives `date` the department's schedule already cached for another date of the same period, as of
 * when that one answered: every date of a period answers the same schedule, so a link or a history
 * entry to any day of a period loaded (or loaded ahead) shows it without asking again. Not one a live
 * update has marked out of date: that one is asked for again.
 */
export function adoptScheduleHolding(client: QueryClient, departmentId: number, date: string): void {
  const key = schedulingKeys.scheduleFor(departmentId, date);
  if (client.getQueryState(key) !== undefined) return;
  for (const query of client
    .getQueryCache()
    .findAll({ queryKey: schedulingKeys.scheduleForOf(departmentId) })) {
    const held = query.state.data as Schedule | undefined;
    if (held && !query.state.isInvalidated && held.startOn <= date && date <= held.endOn) {
      client.setQueryData(key, held, { updatedAt: query.state.dataUpdatedAt });
      return;
    }
  }
}

/** The department's schedule holding `date`; null arguments wait (no department chosen yet). */
export function useScheduleFor(departmentId: number | null, date: string | null) {
  const client = useQueryClient();
  const options = scheduleForQueryOptions(departmentId ?? 0, date ?? "");
  const enabled = departmentId !== null && date !== null;
  if (enabled) adoptScheduleHolding(client, departmentId, date);
  useFetchDuringRender(options, enabled);
  return useQuery({ ...options, enabled });
}

export function getScheduleErrors(scheduleId: number, signal?: AbortSignal) {
  return api.get(SCHEDULING_API.scheduleErrors(scheduleId), validatorResults, signal);
}

/** The server's validator results of a schedule (the grid keeps its own, recomputed edit by edit). */
export function scheduleErrorsQueryOptions(scheduleId: number) {
  return queryOptions({
    queryKey: schedulingKeys.errors(scheduleId),
    queryFn: ({ signal }) => getScheduleErrors(scheduleId, signal),
  });
}

export function useScheduleErrors(scheduleId: number | null) {
  return useQuery({ ...scheduleErrorsQueryOptions(scheduleId ?? 0), enabled: scheduleId !== null });
}

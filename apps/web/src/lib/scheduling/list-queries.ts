/**
 * Shifts and events of a department window (F-010): every page of 500 followed through `next`,
 * flattened into the cache shapes of `keys.ts`. The department's own staff are asked for too, so
 * their shifts in other departments (floats) appear on their rows and count in their hours.
 */
import { type ScheduleEvent, type Shift, scheduleEvent, shift, wire } from "@rosterly/contract";
import { diffDays } from "@rosterly/domain/time";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchAllPages } from "../api/fetch-all-pages";
import { useFetchDuringRender } from "../api/fetch-during-render";
import { schedulingKeys } from "./keys";
import { SCHEDULING_API, withQuery } from "./paths";

const PAGE_SIZE = 500;
const shiftSchema = wire(shift);
const eventSchema = wire(scheduleEvent);

export function getDepartmentShifts(
  departmentId: number,
  start: string,
  end: string,
  staffIds: readonly number[],
  signal?: AbortSignal,
  expectedCount = 0,
): Promise<Shift[]> {
  const path = withQuery(SCHEDULING_API.shifts, {
    dept_id: departmentId,
    between: `${start},${end}`,
    include_assignee_ids: staffIds.length > 0 ? staffIds.join(",") : undefined,
    page_size: PAGE_SIZE,
  });
  return fetchAllPages(path, shiftSchema, signal, expectedCount);
}

/**
 * Before any window of a department is loaded: how many shifts a staff-day likely holds. It only
 * decides how many pages are asked for with the first, so a first open does not wait for page 1 to
 * learn that there is a page 2. Wards hold 0.3 to 0.55 (two to four shifts a week each; the demo's
 * 0.33 to 0.4, a full 150-staff ward 0.55), and the guess errs high on purpose: a page past the end
 * answers empty for the price of a count, where a page too few waits for page 1 before it is asked.
 */
const SHIFTS_PER_STAFF_DAY = 1 / 2;

/**
 * How many shifts a department's window likely holds: the most of any of its windows in the cache,
 * else the guess above from its staff and the window's days.
 */
function expectedShiftCount(
  client: QueryClient,
  departmentId: number,
  window: { start: string; end: string; staff: number },
): number {
  let most = 0;
  for (const [, shifts] of client.getQueriesData<Shift[]>({
    queryKey: schedulingKeys.shiftsOf(departmentId),
  })) {
    most = Math.max(most, shifts?.length ?? 0);
  }
  if (most > 0) return most;
  return Math.round(window.staff * (diffDays(window.end, window.start) + 1) * SHIFTS_PER_STAFF_DAY);
}

export function getDepartmentEvents(
  departmentId: number,
  start: string,
  end: string,
  signal?: AbortSignal,
): Promise<ScheduleEvent[]> {
  const path = withQuery(SCHEDULING_API.events, {
    dept_id: departmentId,
    between: `${start},${end}`,
    page_size: PAGE_SIZE,
  });
  return fetchAllPages(path, eventSchema, signal);
}

export function getOwnShifts(userId: number, start: string, end: string, signal?: AbortSignal) {
  const path = withQuery(SCHEDULING_API.shifts, {
    assignee_id: userId,
    between: `${start},${end}`,
    page_size: PAGE_SIZE,
  });
  return fetchAllPages(path, shiftSchema, signal);
}

/**
 * The staff list is not part of the key: it only widens the request to the department's floats,
 * and a change of staff reloads the organisation, after which the screen refetches its window.
 */
export function departmentShiftsQueryOptions(
  departmentId: number,
  start: string,
  end: string,
  staffIds: readonly number[],
) {
  return queryOptions({
    queryKey: schedulingKeys.shifts(departmentId, start, end),
    queryFn: ({ signal, client }) =>
      getDepartmentShifts(
        departmentId,
        start,
        end,
        staffIds,
        signal,
        expectedShiftCount(client, departmentId, { start, end, staff: staffIds.length }),
      ),
  });
}

export function departmentEventsQueryOptions(departmentId: number, start: string, end: string) {
  return queryOptions({
    queryKey: schedulingKeys.events(departmentId, start, end),
    queryFn: ({ signal }) => getDepartmentEvents(departmentId, start, end, signal),
  });
}

export function ownShiftsQueryOptions(userId: number, start: string, end: string) {
  return queryOptions({
    queryKey: schedulingKeys.myShifts(userId, start, end),
    queryFn: ({ signal }) => getOwnShifts(userId, start, end, signal),
  });
}

export function useDepartmentShifts(
  departmentId: number | null,
  window: { start: string; end: string } | null,
  staffIds: readonly number[],
) {
  const options = departmentShiftsQueryOptions(
    departmentId ?? 0,
    window?.start ?? "",
    window?.end ?? "",
    staffIds,
  );
  const enabled = departmentId !== null && window !== null;
  useFetchDuringRender(options, enabled);
  return useQuery({ ...options, enabled });
}

export function useDepartmentEvents(
  departmentId: number | null,
  window: { start: string; end: string } | null,
) {
  const options = departmentEventsQueryOptions(departmentId ?? 0, window?.start ?? "", window?.end ?? "");
  const enabled = departmentId !== null && window !== null;
  useFetchDuringRender(options, enabled);
  return useQuery({ ...options, enabled });
}

export function useOwnShifts(userId: number, window: { start: string; end: string } | null) {
  return useQuery({
    ...ownShiftsQueryOptions(userId, window?.start ?? "", window?.end ?? ""),
    enabled: window !== null,
  });
}

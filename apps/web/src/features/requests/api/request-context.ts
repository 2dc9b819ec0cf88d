/**
 * What a time-off review needs beside the request: the requester's shifts on the asked-for days
 * (K-015, only while it awaits review) and the schedule the event falls in (K-012).
 */
import { API, page, type Shift, shift, wire } from "@rosterly/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { withQuery } from "../../../lib/scheduling/paths";
import { requestKeys } from "./keys";

const shiftsPage = wire(page(shift));
const scheduleIdSchema = wire(z.object({ scheduleId: z.number().int() }));

/** The assignee's shifts between two dates (one page holds a year of them). */
export function overlappingShiftsQueryOptions(assigneeId: number, start: string, end: string) {
  return queryOptions({
    queryKey: requestKeys.overlapping(assigneeId, start, end),
    queryFn: async ({ signal }): Promise<Shift[]> => {
      const path = withQuery(API.shifts, {
        assignee_id: assigneeId,
        between: `${start},${end}`,
        page_size: 500,
      });
      return (await api.get(path, shiftsPage, signal)).results;
    },
  });
}

export function useOverlappingShifts(
  range: { assigneeId: number; start: string; end: string } | null,
  enabled: boolean,
) {
  return useQuery({
    ...overlappingShiftsQueryOptions(range?.assigneeId ?? 0, range?.start ?? "", range?.end ?? ""),
    enabled: enabled && range !== null,
  });
}

export function useEventScheduleId(eventId: number | null) {
  return useQuery({
    queryKey: requestKeys.eventSchedule(eventId ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get(API.eventScheduleId(eventId ?? 0), scheduleIdSchema, signal)).scheduleId,
    enabled: eventId !== null,
  });
}

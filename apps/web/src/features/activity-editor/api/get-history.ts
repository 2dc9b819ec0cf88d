/** The timelines of a shift or an event (L-001, L-003): creation first, then each change. */
import { historyEntry, wire } from "@rosterly/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { schedulingKeys } from "../../../lib/scheduling/keys";
import { SCHEDULING_PATHS } from "../../../lib/scheduling/mutations/shared";

const historySchema = wire(z.array(historyEntry));

export type HistorySubject = { kind: "shift"; id: number } | { kind: "event"; id: number };

export function historyQueryOptions(subject: HistorySubject) {
  const path =
    subject.kind === "shift" ? SCHEDULING_PATHS.shift(subject.id) : SCHEDULING_PATHS.event(subject.id);
  return queryOptions({
    queryKey:
      subject.kind === "shift"
        ? schedulingKeys.shiftHistory(subject.id)
        : schedulingKeys.eventHistory(subject.id),
    queryFn: ({ signal }) => api.get(`${path}history/`, historySchema, signal),
  });
}

export function useHistory(subject: HistorySubject) {
  return useQuery(historyQueryOptions(subject));
}

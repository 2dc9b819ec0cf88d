/** `GET /api/profiles/pending_count/`: pending profiles per users tab, for the rail badge and red dots. */
import { API, pendingProfileCounts, wire } from "@rosterly/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { accountsKeys } from "./keys";

const countsSchema = wire(pendingProfileCounts);

export function pendingCountsQueryOptions() {
  return queryOptions({
    queryKey: accountsKeys.pendingCounts(),
    queryFn: ({ signal }) => api.get(API.pendingProfileCounts, countsSchema, signal),
  });
}

/** `enabled: false` holds the request back (a badge, until the screen has its data). */
export function usePendingCounts(enabled = true) {
  return useQuery({ ...pendingCountsQueryOptions(), enabled });
}

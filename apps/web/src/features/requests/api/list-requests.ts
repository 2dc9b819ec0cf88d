/**
 * `GET /api/approvals/` (K-005, K-006): one server page of requests for a tab and its filters, and
 * `GET /api/approvals/count/` for the rail badge (pending requests).
 */
import { API, page, requestCount, requestSummary, wire } from "@rosterly/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { withQuery } from "../../../lib/scheduling/paths";
import { listQuery, type RequestListParams } from "../lib/list-options";
import { requestKeys } from "./keys";

const pageSchema = wire(page(requestSummary));
const countSchema = wire(requestCount);

export function requestsQueryOptions(params: RequestListParams) {
  return queryOptions({
    queryKey: requestKeys.list(params),
    queryFn: ({ signal }) => api.get(withQuery(API.approvals, listQuery(params)), pageSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRequests(params: RequestListParams) {
  return useQuery(requestsQueryOptions(params));
}

/** The pending requests the caller may act on (K-006), for the Requests badge. */
export const PENDING_COUNT_QUERY = { pending: "true" } as const;

export function requestCountQueryOptions(query: Readonly<Record<string, string | undefined>>) {
  return queryOptions({
    queryKey: requestKeys.count(query),
    queryFn: ({ signal }) => api.get(withQuery(API.approvalsCount, { ...query }), countSchema, signal),
  });
}

export function usePendingRequestCount(enabled = true) {
  return useQuery({ ...requestCountQueryOptions(PENDING_COUNT_QUERY), enabled });
}

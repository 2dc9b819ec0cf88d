/**
 * The caller's own requests (K-005, K-006 with `mine=true`): the list, one request's details with
 * its review steps, and taking one back (Y-034).
 */
import {
  API,
  approval,
  type RequestContentType,
  type RequestSummary,
  requestDetail,
  requestSummary,
  scheduleEvent,
  toWire,
  wire,
  withdrawBody,
} from "@rosterly/contract";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { fetchAllPages } from "../../../lib/api/fetch-all-pages";
import { type MutationOptionsOf, useChainedMutation } from "../../../lib/api/mutation";
import { withQuery } from "../../../lib/scheduling/paths";
import { myRequestKeys } from "./keys";

export const MY_REQUESTS_PAGE_SIZE = 100;

export const myRequestsPath = withQuery(API.approvals, {
  mine: "true",
  order_by: "-created_on",
  page_size: MY_REQUESTS_PAGE_SIZE,
});

export function myRequestsQueryOptions() {
  return queryOptions({
    queryKey: myRequestKeys.list(),
    queryFn: ({ signal }): Promise<RequestSummary[]> =>
      fetchAllPages(myRequestsPath, wire(requestSummary), signal),
  });
}

export const useMyRequests = () => useQuery(myRequestsQueryOptions());

const swapOrShiftRequest = wire(requestDetail);
const approvals = z.array(wire(approval));
/** A time-off request is an event; its review steps are read with the approval schema. */
const timeOff = wire(scheduleEvent).transform((event) => {
  const steps = approvals.safeParse(event.approvals);
  return { ...event, approvals: steps.success ? steps.data : [] };
});

export type RequestDetails =
  | { contentType: "swap" | "shiftrequest"; request: z.output<typeof swapOrShiftRequest> }
  | { contentType: "event"; request: z.output<typeof timeOff> };

export async function getRequestDetails(
  contentType: RequestContentType,
  id: number,
  signal?: AbortSignal,
): Promise<RequestDetails> {
  if (contentType === "event") return { contentType, request: await api.get(API.event(id), timeOff, signal) };
  const path = contentType === "swap" ? API.swap(id) : API.shiftRequest(id);
  return { contentType, request: await api.get(path, swapOrShiftRequest, signal) };
}

export function requestDetailsQueryOptions(contentType: RequestContentType, id: number) {
  return queryOptions({
    queryKey: myRequestKeys.detail(contentType, id),
    queryFn: ({ signal }) => getRequestDetails(contentType, id, signal),
  });
}

export const useRequestDetails = (contentType: RequestContentType, id: number) =>
  useQuery(requestDetailsQueryOptions(contentType, id));

export interface WithdrawVariables {
  contentType: RequestContentType;
  id: number;
  comments?: string;
}

/** The answer is not read: the list and details are refetched to show the request as it now is. */
export function withdrawRequest({ contentType, id, comments }: WithdrawVariables): Promise<unknown> {
  const path =
    contentType === "swap"
      ? API.swapAction(id, "withdraw")
      : contentType === "shiftrequest"
        ? API.shiftRequestAction(id, "withdraw")
        : API.eventAction(id, "withdraw");
  return api.patch(path, toWire(withdrawBody, comments ? { comments } : {}), z.unknown());
}

export function useWithdrawRequest({ mutationConfig }: MutationOptionsOf<typeof withdrawRequest> = {}) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    withdrawRequest,
    { onSettled: () => queryClient.invalidateQueries({ queryKey: myRequestKeys.all }) },
    mutationConfig,
  );
}

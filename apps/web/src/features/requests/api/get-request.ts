/**
 * One request with its approvals and the validators' findings (K-007): a swap, a shift request or a
 * time-off event, each from its own path. Any kind parses with the one `requestDetail` schema.
 */
import { API, type RequestDetail, requestDetail, wire } from "@rosterly/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { type RequestRef, requestKeys } from "./keys";

const detailSchema = wire(requestDetail);

export function requestPath(ref: RequestRef): string {
  switch (ref.contentType) {
    case "swap":
      return API.swap(ref.id);
    case "shiftrequest":
      return API.shiftRequest(ref.id);
    case "event":
      return API.eventRequest(ref.id);
  }
}

export function getRequest(ref: RequestRef, signal?: AbortSignal): Promise<RequestDetail> {
  return api.get(requestPath(ref), detailSchema, signal);
}

export function requestQueryOptions(ref: RequestRef) {
  return queryOptions({ queryKey: requestKeys.one(ref), queryFn: ({ signal }) => getRequest(ref, signal) });
}

export function useRequest(ref: RequestRef) {
  return useQuery(requestQueryOptions(ref));
}

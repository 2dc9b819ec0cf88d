/** `GET /api/auth/users/me/`: the signed-in user and the profile they act with (A-001, B-009). */
import { API, type SessionUser, sessionUser, wire } from "@rosterly/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";

export const meQueryKey = ["session", "me"] as const;

const meSchema = wire(sessionUser);

export function getMe(signal?: AbortSignal): Promise<SessionUser> {
  return api.get(API.me, meSchema, signal);
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

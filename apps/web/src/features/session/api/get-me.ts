/** `GET /api/auth/users/me/`: the signed-in user and the profile they act with (A-001, B-009). */
import { API, type SessionUser, sessionUser, wire } from "@rosterly/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { earlyRequest } from "../../../lib/api/early-request";

export const meQueryKey = ["session", "me"] as const;

const meSchema = wire(sessionUser);

export function getMe(signal?: AbortSignal): Promise<SessionUser> {
  return api.get(API.me, meSchema, signal);
}

/** Started by the sign-in page when the token arrives (`app/boot/session-requests.ts`). */
export const earlyMe = earlyRequest(() => getMe());

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => earlyMe.take() ?? getMe(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

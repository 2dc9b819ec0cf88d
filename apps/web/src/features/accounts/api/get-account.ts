/** `GET /api/users/{id}/`: a person's account with their profile here (D-018); 404 outside the caller's scope. */
import { API, account, wire } from "@rosterly/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { accountsKeys } from "./keys";

const accountSchema = wire(account);

export function getAccount(userId: number, signal?: AbortSignal) {
  return api.get(API.user(userId), accountSchema, signal);
}

export function accountQueryOptions(userId: number) {
  return queryOptions({
    queryKey: accountsKeys.account(userId),
    queryFn: ({ signal }) => getAccount(userId, signal),
  });
}

export function useAccount(userId: number | null) {
  return useQuery({ ...accountQueryOptions(userId ?? 0), enabled: userId !== null });
}

/** `GET /api/users/can_update_user/?user_id=`: may the editor change this person's details (D-010)? */
import { API, canUpdateUserAnswer, wire } from "@rosterly/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { accountsKeys } from "./keys";

const answerSchema = wire(canUpdateUserAnswer);

export function canUpdateUser(userId: number, signal?: AbortSignal) {
  return api.get(`${API.canUpdateUser}?user_id=${userId}`, answerSchema, signal);
}

/**
 * `locked` until the server says yes: a check still running or one that failed keeps the person's
 * details read-only (D-010). No person yet (a new user) is never locked.
 */
export function useUserInfoLock(userId: number | null): { locked: boolean; checking: boolean } {
  const query = useQuery({
    queryKey: accountsKeys.canUpdate(userId ?? 0),
    queryFn: ({ signal }) => canUpdateUser(userId ?? 0, signal),
    enabled: userId !== null,
  });
  if (userId === null) return { locked: false, checking: false };
  return { locked: query.data?.canUpdateUser !== true, checking: query.isPending };
}

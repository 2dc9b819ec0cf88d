/** `PATCH /api/users/{id}/`: a person's details and own preferences (D-018, D-021). */
import {
  API,
  type Account,
  account,
  toWire,
  type UserPatchBody,
  userPatchBody,
  wire,
} from "@rosterly/contract";
import { api } from "../../../lib/api/client";
import { type MutationHookOptions, useChainedMutation } from "../../../lib/api/mutation";

const accountSchema = wire(account);

export function updateUser(userId: number, body: UserPatchBody) {
  return api.patch(API.user(userId), toWire(userPatchBody, body), accountSchema);
}

export function useUpdateUser(
  userId: number,
  { mutationConfig }: MutationHookOptions<Account, UserPatchBody> = {},
) {
  return useChainedMutation((body: UserPatchBody) => updateUser(userId, body), {}, mutationConfig);
}

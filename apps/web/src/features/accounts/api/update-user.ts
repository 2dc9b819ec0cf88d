/** `PATCH /api/users/{id}/`: a person's details and own preferences (D-018, D-021). */
import { API, account, toWire, type UserPatchBody, userPatchBody, wire } from "@rosterly/contract";
import { api } from "../../../lib/api/client";

const accountSchema = wire(account);

export function updateUser(userId: number, body: UserPatchBody) {
  return api.patch(API.user(userId), toWire(userPatchBody, body), accountSchema);
}

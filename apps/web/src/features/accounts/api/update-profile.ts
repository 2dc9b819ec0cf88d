/** `PATCH /api/profiles/{id}/`: job info, a status change and the scheduled field changes (D-013..D-015). */
import {
  API,
  accountProfile,
  type ProfilePatchBody,
  profilePatchBody,
  toWire,
  wire,
} from "@rosterly/contract";
import { api } from "../../../lib/api/client";

const profileSchema = wire(accountProfile);

export function updateProfile(profileId: number, body: ProfilePatchBody) {
  return api.patch(API.profile(profileId), toWire(profilePatchBody, body), profileSchema);
}

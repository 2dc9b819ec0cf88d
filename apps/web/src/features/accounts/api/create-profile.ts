/** `POST /api/profiles/`: a profile here for a person who has none in this organisation yet (D-016). */
import {
  API,
  accountProfile,
  type CreateProfileBody,
  createProfileBody,
  toWire,
  wire,
} from "@rosterly/contract";
import { api } from "../../../lib/api/client";

const profileSchema = wire(accountProfile);

export function createProfile(body: CreateProfileBody) {
  return api.post(API.profiles, toWire(createProfileBody, body), profileSchema);
}

/** `POST /api/profiles/{id}/approve/` and `/reject/`: the review of a pending profile (D-012). */
import { API, accountProfile, approveProfileBody, toWire, wire } from "@rosterly/contract";
import type { z } from "zod";
import { api } from "../../../lib/api/client";

const profileSchema = wire(accountProfile);

export function approveProfile(profileId: number, body: z.infer<typeof approveProfileBody>) {
  return api.post(API.approveProfile(profileId), toWire(approveProfileBody, body), profileSchema);
}

export function rejectProfile(profileId: number) {
  return api.post(API.rejectProfile(profileId), {}, profileSchema);
}

/** `POST /api/auth/users/set_password/` (B-015): the answer is a fresh token pair, as older tokens stop working. */
import { API, setPasswordBody, toWire, tokenPair, wire } from "@rosterly/contract";
import { type MutationOptionsOf, useChainedMutation } from "../../../lib/api/mutation";
import type { z } from "zod";
import { api } from "../../../lib/api/client";
import { tokens } from "../../../lib/auth/tokens";

export function setPassword(body: z.infer<typeof setPasswordBody>) {
  return api.post(API.setPassword, toWire(setPasswordBody, body), wire(tokenPair));
}

export function useSetPassword({ mutationConfig }: MutationOptionsOf<typeof setPassword> = {}) {
  return useChainedMutation(setPassword, { onSuccess: (pair) => tokens.save(pair) }, mutationConfig);
}

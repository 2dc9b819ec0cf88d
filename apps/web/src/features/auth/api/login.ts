/** `POST /api/auth/jwt/create/` (B-001): trade e-mail and password for the token pair. */
import { API, tokenPair, wire } from "@rosterly/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api/client";
import { tokens } from "../../../lib/auth/tokens";
import { cooloffStorage } from "../lib/cooloff";

export interface Credentials {
  email: string;
  password: string;
}

export function login(credentials: Credentials) {
  return request(API.login, { method: "POST", body: credentials, schema: wire(tokenPair), anonymous: true });
}

/**
 * Signs in. On success the previous session's cached data is dropped before the new tokens are
 * stored, so nothing of another user survives; storing them lets the login route's guard move on.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (pair) => {
      queryClient.clear();
      cooloffStorage.clear();
      tokens.save(pair);
    },
  });
}

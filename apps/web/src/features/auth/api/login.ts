/** `POST /api/auth/jwt/create/` (B-001): trade e-mail and password for the token pair. */
import type { TokenPair } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type MutationOptionsOf, useChainedMutation } from "../../../lib/api/mutation";
import { tokens } from "../../../lib/auth/tokens";
import { cooloffStorage } from "../lib/cooloff";

export interface Credentials {
  email: string;
  password: string;
}

const loadRequest = () => import("./login-request");

/** Starts loading the request's code (the API client) early, e.g. once the user starts typing. */
export function prepareLogin(): void {
  void loadRequest();
}

export async function login(credentials: Credentials): Promise<TokenPair> {
  const { requestTokens } = await loadRequest();
  return requestTokens(credentials);
}

/**
 * Signs in. On success the previous session's cached data is dropped before the new tokens are
 * stored, so nothing of another user survives; storing them lets the login route's guard move on.
 */
export function useLogin({ mutationConfig }: MutationOptionsOf<typeof login> = {}) {
  const queryClient = useQueryClient();
  const onSuccess = (pair: TokenPair) => {
    queryClient.clear();
    cooloffStorage.clear();
    tokens.save(pair);
  };
  return useChainedMutation(login, { onSuccess }, mutationConfig);
}

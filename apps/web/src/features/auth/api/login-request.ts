/**
 * The sign-in request itself. It needs the API client and the contract's schemas, which the sign-in
 * page does not load up front (they are most of its weight): `login` imports this module when the
 * form is used. Failures are read here too, where the client's `ApiError` is at hand.
 */
import { API, tokenPair, wire } from "@rosterly/contract";
import { request } from "../../../lib/api/client";
import { ApiError } from "../../../lib/api/errors";
import type { Credentials, LoginOutcome } from "./login";

function requestTokens(credentials: Credentials) {
  return request(API.login, { method: "POST", body: credentials, schema: wire(tokenPair), anonymous: true });
}

export async function attemptLogin(credentials: Credentials): Promise<LoginOutcome> {
  try {
    return { ok: true, pair: await requestTokens(credentials) };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, failure: "failed", cooloff: null };
    return {
      ok: false,
      failure: error.code === "no_active_account" ? "incorrect-credentials" : "failed",
      cooloff: error.body?.cooloff_timedelta ?? null,
    };
  }
}

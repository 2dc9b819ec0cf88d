/**
 * The sign-in request itself. It needs the API client and the contract's schemas, which the sign-in
 * page does not load up front (they are most of its weight): `login` imports this module when the
 * form is used.
 */
import { API, tokenPair, wire } from "@rosterly/contract";
import { request } from "../../../lib/api/client";
import type { Credentials } from "./login";

export function requestTokens(credentials: Credentials) {
  return request(API.login, { method: "POST", body: credentials, schema: wire(tokenPair), anonymous: true });
}

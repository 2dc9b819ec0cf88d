/**
 * `POST /api/auth/jwt/create/` (B-001): trade e-mail and password for the token pair. The sign-in
 * page loads before the app's data layer (TanStack Query, the API client, zod), so this module
 * imports none of it: the request itself is a chunk loaded on first input, and the page keeps the
 * attempt's state in React (see `use-sign-in-attempt.ts`).
 */
import type { CooloffTimedelta, TokenPair } from "@rosterly/contract";
import { tokens } from "../../../lib/auth/tokens";
import { trackCodeLoad } from "../../../lib/lazy";
import { cooloffStorage } from "../lib/cooloff";

export interface Credentials {
  email: string;
  password: string;
}

/** How an attempt ended; a lockout carries how long it lasts (B-004). */
export type LoginOutcome =
  | { ok: true; pair: TokenPair }
  | { ok: false; failure: "incorrect-credentials" | "failed"; cooloff: CooloffTimedelta | null };

const loadRequest = () => trackCodeLoad(import("./login-request"));

/**
 * Starts loading the request's code (the API client) early, e.g. once the user starts typing;
 * settles when it is in (or failed: the attempt then reports it).
 */
export function prepareLogin(): Promise<void> {
  return loadRequest().then(
    () => undefined,
    () => undefined,
  );
}

export async function login(credentials: Credentials): Promise<LoginOutcome> {
  try {
    const { attemptLogin } = await loadRequest();
    return await attemptLogin(credentials);
  } catch {
    // The request's code did not load (offline, or a new release replaced the chunk).
    return { ok: false, failure: "failed", cooloff: null };
  }
}

/** Stores a new session: the lockout is over and the tokens are saved (the guards move on). */
export function storeSignIn(pair: TokenPair): void {
  cooloffStorage.clear();
  tokens.save(pair);
}

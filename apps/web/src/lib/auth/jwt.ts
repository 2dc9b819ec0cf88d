import { z } from "zod";

const claims = z.object({ exp: z.number() });

/** The `exp` claim (unix seconds) of a JWT, or null when the token cannot be read. The signature is the server's business. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (payload === undefined) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const parsed = claims.safeParse(JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="))));
    return parsed.success ? parsed.data.exp : null;
  } catch {
    return null;
  }
}

/** B-006: a token is expired when its `exp` is not after now. */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 <= nowMs;
}

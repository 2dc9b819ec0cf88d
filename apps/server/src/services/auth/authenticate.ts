import type { DB } from "../../db/client";
import { Errors } from "../../http/errors";
import { sessionSourcesOf } from "../../repositories/session-sources";
import { findUserById, type UserRow } from "../../repositories/users";
import type { SessionContext } from "../session/context";
import { sessionFrom } from "../session/load-session";
import { assertCurrentDevice } from "./devices";
import type { TokenClaims, TokenService } from "./tokens";

/** Turns an `Authorization: Bearer` header into a session, or the exact 401 the client expects. */
export async function authenticate(
  db: DB,
  tokens: TokenService,
  header: string | undefined,
): Promise<SessionContext> {
  if (!header) throw Errors.notAuthenticated();
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (!scheme || !/^(bearer|jwt)$/i.test(scheme)) throw Errors.notAuthenticated();
  if (!token || rest.length > 0) throw Errors.malformedToken();
  return sessionForToken(db, tokens, token);
}

export async function sessionForToken(db: DB, tokens: TokenService, token: string): Promise<SessionContext> {
  return (await claimsAndSession(db, tokens, token)).session;
}

/** The access token's claims with the session they open (the live channel keeps both). */
export async function claimsAndSession(
  db: DB,
  tokens: TokenService,
  token: string,
): Promise<{ claims: TokenClaims; session: SessionContext }> {
  const claims = await tokens.verify(token, "access");
  return { claims, session: await sessionForClaims(db, claims) };
}

/**
 * The session a token's claims open now: the user still exists, the token was not revoked (its
 * version is current), its sign-in is still the client's current one and an active profile
 * remains; otherwise the matching 401 or 403.
 */
export async function sessionForClaims(
  db: DB,
  claims: Pick<TokenClaims, "userId" | "version" | "device">,
): Promise<SessionContext> {
  // The user and everything their session needs in one statement: this runs on every request.
  const sources = await sessionSourcesOf(db, claims.userId);
  const user = checkedUser(sources?.user, claims);
  return { ...sessionFrom(user, sources), device: claims.device };
}

function checkedUser(
  user: UserRow | undefined,
  claims: Pick<TokenClaims, "userId" | "version" | "device">,
): UserRow {
  if (!user || user.tokenVersion !== claims.version) throw Errors.tokenNotValid();
  assertCurrentDevice(user, claims.device);
  return user;
}

async function currentUser(db: DB, claims: Pick<TokenClaims, "userId" | "version" | "device">) {
  return checkedUser(await findUserById(db, claims.userId), claims);
}

/** A refresh token still valid for a user who still has an active profile gets a new access token. */
export async function refreshAccess(
  db: DB,
  tokens: TokenService,
  refresh: string,
): Promise<{ access: string }> {
  const claims = await tokens.verify(refresh, "refresh");
  const sources = await sessionSourcesOf(db, claims.userId);
  const user = checkedUser(sources?.user, claims);
  sessionFrom(user, sources);
  return { access: await tokens.sign(user.id, user.tokenVersion, claims.device, "access") };
}

/** Verify accepts either kind of token, as the spec's verify call does not say which it sends. */
export async function verifyToken(db: DB, tokens: TokenService, token: string): Promise<void> {
  const claims = await tokens.verify(token, "access").catch(() => tokens.verify(token, "refresh"));
  await currentUser(db, claims);
}

import type { AppDeps } from "../../deps";
import { Errors } from "../../http/errors";
import { revokeAccountTokens } from "../../repositories/account-tokens";
import { storePassword } from "../../repositories/account-users";
import { publishToPerson } from "../profiles/publish";
import { findUserById } from "../../repositories/users";
import { assertSigned, consumeAccountToken, type TokenSubject } from "../account-tokens/tokens";
import { hashNewPassword } from "./new-password";

/** Activation and password reset both end with a password chosen through a mailed link. */
async function setPasswordByToken(
  deps: AppDeps,
  purpose: "activation" | "password_reset",
  body: { uid: number | string; token: string; newPassword: string; reNewPassword: string },
): Promise<void> {
  const userId = Number(body.uid);
  const subject: TokenSubject = { purpose, userId };
  // A link we did not sign is refused before any work; the password rule comes next.
  assertSigned(deps.accountTokens, body.token, subject);
  const passwordHash = await hashNewPassword(body.newPassword, body.reNewPassword);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await consumeAccountToken(tx, deps.accountTokens, body.token, subject, now);
    const user = await findUserById(tx, userId);
    if (!user) throw Errors.tokenInvalid();
    await storePassword(tx, userId, passwordHash, now);
    await publishToPerson(tx, { orgIds: [user.orgId], userId, action: "tokens_revoked" });
    // Every other link that could set the password is stale now (B-014: a later change invalidates).
    await revokeAccountTokens(tx, userId, ["activation", "password_reset"], now);
  });
}

/** `POST /auth/users/activation/` (B-013, Z-044): the person chooses their password. */
export function activateAccount(
  deps: AppDeps,
  body: { uid: number | string; token: string; newPassword: string; reNewPassword: string },
): Promise<void> {
  return setPasswordByToken(deps, "activation", body);
}

/** `POST /auth/users/reset_password_confirm/` (B-014). */
export function confirmPasswordReset(
  deps: AppDeps,
  body: { uid: number | string; token: string; newPassword: string; reNewPassword: string },
): Promise<void> {
  return setPasswordByToken(deps, "password_reset", body);
}

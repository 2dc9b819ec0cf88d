import type { AppDeps } from "../../deps";
import { revokeAccountTokens } from "../../repositories/account-tokens";
import { storePassword } from "../../repositories/account-users";
import { rememberDevice } from "../../repositories/users";
import { newDevice } from "../auth/devices";
import { publishToPerson } from "../profiles/publish";
import type { SessionContext } from "../session/context";
import { FieldErrors } from "../../http/field-errors";
import { hashNewPassword } from "./new-password";
import { verifyOwnPassword } from "./password-check";

/**
 * `POST /auth/users/set_password/` (B-015). The new password raises the token version, so every
 * session signed in before (another browser, a stolen token) ends; the caller gets a fresh pair
 * and stays signed in on the same device.
 */
export async function setOwnPassword(
  deps: AppDeps,
  session: SessionContext,
  body: { currentPassword: string; newPassword: string; reNewPassword: string },
): Promise<{ access: string; refresh: string }> {
  const errors = new FieldErrors();
  if (body.currentPassword === "") errors.add("current_password", "validation.required");
  const passwordHash = await hashNewPassword(body.newPassword, body.reNewPassword, errors);
  await verifyOwnPassword(deps, session.user, body.currentPassword, "current_password");
  const now = deps.clock();
  const device = session.device ?? newDevice("web");
  const user = await deps.db.transaction(async (tx) => {
    const updated = await storePassword(tx, session.user.id, passwordHash, now);
    await rememberDevice(tx, session.user.id, device);
    await revokeAccountTokens(tx, session.user.id, ["activation", "password_reset", "password_check"], now);
    // Live channels opened with the old tokens hear this and close (4001).
    await publishToPerson(tx, { orgIds: [session.orgId], userId: session.user.id, action: "tokens_revoked" });
    return updated;
  });
  return deps.tokens.issuePair(user.id, user.tokenVersion, device);
}

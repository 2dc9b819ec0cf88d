import { normalizeEmail } from "@rosterly/domain/fields";
import { fieldError } from "../../http/field-errors";
import type { AppDeps } from "../../deps";

import { passwordResetMail } from "../../mail/account-mails";
import { publicBaseUrl } from "../../mail/mailer";
import { countTokensSince } from "../../repositories/account-tokens";
import { findUserByEmail } from "../../repositories/users";
import { ACCOUNT_TOKEN_TTL_SECONDS } from "../account-tokens/signer";
import { issueAccountToken } from "../account-tokens/tokens";

/** More reset mails than this within an hour are not sent: the inbox is not a target. */
export const MAX_RESET_MAILS_PER_HOUR = 5;

/**
 * `POST /auth/users/reset_password/` (B-014, Y-005). The answer is the same whether or not the
 * address has an account, so it cannot be used to find out who works here; only a malformed
 * address is refused.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  body: { email: string; platform?: string | undefined; scheme?: string | undefined },
): Promise<void> {
  const email = normalizeEmail(body.email);
  if (!email.ok) throw fieldError("email", email);
  const user = await findUserByEmail(deps.db, email.value);
  if (!user) return;
  const now = deps.clock();
  const token = await deps.db.transaction(async (tx) => {
    const recent = await countTokensSince(tx, user.id, "password_reset", new Date(now.getTime() - 3600_000));
    if (recent >= MAX_RESET_MAILS_PER_HOUR) return null;
    return issueAccountToken(tx, deps.accountTokens, {
      purpose: "password_reset",
      userId: user.id,
      orgId: user.orgId,
      createdBy: null,
      now,
    });
  });
  if (token === null) return;
  await deps.mailer.send(
    passwordResetMail(publicBaseUrl(deps.config), user, {
      uid: user.id,
      token,
      hours: ACCOUNT_TOKEN_TTL_SECONDS.password_reset / 3600,
      platform: body.platform,
      scheme: body.scheme,
    }),
  );
}

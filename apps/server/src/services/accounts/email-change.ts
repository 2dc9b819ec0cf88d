import { normalizeEmail } from "@rosterly/domain/fields";
import { fieldError } from "../../http/field-errors";
import type { AppDeps } from "../../deps";
import { Errors } from "../../http/errors";

import { emailChangedMail, emailChangeMail } from "../../mail/account-mails";
import { publicBaseUrl } from "../../mail/mailer";
import { revokeAccountTokens, useLatestLiveToken } from "../../repositories/account-tokens";
import { emailInUse, isUniqueViolation, updateUserRow } from "../../repositories/account-users";
import { profilesOfUser } from "../../repositories/profiles";
import { findUserById } from "../../repositories/users";
import { ACCOUNT_TOKEN_PURPOSES, ACCOUNT_TOKEN_TTL_SECONDS } from "../account-tokens/signer";
import { assertSigned, consumeAccountToken, issueAccountToken } from "../account-tokens/tokens";
import { publishToPerson, publishUser } from "../profiles/publish";
import type { SessionContext } from "../session/context";
import { verifyOwnPassword } from "./password-check";

function checkedEmail(value: string, field: string): string {
  const parsed = normalizeEmail(value);
  if (!parsed.ok) throw fieldError(field, parsed);
  return parsed.value;
}

/** `POST /users/{id}/check_password/` (B-016): a right answer lets the next e-mail change through. */
export async function checkOwnPassword(
  deps: AppDeps,
  session: SessionContext,
  password: string,
): Promise<void> {
  await verifyOwnPassword(deps, session.user, password, "password");
  await deps.db.transaction(async (tx) => {
    await issueAccountToken(tx, deps.accountTokens, {
      purpose: "password_check",
      userId: session.user.id,
      orgId: session.orgId,
      createdBy: session.user.id,
      now: deps.clock(),
    });
  });
}

/**
 * `POST /users/{id}/change_email/` (B-016, Y-006): needs a password check in the last minutes
 * (412 otherwise: a borrowed session must not move the account to another inbox), then mails a
 * confirmation link to the new address. Nothing changes until the link is followed.
 */
export async function requestEmailChange(
  deps: AppDeps,
  session: SessionContext,
  value: string,
): Promise<void> {
  const newEmail = checkedEmail(value, "new_email");
  if (newEmail.toLowerCase() === session.user.email.toLowerCase())
    throw fieldError("new_email", "validation.same_email");
  const now = deps.clock();
  const token = await deps.db.transaction(async (tx) => {
    if (!(await useLatestLiveToken(tx, session.user.id, "password_check", now)))
      throw Errors.precondition("errors.precondition.confirm_password");
    if (await emailInUse(tx, newEmail, session.user.id))
      throw fieldError("new_email", "validation.email_in_use");
    // Only the latest requested address can be confirmed.
    await revokeAccountTokens(tx, session.user.id, ["email_change"], now);
    return issueAccountToken(tx, deps.accountTokens, {
      purpose: "email_change",
      userId: session.user.id,
      newEmail,
      orgId: session.orgId,
      createdBy: session.user.id,
      now,
    });
  });
  await deps.mailer.send(
    emailChangeMail(publicBaseUrl(deps.config), session.user, {
      uid: session.user.id,
      newEmail,
      token,
      hours: ACCOUNT_TOKEN_TTL_SECONDS.email_change / 3600,
    }),
  );
}

/**
 * `PATCH /users/change_email_confirm/` (public; B-016, Y-006): the link's token proves the new
 * inbox is the person's. The address changes, older links die, the person's open screens hear
 * `email_confirmed`, and the old address is told.
 */
export async function confirmEmailChange(
  deps: AppDeps,
  body: { newEmail: string; token: string; userId: number | string },
): Promise<void> {
  const newEmail = checkedEmail(body.newEmail, "new_email");
  const userId = Number(body.userId);
  const subject = { purpose: "email_change" as const, userId, newEmail };
  assertSigned(deps.accountTokens, body.token, subject);
  const now = deps.clock();
  const before = await deps.db
    .transaction(async (tx) => {
      const row = await consumeAccountToken(tx, deps.accountTokens, body.token, subject, now);
      const user = await findUserById(tx, userId);
      if (!user || row.newEmail?.toLowerCase() !== newEmail.toLowerCase()) throw Errors.tokenInvalid();
      if (await emailInUse(tx, newEmail, userId)) throw fieldError("new_email", "validation.email_in_use");
      await updateUserRow(tx, userId, { email: row.newEmail }, userId, now);
      await revokeAccountTokens(tx, userId, ACCOUNT_TOKEN_PURPOSES, now);
      const profiles = await profilesOfUser(tx, userId);
      await publishToPerson(tx, {
        orgIds: profiles.map((profile) => profile.orgId),
        userId,
        action: "email_confirmed",
        data: { email: row.newEmail },
      });
      for (const profile of profiles)
        await publishUser(tx, {
          orgId: profile.orgId,
          userId,
          departmentId: profile.departmentId,
          action: "updated",
        });
      return user;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw fieldError("new_email", "validation.email_in_use");
      throw error;
    });
  await deps.mailer.send(emailChangedMail(before, newEmail));
}

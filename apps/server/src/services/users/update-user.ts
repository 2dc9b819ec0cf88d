import type { UserPatchBody } from "@rosterly/contract";
import type { AppDeps } from "../../deps";
import { Errors } from "../../http/errors";
import { activationMail } from "../../mail/account-mails";
import { type MailMessage, publicBaseUrl } from "../../mail/mailer";
import {
  assertCanChangeDetails,
  assertCanManageAccounts,
  assertOwnerOnlyFields,
} from "../../policies/accounts";
import type { WireAccount } from "../../presenters/account";
import { revokeAccountTokens } from "../../repositories/account-tokens";
import {
  emailInUse,
  isUniqueViolation,
  type UserChanges,
  updateUserRow,
} from "../../repositories/account-users";
import { profilesOfUser } from "../../repositories/profiles";
import { ACCOUNT_TOKEN_PURPOSES, ACCOUNT_TOKEN_TTL_SECONDS } from "../account-tokens/signer";
import { issueAccountToken } from "../account-tokens/tokens";
import { presentAccounts } from "../accounts/account-views";
import { FieldErrors, fieldError } from "../../http/field-errors";
import { orgTime } from "../accounts/org-time";
import { publishUser } from "../profiles/publish";
import type { SessionContext } from "../session/context";
import { loadAccountTarget } from "./account-target";
import { mayUpdateDetails } from "./can-update-user";

import { checkUserFields } from "./user-fields";

/** Notification and reminder preferences are data the web defines; they only have to stay small. */
const MAX_PREFERENCES_CHARS = 16_000;

/**
 * `PATCH /users/{id}/` (D-018, D-021). People change their own details, preferences and acting
 * profile; their own address only through the confirmation mail. Managers who may act on the person
 * everywhere they work (Y-007) change the details; a new address of someone who has not activated
 * their account gets the activation mail again.
 */
export async function updateUser(
  deps: AppDeps,
  session: SessionContext,
  userId: number,
  body: UserPatchBody,
): Promise<WireAccount> {
  const { user, profile } = await loadAccountTarget(deps.db, session, userId);
  const self = user.id === session.user.id;
  if (!self) {
    assertCanManageAccounts(session);
    assertCanChangeDetails(await mayUpdateDetails(deps.db, session, user));
    assertOwnerOnlyFields(session, user, body.settings !== undefined || body.selectedProfileId !== undefined);
  }
  const errors = new FieldErrors();
  const fields = checkUserFields(body, errors);
  const changes: UserChanges = { ...fields };
  const emailChanged =
    changes.email !== undefined && changes.email.toLowerCase() !== user.email.toLowerCase();
  if (changes.email !== undefined && !emailChanged) delete changes.email;
  if (self && emailChanged) errors.add("email", "validation.email_change_by_link");
  else if (changes.email !== undefined && (await emailInUse(deps.db, changes.email, user.id)))
    errors.add("email", "validation.email_taken");
  if (body.settings !== undefined) {
    const next = { ...user.settings, ...body.settings };
    for (const key of ["notifications", "reminders"] as const)
      if (JSON.stringify(next[key] ?? {}).length > MAX_PREFERENCES_CHARS)
        errors.add(`settings.${key}`, "validation.too_large");
    changes.settings = next;
  }
  if (body.selectedProfileId !== undefined) {
    const own = (await profilesOfUser(deps.db, user.id)).find((p) => p.id === body.selectedProfileId);
    if (!own || own.state !== "active") errors.add("selected_profile_id", "validation.active_profile");
    else changes.selectedProfileId = own.id;
  }
  errors.throwIfAny();

  const now = deps.clock();
  const activation = await deps.db
    .transaction(async (tx) => {
      if (changes.email !== undefined && (await emailInUse(tx, changes.email, user.id)))
        throw fieldError("email", "validation.email_taken");
      const updated = await updateUserRow(tx, user.id, changes, session.user.id, now);
      let mail: MailMessage | null = null;
      if (emailChanged) {
        // Links mailed to the old address must not work any more.
        await revokeAccountTokens(tx, user.id, ACCOUNT_TOKEN_PURPOSES, now);
        if (updated.passwordHash === null) {
          const token = await issueAccountToken(tx, deps.accountTokens, {
            purpose: "activation",
            userId: user.id,
            orgId: session.orgId,
            createdBy: session.user.id,
            now,
          });
          const organisation = (await orgTime(tx, session.orgId, now)).name;
          mail = activationMail(publicBaseUrl(deps.config), updated, {
            uid: user.id,
            token,
            organisation,
            days: ACCOUNT_TOKEN_TTL_SECONDS.activation / 86_400,
          });
        }
      }
      await publishUser(tx, {
        orgId: session.orgId,
        userId: user.id,
        departmentId: profile?.departmentId ?? null,
        action: "updated",
      });
      return mail;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw fieldError("email", "validation.email_taken");
      throw error;
    });
  if (activation) await deps.mailer.send(activation);
  const refreshed = await loadAccountTarget(deps.db, session, user.id);
  const [presented] = await presentAccounts(deps.db, session.orgId, [refreshed.user]);
  if (!presented) throw Errors.notFound("errors.not_found.user");
  return presented;
}

import type { CreateProfileBody } from "@rosterly/contract";
import type { AppDeps } from "../../deps";
import { Errors } from "../../http/errors";
import { activationMail } from "../../mail/account-mails";
import { type MailMessage, publicBaseUrl } from "../../mail/mailer";
import { assertCanManageAccounts, canSeeAccount, canSeeProfile } from "../../policies/accounts";
import { presentProfile } from "../../presenters/account";
import { profileOfUserInOrg } from "../../repositories/account-profiles";
import { loadReferences } from "../../repositories/account-references";
import { isUniqueViolation, updateUserRow } from "../../repositories/account-users";
import { findUserById } from "../../repositories/users";
import { ACCOUNT_TOKEN_TTL_SECONDS } from "../account-tokens/signer";
import { issueAccountToken } from "../account-tokens/tokens";
import { profileViews } from "../accounts/account-views";
import { FieldErrors, fieldError } from "../../http/field-errors";
import { orgTime } from "../accounts/org-time";
import type { SessionContext } from "../session/context";
import { assertMayCreate, insertNewProfile, planNewProfile } from "./new-profile";
import { publishProfile } from "./publish";

/**
 * `POST /profiles/` (D-016): a profile for a person of this organisation who has none here (the
 * user dialog's new-profile mode). Someone who never activated their account is mailed again.
 */
export async function createProfile(deps: AppDeps, session: SessionContext, body: CreateProfileBody) {
  assertCanManageAccounts(session);
  const user = await findUserById(deps.db, body.userId);
  const existing = user ? await profileOfUserInOrg(deps.db, session.orgId, user.id) : undefined;
  // Only people this organisation created, visible to the caller, can be given a profile here.
  const visible =
    user !== undefined &&
    (existing
      ? canSeeProfile(session, existing)
      : user.orgId === session.orgId && canSeeAccount(session, user, undefined));
  if (!user || !visible) throw Errors.notFound("errors.not_found.user");
  if (existing) throw fieldError("user_id", "validation.has_profile");
  const now = deps.clock();
  const time = await orgTime(deps.db, session.orgId, now);
  const refs = await loadReferences(deps.db, session.orgId);
  const errors = new FieldErrors();
  const plan = planNewProfile(body, body.activation, {
    refs,
    errors,
    prefix: "",
    activationField: "activation",
    time,
    actorUserId: session.user.id,
  });
  errors.throwIfAny();
  if (!plan) throw fieldError("activation", "validation.required");
  assertMayCreate(session, refs, plan);

  const { profile, mail } = await deps.db
    .transaction(async (tx) => {
      const created = await insertNewProfile(tx, plan, {
        orgId: session.orgId,
        userId: user.id,
        by: session.user.id,
        now,
      });
      if (user.selectedProfileId === null)
        await updateUserRow(tx, user.id, { selectedProfileId: created.id }, session.user.id, now);
      await publishProfile(tx, created, "created");
      let message: MailMessage | null = null;
      if (user.passwordHash === null) {
        const token = await issueAccountToken(tx, deps.accountTokens, {
          purpose: "activation",
          userId: user.id,
          orgId: session.orgId,
          createdBy: session.user.id,
          now,
        });
        message = activationMail(publicBaseUrl(deps.config), user, {
          uid: user.id,
          token,
          organisation: time.name,
          days: ACCOUNT_TOKEN_TTL_SECONDS.activation / 86_400,
        });
      }
      return { profile: created, mail: message };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw fieldError("user_id", "validation.has_profile");
      throw error;
    });
  if (mail) await deps.mailer.send(mail);
  const [view] = await profileViews(deps.db, [profile]);
  if (!view) throw Errors.notFound("errors.not_found.profile");
  return presentProfile(view);
}

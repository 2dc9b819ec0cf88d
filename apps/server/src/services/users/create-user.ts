import type { CreateUserBody } from "@rosterly/contract";
import { reachesAllDepartments } from "@rosterly/domain/permissions";
import { AVATAR_COLOURS } from "../../db/seed/names";
import type { AppDeps } from "../../deps";
import { Errors } from "../../http/errors";
import { activationMail } from "../../mail/account-mails";
import { publicBaseUrl } from "../../mail/mailer";
import { assertCanManageAccounts } from "../../policies/accounts";
import type { WireAccount } from "../../presenters/account";
import { loadReferences } from "../../repositories/account-references";
import { emailInUse, insertUser, isUniqueViolation, updateUserRow } from "../../repositories/account-users";
import { ACCOUNT_TOKEN_TTL_SECONDS } from "../account-tokens/signer";
import { issueAccountToken } from "../account-tokens/tokens";
import { presentAccounts } from "../accounts/account-views";
import { FieldErrors, fieldError } from "../../http/field-errors";
import { orgTime } from "../accounts/org-time";
import { publishProfile } from "../profiles/publish";
import { assertMayCreate, insertNewProfile, planNewProfile } from "../profiles/new-profile";
import type { SessionContext } from "../session/context";
import { checkUserFields } from "./user-fields";

function avatarColour(email: string): string {
  let hash = 0;
  for (const char of email.toLowerCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? "#1e88e5";
}

/**
 * `POST /users/` (D-016, Y-008): the person, their profile here, its groups, default permissions
 * and scheduled activation, in one transaction; then the activation mail (Y-005).
 */
export async function createUser(
  deps: AppDeps,
  session: SessionContext,
  body: CreateUserBody,
): Promise<WireAccount> {
  assertCanManageAccounts(session);
  const now = deps.clock();
  const time = await orgTime(deps.db, session.orgId, now);
  const refs = await loadReferences(deps.db, session.orgId);
  const errors = new FieldErrors();
  const fields = checkUserFields(body, errors);
  const profileInput = body.profiles[0];
  const plan = profileInput
    ? planNewProfile(profileInput, body.activation, {
        refs,
        errors,
        prefix: "profiles.0",
        activationField: "activation",
        time,
        actorUserId: session.user.id,
      })
    : null;
  if (!profileInput && !reachesAllDepartments(session.actor))
    errors.add("profiles", "validation.profile_in_department");
  // Checked again inside the transaction; here so that one answer names every problem.
  if (fields.email !== undefined && (await emailInUse(deps.db, fields.email)))
    errors.add("email", "validation.email_taken");
  errors.throwIfAny();
  const { email, firstName, lastName } = fields;
  if (email === undefined || firstName === undefined || lastName === undefined)
    throw fieldError("email", "validation.required");
  if (plan) assertMayCreate(session, refs, plan);

  const created = await deps.db
    .transaction(async (tx) => {
      if (await emailInUse(tx, email)) throw fieldError("email", "validation.email_taken");
      let user = await insertUser(tx, {
        orgId: session.orgId,
        email,
        firstName,
        lastName,
        alias: fields.alias ?? null,
        gender: fields.gender ?? null,
        phonePersonal: fields.phonePersonal ?? null,
        timezone: fields.timezone ?? time.timeZone,
        avatarBgColor: avatarColour(email),
        createdBy: session.user.id,
        createdOn: now,
        modifiedBy: session.user.id,
        modifiedOn: now,
      });
      if (plan) {
        const profile = await insertNewProfile(tx, plan, {
          orgId: session.orgId,
          userId: user.id,
          by: session.user.id,
          now,
        });
        user = await updateUserRow(tx, user.id, { selectedProfileId: profile.id }, session.user.id, now);
        await publishProfile(tx, profile, "created");
      }
      const token = await issueAccountToken(tx, deps.accountTokens, {
        purpose: "activation",
        userId: user.id,
        orgId: session.orgId,
        createdBy: session.user.id,
        now,
      });
      return { user, token };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw fieldError("email", "validation.email_taken");
      throw error;
    });

  await deps.mailer.send(
    activationMail(publicBaseUrl(deps.config), created.user, {
      uid: created.user.id,
      token: created.token,
      organisation: time.name,
      days: ACCOUNT_TOKEN_TTL_SECONDS.activation / 86_400,
    }),
  );
  const [presented] = await presentAccounts(deps.db, session.orgId, [created.user]);
  if (!presented) throw Errors.notFound("errors.not_found.user");
  return presented;
}

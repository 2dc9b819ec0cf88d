import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import {
  assertCanChangeDetails,
  assertCanManageAccounts,
  assertCanManageProfile,
  assertCanViewAccounts,
  assertCanViewProfile,
  assertProfileOwner,
  assertSelf,
} from "../../policies/accounts";
import { groupNamesOf, profileInOrg } from "../../repositories/account-profiles";
import { permissionsRecord } from "../../repositories/profile-permission-records";
import type { SessionContext } from "../session/context";
import { loadAccountTarget } from "../users/account-target";
import { mayUpdateDetails } from "../users/can-update-user";

// The access part of each account call, run before its body is validated (preValidation), so a
// caller who may not act learns 403 or 404 rather than how to phrase the request. The services
// check again inside their transactions.

export type UserAccess = "view" | "edit" | "own";
export type ProfileAccess = "view" | "manage" | "own";

export async function assertUserAccess(
  db: Executor,
  session: SessionContext,
  userId: number,
  level: UserAccess,
) {
  const { user, profile } = await loadAccountTarget(db, session, userId);
  if (user.id === session.user.id) return;
  if (level === "own") assertSelf(session, user, profile);
  else if (level === "view") assertCanViewAccounts(session);
  else {
    assertCanManageAccounts(session);
    assertCanChangeDetails(await mayUpdateDetails(db, session, user));
  }
}

export async function assertProfileAccess(
  db: Executor,
  session: SessionContext,
  profileId: number,
  level: ProfileAccess,
) {
  const profile = await profileInOrg(db, session.orgId, profileId);
  if (!profile) throw Errors.notFound("errors.not_found.profile");
  if (level === "view") return assertCanViewProfile(session, profile);
  assertCanViewProfile(session, profile);
  if (level === "own") {
    assertProfileOwner(session, profile);
    return;
  }
  assertCanManageProfile(session, profile, (await groupNamesOf(db, [profile.id])).get(profile.id) ?? []);
}

export async function assertPermissionsAccess(
  db: Executor,
  session: SessionContext,
  recordId: number,
  level: ProfileAccess,
) {
  const record = await permissionsRecord(db, session.orgId, recordId);
  if (!record) throw Errors.notFound("errors.not_found.permissions");
  await assertProfileAccess(db, session, record.profileId, level);
}

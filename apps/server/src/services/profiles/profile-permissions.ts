import { type ProfilePermissions, profilePermissions, toWire } from "@rosterly/contract";
import { checkScreenOverrides, screensGroupOf } from "@rosterly/domain/accounts";
import type { AppDeps } from "../../deps";
import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import {
  assertCanManageProfile,
  assertCanViewProfile,
  assertNotOwnPermissions,
} from "../../policies/accounts";
import { groupNamesOf, lockProfile, profileInOrg } from "../../repositories/account-profiles";
import { loadReferences } from "../../repositories/account-references";
import {
  insertPermissionsRecord,
  type ProfilePermissionsRow,
  permissionsRecord,
  updatePermissionsRecord,
} from "../../repositories/profile-permission-records";
import type { ProfileRow } from "../../repositories/profiles";
import type { SessionContext } from "../session/context";
import { fieldError, violationsError } from "../../http/field-errors";
import { publishProfile } from "./publish";

function present(row: ProfilePermissionsRow) {
  const value: ProfilePermissions = {
    id: row.id,
    profileId: row.profileId,
    screens: { web: row.screens.web },
    createdBy: row.createdBy,
    createdOn: row.createdOn.toISOString(),
    modifiedBy: row.modifiedBy,
    modifiedOn: row.modifiedOn.toISOString(),
  };
  return toWire(profilePermissions, value);
}

/**
 * The caller may change this profile's screens: they manage the person, it is not their own
 * (nobody widens their own access), and every value is a choice of the person's role (C-012).
 */
async function checkScreens(
  db: Executor,
  session: SessionContext,
  profile: ProfileRow,
  web: Record<string, string>,
) {
  const groups = (await groupNamesOf(db, [profile.id])).get(profile.id) ?? [];
  assertCanManageProfile(session, profile, groups);
  assertNotOwnPermissions(session, profile);
  const refs = await loadReferences(db, session.orgId);
  const jobType = profile.jobTypeId === null ? undefined : refs.jobTypes.get(profile.jobTypeId);
  const violations = checkScreenOverrides(screensGroupOf(jobType?.settings ?? null, groups), web);
  if (violations.length > 0) throw violationsError("screens.web", violations, { asData: true });
}

/** `POST /profile-permissions/` (D-019): the saved screens of a profile that has none yet. */
export async function createProfilePermissions(
  deps: AppDeps,
  session: SessionContext,
  body: { profileId: number; screens: { web: Record<string, string> } },
) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const profile = await lockProfile(tx, session.orgId, body.profileId);
    if (!profile) throw Errors.notFound("errors.not_found.profile");
    await checkScreens(tx, session, profile, body.screens.web);
    const row = await insertPermissionsRecord(tx, {
      orgId: session.orgId,
      profileId: profile.id,
      web: body.screens.web,
      by: session.user.id,
      now,
    });
    if (!row) throw fieldError("profile_id", "validation.permissions_exist");
    await publishProfile(tx, profile, "permissions_updated");
    return present(row);
  });
}

/** `PATCH /profile-permissions/{id}/`: replaces the saved screens. */
export async function updateProfilePermissions(
  deps: AppDeps,
  session: SessionContext,
  id: number,
  web: Record<string, string>,
) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const record = await permissionsRecord(tx, session.orgId, id);
    const profile = record ? await lockProfile(tx, session.orgId, record.profileId) : undefined;
    if (!record || !profile) throw Errors.notFound("errors.not_found.permissions");
    await checkScreens(tx, session, profile, web);
    const row = await updatePermissionsRecord(tx, record.id, web, session.user.id, now);
    await publishProfile(tx, profile, "permissions_updated");
    return present(row);
  });
}

/** `GET /profile-permissions/{id}/`. */
export async function getProfilePermissions(db: Executor, session: SessionContext, id: number) {
  const record = await permissionsRecord(db, session.orgId, id);
  const profile = record ? await profileInOrg(db, session.orgId, record.profileId) : undefined;
  if (!record || !profile) throw Errors.notFound("errors.not_found.permissions");
  assertCanViewProfile(session, profile);
  return present(record);
}

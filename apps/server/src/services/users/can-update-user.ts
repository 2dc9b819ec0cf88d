import { canUpdateUserDetails, type Membership } from "@rosterly/domain/accounts";
import { can } from "@rosterly/domain/permissions";
import type { Executor } from "../../db/client";
import { targetOf } from "../../policies/accounts";
import { groupNamesOf } from "../../repositories/account-profiles";
import { profilesOfUser } from "../../repositories/profiles";
import type { UserRow } from "../../repositories/users";
import type { SessionContext } from "../session/context";
import { loadAccountTarget } from "./account-target";

/** Whether the caller may change the person's own details (Y-007); a question, so never 403. */
export async function mayUpdateDetails(
  db: Executor,
  session: SessionContext,
  user: UserRow,
): Promise<boolean> {
  if (user.id === session.user.id) return true;
  if (!can(session.perms, "edit", "user") || !can(session.perms, "edit", "profile")) return false;
  const profiles = await profilesOfUser(db, user.id);
  const groups = await groupNamesOf(
    db,
    profiles.map((profile) => profile.id),
  );
  const memberships: Membership[] = profiles.map((profile) => ({
    inActorsOrganisation: profile.orgId === session.orgId,
    target: targetOf(profile, groups.get(profile.id) ?? []),
  }));
  return canUpdateUserDetails(
    session.actor,
    { userId: user.id, homeInActorsOrganisation: user.orgId === session.orgId },
    memberships,
  );
}

/** `GET /users/can_update_user/?user_id=`: 404 for people out of scope, else the answer. */
export async function canUpdateUser(db: Executor, session: SessionContext, userId: number): Promise<boolean> {
  const { user } = await loadAccountTarget(db, session, userId);
  return mayUpdateDetails(db, session, user);
}

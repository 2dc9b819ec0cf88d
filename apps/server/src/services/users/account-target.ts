import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import { canSeeAccount } from "../../policies/accounts";
import { groupNamesOf, profileOfUserInOrg } from "../../repositories/account-profiles";
import type { ProfileRow } from "../../repositories/profiles";
import { findUserById, type UserRow } from "../../repositories/users";
import type { SessionContext } from "../session/context";

export interface AccountTarget {
  user: UserRow;
  /** The person's profile in the caller's organisation, if any. */
  profile: ProfileRow | undefined;
  groups: string[];
}

/** The person as the caller may see them; anyone out of the caller's scope does not exist (404). */
export async function loadAccountTarget(
  db: Executor,
  session: SessionContext,
  userId: number,
): Promise<AccountTarget> {
  const user = await findUserById(db, userId);
  const profile = user ? await profileOfUserInOrg(db, session.orgId, user.id) : undefined;
  if (!user || !canSeeAccount(session, user, profile)) throw Errors.notFound("errors.not_found.user");
  const groups = profile ? ((await groupNamesOf(db, [profile.id])).get(profile.id) ?? []) : [];
  return { user, profile, groups };
}

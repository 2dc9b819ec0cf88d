import type { Executor } from "../../db/client";
import { groupNamesOf, permissionIdsOf, profilesOfUsersInOrg } from "../../repositories/account-profiles";
import type { ProfileRow } from "../../repositories/profiles";
import type { UserRow } from "../../repositories/users";
import { presentAccount, type ProfileView, type WireAccount } from "../../presenters/account";

/** Profiles with their groups and saved-permissions ids, loaded together. */
export async function profileViews(db: Executor, rows: readonly ProfileRow[]): Promise<ProfileView[]> {
  const ids = rows.map((row) => row.id);
  const groups = await groupNamesOf(db, ids);
  const permissions = await permissionIdsOf(db, ids);
  return rows.map((row) => ({
    row,
    groups: groups.get(row.id) ?? [],
    permissionsId: permissions.get(row.id) ?? null,
  }));
}

/** Accounts as the caller's organisation sees them: each with its profile there. */
export async function presentAccounts(
  db: Executor,
  orgId: number,
  users: readonly UserRow[],
): Promise<WireAccount[]> {
  const rows = await profilesOfUsersInOrg(
    db,
    orgId,
    users.map((user) => user.id),
  );
  const views = await profileViews(db, rows);
  return users.map((user) =>
    presentAccount(
      user,
      views.filter((view) => view.row.userId === user.id),
    ),
  );
}

import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { groups, profileGroups, profilePermissions, profiles } from "../db/schema";
import type { ProfileRow } from "./profiles";

export type NewProfileValues = Omit<typeof profiles.$inferInsert, "id">;
export type ProfileChanges = Partial<Omit<typeof profiles.$inferInsert, "id" | "orgId" | "userId">>;

export async function profileInOrg(db: Executor, orgId: number, id: number): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.orgId, orgId), eq(profiles.id, id)));
  return row;
}

/** Holds the profile for the rest of the transaction (edits and the clock job take turns). */
export async function lockProfile(db: Executor, orgId: number, id: number): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.orgId, orgId), eq(profiles.id, id)))
    .for("update");
  return row;
}

/** Like {@link lockProfile}, but answers nothing instead of waiting when someone else holds it. */
export async function lockProfileIfFree(db: Executor, id: number): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(eq(profiles.id, id))
    .for("update", { skipLocked: true });
  return row;
}

export async function profileOfUserInOrg(
  db: Executor,
  orgId: number,
  userId: number,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.orgId, orgId), eq(profiles.userId, userId)));
  return row;
}

export async function profilesOfUsersInOrg(
  db: Executor,
  orgId: number,
  userIds: readonly number[],
): Promise<ProfileRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(profiles)
    .where(and(eq(profiles.orgId, orgId), inArray(profiles.userId, [...userIds])))
    .orderBy(asc(profiles.id));
}

export async function insertProfile(db: Executor, values: NewProfileValues): Promise<ProfileRow> {
  const [row] = await db.insert(profiles).values(values).returning();
  if (!row) throw new Error("profile insert returned nothing");
  return row;
}

export async function updateProfileRow(
  db: Executor,
  id: number,
  changes: ProfileChanges,
  by: number | null,
  now: Date,
): Promise<ProfileRow> {
  const [row] = await db
    .update(profiles)
    .set({ ...changes, modifiedBy: by, modifiedOn: now })
    .where(eq(profiles.id, id))
    .returning();
  if (!row) throw new Error(`profile ${id} vanished inside its transaction`);
  return row;
}

/** Group names per profile, each list in name order. */
export async function groupNamesOf(
  db: Executor,
  profileIds: readonly number[],
): Promise<Map<number, string[]>> {
  const byProfile = new Map<number, string[]>(profileIds.map((id) => [id, []]));
  if (profileIds.length === 0) return byProfile;
  const rows = await db
    .select({ profileId: profileGroups.profileId, name: groups.name })
    .from(profileGroups)
    .innerJoin(groups, eq(groups.id, profileGroups.groupId))
    .where(inArray(profileGroups.profileId, [...profileIds]))
    .orderBy(asc(groups.name));
  for (const row of rows) byProfile.get(row.profileId)?.push(row.name);
  return byProfile;
}

/** Makes the profile hold exactly these groups of its organisation. */
export async function replaceProfileGroups(
  db: Executor,
  orgId: number,
  profileId: number,
  names: readonly string[],
): Promise<void> {
  await db.delete(profileGroups).where(eq(profileGroups.profileId, profileId));
  if (names.length === 0) return;
  await db.execute(sql`insert into ${profileGroups} (org_id, profile_id, group_id)
    select ${orgId}, ${profileId}, ${groups.id} from ${groups}
     where ${groups.orgId} = ${orgId} and ${inArray(groups.name, [...names])}`);
}

/** The saved-permissions record of each profile that has one. */
export async function permissionIdsOf(
  db: Executor,
  profileIds: readonly number[],
): Promise<Map<number, number>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .select({ id: profilePermissions.id, profileId: profilePermissions.profileId })
    .from(profilePermissions)
    .where(inArray(profilePermissions.profileId, [...profileIds]));
  return new Map(rows.map((row) => [row.profileId, row.id]));
}

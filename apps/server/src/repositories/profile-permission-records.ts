import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { profilePermissions } from "../db/schema";

export type ProfilePermissionsRow = typeof profilePermissions.$inferSelect;

export async function permissionsRecord(
  db: Executor,
  orgId: number,
  id: number,
): Promise<ProfilePermissionsRow | undefined> {
  const [row] = await db
    .select()
    .from(profilePermissions)
    .where(and(eq(profilePermissions.orgId, orgId), eq(profilePermissions.id, id)));
  return row;
}

export async function permissionsOfProfile(
  db: Executor,
  profileId: number,
): Promise<ProfilePermissionsRow | undefined> {
  const [row] = await db.select().from(profilePermissions).where(eq(profilePermissions.profileId, profileId));
  return row;
}

/** Answers nothing when the profile already has a record (one per profile). */
export async function insertPermissionsRecord(
  db: Executor,
  values: { orgId: number; profileId: number; web: Record<string, string>; by: number | null; now: Date },
): Promise<ProfilePermissionsRow | undefined> {
  const [row] = await db
    .insert(profilePermissions)
    .values({
      orgId: values.orgId,
      profileId: values.profileId,
      screens: { web: values.web },
      createdBy: values.by,
      createdOn: values.now,
      modifiedBy: values.by,
      modifiedOn: values.now,
    })
    .onConflictDoNothing({ target: profilePermissions.profileId })
    .returning();
  return row;
}

export async function updatePermissionsRecord(
  db: Executor,
  id: number,
  web: Record<string, string>,
  by: number,
  now: Date,
): Promise<ProfilePermissionsRow> {
  const [row] = await db
    .update(profilePermissions)
    .set({ screens: { web }, modifiedBy: by, modifiedOn: now })
    .where(eq(profilePermissions.id, id))
    .returning();
  if (!row) throw new Error(`permissions ${id} vanished inside their transaction`);
  return row;
}

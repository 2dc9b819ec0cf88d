import { asc, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { departments, jobStatuses, jobTypes, profiles, shiftTypes } from "../db/schema";

export type ProfileRow = typeof profiles.$inferSelect;

export async function profilesOfUser(db: Executor, userId: number): Promise<ProfileRow[]> {
  return db.select().from(profiles).where(eq(profiles.userId, userId)).orderBy(asc(profiles.id));
}

/** Names the session payload shows beside the profile's ids. */
export async function profileLabels(db: Executor, profile: ProfileRow) {
  const [row] = await db
    .select({
      department: departments.name,
      jobType: jobTypes.name,
      jobStatusName: jobStatuses.name,
      jobStatusShortCode: jobStatuses.shortCode,
      shiftType: shiftTypes.name,
    })
    .from(profiles)
    .leftJoin(departments, eq(departments.id, profiles.departmentId))
    .leftJoin(jobTypes, eq(jobTypes.id, profiles.jobTypeId))
    .leftJoin(jobStatuses, eq(jobStatuses.id, profiles.jobStatusId))
    .leftJoin(shiftTypes, eq(shiftTypes.id, profiles.shiftTypeId))
    .where(eq(profiles.id, profile.id));
  return {
    department: row?.department ?? null,
    jobType: row?.jobType ?? null,
    jobStatusName: row?.jobStatusName ?? null,
    jobStatusShortCode: row?.jobStatusShortCode ?? null,
    shiftType: row?.shiftType ?? null,
  };
}

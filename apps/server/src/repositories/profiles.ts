import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Executor } from "../db/client";
import {
  departments,
  groups,
  jobStatuses,
  jobTypes,
  profileGroups,
  profilePermissions,
  profiles,
  shiftTypes,
} from "../db/schema";

export type ProfileRow = typeof profiles.$inferSelect;

export async function profilesOfUser(db: Executor, userId: number): Promise<ProfileRow[]> {
  return db.select().from(profiles).where(eq(profiles.userId, userId)).orderBy(asc(profiles.id));
}

export interface ProfileGroup {
  profileId: number;
  name: string;
  codenames: string[];
}

export async function groupsOfProfiles(db: Executor, profileIds: readonly number[]): Promise<ProfileGroup[]> {
  if (profileIds.length === 0) return [];
  return db
    .select({ profileId: profileGroups.profileId, name: groups.name, codenames: groups.codenames })
    .from(profileGroups)
    .innerJoin(groups, eq(groups.id, profileGroups.groupId))
    .where(inArray(profileGroups.profileId, [...profileIds]))
    .orderBy(asc(groups.name));
}

/** Departments a manager runs besides their profile's own (Z-018). */
export async function departmentsRunBy(db: Executor, orgId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.orgId, orgId),
        or(eq(departments.directorId, userId), eq(departments.schedulerId, userId)),
      ),
    );
  return rows.map((row) => row.id);
}

export async function screenOverridesOf(db: Executor, profileId: number): Promise<Record<string, string>> {
  const [row] = await db
    .select({ screens: profilePermissions.screens })
    .from(profilePermissions)
    .where(eq(profilePermissions.profileId, profileId));
  return row?.screens.web ?? {};
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

/** The first group associated with a job type decides the default screen permissions (C-012). */
export async function firstGroupOfJobType(db: Executor, jobTypeId: number | null): Promise<string | null> {
  if (jobTypeId === null) return null;
  const [row] = await db
    .select({ settings: jobTypes.settings })
    .from(jobTypes)
    .where(eq(jobTypes.id, jobTypeId));
  const associated = row?.settings.associatedGroups;
  if (!Array.isArray(associated) || associated.length === 0) return null;
  const first: unknown = associated[0];
  return typeof first === "string" ? first : null;
}

import { asc, eq, sql } from "drizzle-orm";
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

/** What a profile's session is made of besides the profile itself (see `sessionGrantsOf`). */
export interface SessionGrants {
  /** The profile's groups' names, in name order. */
  groupNames: string[];
  /** Every permission codename any of the profile's groups holds. */
  codenames: string[];
  /** Departments the user runs (director or scheduler) besides the profile's own (Z-018). */
  runDepartmentIds: number[];
  /** The profile's screen permission overrides; empty when it has none. */
  screenOverrides: Record<string, string>;
  /** The first group the profile's job type is associated with, if any: it decides the default screen permissions (C-012). */
  firstJobTypeGroup: string | null;
}

/**
 * Everything a session needs beyond the user and the profile, in one query: every authenticated
 * request loads a session, and one round trip instead of four keeps a busy server's connection
 * pool free for the request's own work.
 */
export async function sessionGrantsOf(
  db: Executor,
  profileId: number,
  userId: number,
): Promise<SessionGrants> {
  const [row] = await db
    .select({
      groupNames: sql<string[]>`coalesce(
        (select array_agg(${groups.name} order by ${groups.name})
           from ${profileGroups} join ${groups} on ${groups.id} = ${profileGroups.groupId}
          where ${profileGroups.profileId} = ${profiles.id}),
        '{}'::text[])`,
      codenames: sql<string[]>`coalesce(
        (select array_agg(distinct codename)
           from ${profileGroups} join ${groups} on ${groups.id} = ${profileGroups.groupId},
                unnest(${groups.codenames}) as codename
          where ${profileGroups.profileId} = ${profiles.id}),
        '{}'::text[])`,
      runDepartmentIds: sql<number[]>`coalesce(
        (select array_agg(${departments.id} order by ${departments.id})
           from ${departments}
          where ${departments.orgId} = ${profiles.orgId}
            and (${departments.directorId} = ${userId} or ${departments.schedulerId} = ${userId})),
        '{}'::int[])`,
      screens: profilePermissions.screens,
      jobTypeSettings: jobTypes.settings,
    })
    .from(profiles)
    .leftJoin(jobTypes, eq(jobTypes.id, profiles.jobTypeId))
    .leftJoin(profilePermissions, eq(profilePermissions.profileId, profiles.id))
    .where(eq(profiles.id, profileId));
  const associated = row?.jobTypeSettings?.associatedGroups;
  const first: unknown = Array.isArray(associated) ? associated[0] : undefined;
  return {
    groupNames: row?.groupNames ?? [],
    codenames: row?.codenames ?? [],
    runDepartmentIds: row?.runDepartmentIds ?? [],
    screenOverrides: row?.screens?.web ?? {},
    firstJobTypeGroup: typeof first === "string" ? first : null,
  };
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

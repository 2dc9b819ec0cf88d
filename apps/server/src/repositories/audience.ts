import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { departments, groups, jobTypes, profileGroups, profilePermissions, profiles } from "../db/schema";

/** Every active profile of the organisation with what decides what it sees and is offered. */
export async function scheduleAudienceRows(db: Executor, orgId: number) {
  return db
    .select({
      userId: profiles.userId,
      departmentId: profiles.departmentId,
      jobTypeId: profiles.jobTypeId,
      jobStatusId: profiles.jobStatusId,
      groups: sql<string[]>`coalesce(
        (select array_agg(${groups.name} order by ${groups.name})
           from ${profileGroups} join ${groups} on ${groups.id} = ${profileGroups.groupId}
          where ${profileGroups.profileId} = ${profiles.id}),
        '{}'::text[])`,
      jobTypeSettings: jobTypes.settings,
      screens: profilePermissions.screens,
    })
    .from(profiles)
    .leftJoin(jobTypes, eq(jobTypes.id, profiles.jobTypeId))
    .leftJoin(profilePermissions, eq(profilePermissions.profileId, profiles.id))
    .where(and(eq(profiles.orgId, orgId), eq(profiles.state, "active")));
}
export type AudienceRow = Awaited<ReturnType<typeof scheduleAudienceRows>>[number];

export async function departmentLeads(db: Executor, orgId: number) {
  return db
    .select({ id: departments.id, directorId: departments.directorId, schedulerId: departments.schedulerId })
    .from(departments)
    .where(eq(departments.orgId, orgId));
}

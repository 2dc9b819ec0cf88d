import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { groups, profileGroups, profiles, users } from "../db/schema";

/** One row per profile of the organisation, with its person and group names. */
export async function listEmployees(db: Executor, orgId: number) {
  return db
    .select({
      id: profiles.id,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      alias: users.alias,
      email: users.email,
      avatarBgColor: users.avatarBgColor,
      state: profiles.state,
      charge: profiles.charge,
      departmentId: profiles.departmentId,
      jobTypeId: profiles.jobTypeId,
      jobStatusId: profiles.jobStatusId,
      shiftTypeId: profiles.shiftTypeId,
      dailyHours: profiles.dailyHours,
      weeklyHours: profiles.weeklyHours,
      phoneWork: profiles.phoneWork,
      scheduleNotes: profiles.scheduleNotes,
      groups: sql<string[]>`coalesce(
        (select array_agg(${groups.name} order by ${groups.name})
           from ${profileGroups} join ${groups} on ${groups.id} = ${profileGroups.groupId}
          where ${profileGroups.profileId} = ${profiles.id}),
        '{}'::text[])`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.orgId, orgId))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export type EmployeeRow = Awaited<ReturnType<typeof listEmployees>>[number];

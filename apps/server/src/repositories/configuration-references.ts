import type { ReferenceSet, ReferenceSets } from "@rosterly/domain/configuration";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { eventTypes, groups, jobTypes, profileGroups, profiles, shiftTypes } from "../db/schema";

function toSet(rows: { id: number; obsolete: boolean }[]): ReferenceSet {
  return {
    active: new Set(rows.filter((row) => !row.obsolete).map((row) => row.id)),
    obsolete: new Set(rows.filter((row) => row.obsolete).map((row) => row.id)),
  };
}

/** The organisation's rows that configuration may name, split into live and obsolete. */
export async function loadReferenceSets(db: Executor, orgId: number): Promise<ReferenceSets> {
  const [jobTypeRows, shiftTypeRows, eventTypeRows] = await Promise.all([
    db
      .select({ id: jobTypes.id, obsolete: jobTypes.obsolete })
      .from(jobTypes)
      .where(eq(jobTypes.orgId, orgId)),
    db
      .select({ id: shiftTypes.id, obsolete: shiftTypes.obsolete })
      .from(shiftTypes)
      .where(eq(shiftTypes.orgId, orgId)),
    db
      .select({ id: eventTypes.id, obsolete: eventTypes.obsolete })
      .from(eventTypes)
      .where(eq(eventTypes.orgId, orgId)),
  ]);
  return { jobType: toSet(jobTypeRows), shiftType: toSet(shiftTypeRows), eventType: toSet(eventTypeRows) };
}

/** Whether the user has an active profile in the organisation holding one of the groups. */
export async function isActiveMemberOfGroups(
  db: Executor,
  orgId: number,
  userId: number,
  groupNames: readonly string[],
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(profiles)
    .innerJoin(profileGroups, eq(profileGroups.profileId, profiles.id))
    .innerJoin(groups, eq(groups.id, profileGroups.groupId))
    .where(
      and(
        eq(profiles.orgId, orgId),
        eq(profiles.userId, userId),
        eq(profiles.state, "active"),
        inArray(groups.name, [...groupNames]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

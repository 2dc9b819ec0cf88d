import { inArray, sql } from "drizzle-orm";
import { GROUP_NAMES, type GroupName, groupCodenames } from "@rosterly/domain/permissions";
import type { Executor } from "../client";
import {
  dailyScheduleTypes,
  departments,
  eventTypes,
  flags,
  groups,
  jobStatuses,
  jobTypes,
  type OrganisationInfo,
  organisations,
  profileGroups,
  profiles,
  shiftTypes,
  users,
} from "../schema";

/**
 * Small insert helpers shared by the demo seed and the test factories, so both build an
 * organisation the same way the product does.
 */
export async function insertOrganisation(
  db: Executor,
  info: OrganisationInfo,
  settings: Record<string, unknown>,
  activeSubscriptionId: string | null = "demo",
) {
  const [org] = await db.insert(organisations).values({ info, settings, activeSubscriptionId }).returning();
  if (!org) throw new Error("organisation insert returned nothing");
  return org;
}

/** Creates the eight permission groups of an organisation; answers name -> id. */
export async function insertGroups(db: Executor, orgId: number): Promise<Map<GroupName, number>> {
  const rows = await db
    .insert(groups)
    .values(GROUP_NAMES.map((name) => ({ orgId, name, codenames: [...groupCodenames(name)] })))
    .returning({ id: groups.id, name: groups.name });
  const byName = new Map<GroupName, number>();
  for (const row of rows) {
    const name = GROUP_NAMES.find((group) => group === row.name);
    if (name) byName.set(name, row.id);
  }
  return byName;
}

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export async function insertDepartment(db: Executor, values: Insert<typeof departments>) {
  const [row] = await db.insert(departments).values(values).returning();
  if (!row) throw new Error("department insert returned nothing");
  return row;
}

export async function insertJobType(db: Executor, values: Insert<typeof jobTypes>) {
  const [row] = await db.insert(jobTypes).values(values).returning();
  if (!row) throw new Error("job type insert returned nothing");
  return row;
}

export async function insertJobStatus(db: Executor, values: Insert<typeof jobStatuses>) {
  const [row] = await db.insert(jobStatuses).values(values).returning();
  if (!row) throw new Error("job status insert returned nothing");
  return row;
}

export async function insertShiftType(db: Executor, values: Insert<typeof shiftTypes>) {
  const [row] = await db.insert(shiftTypes).values(values).returning();
  if (!row) throw new Error("shift type insert returned nothing");
  return row;
}

export async function insertEventTypes(db: Executor, values: Insert<typeof eventTypes>[]) {
  return values.length === 0 ? [] : db.insert(eventTypes).values(values).returning();
}

export async function insertFlags(db: Executor, values: Insert<typeof flags>[]) {
  return values.length === 0 ? [] : db.insert(flags).values(values).returning();
}

export async function insertDailyScheduleType(db: Executor, values: Insert<typeof dailyScheduleTypes>) {
  const [row] = await db.insert(dailyScheduleTypes).values(values).returning();
  if (!row) throw new Error("daily schedule type insert returned nothing");
  return row;
}

export interface PersonInput {
  user: Omit<Insert<typeof users>, "orgId">;
  profile: Omit<Insert<typeof profiles>, "orgId" | "userId">;
  groupIds: number[];
}

/** Inserts people with one profile each in the organisation, in batches; answers the new ids in order. */
export async function insertPeople(db: Executor, orgId: number, people: PersonInput[]) {
  const created: { userId: number; profileId: number }[] = [];
  for (let start = 0; start < people.length; start += 200) {
    const batch = people.slice(start, start + 200);
    const userRows = await db
      .insert(users)
      .values(batch.map((person) => ({ ...person.user, orgId })))
      .returning({ id: users.id });
    const profileRows = await db
      .insert(profiles)
      .values(batch.map((person, i) => ({ ...person.profile, orgId, userId: userRows[i]?.id ?? 0 })))
      .returning({ id: profiles.id, userId: profiles.userId });
    const links = batch.flatMap((person, i) =>
      person.groupIds.map((groupId) => ({ orgId, profileId: profileRows[i]?.id ?? 0, groupId })),
    );
    if (links.length > 0) await db.insert(profileGroups).values(links);
    profileRows.forEach((row) => created.push({ userId: row.userId, profileId: row.id }));
  }
  // The acting profile of a person with one profile is that profile.
  await db.execute(selectFirstProfile(created.map((row) => row.userId)));
  return created;
}

function selectFirstProfile(userIds: number[]) {
  if (userIds.length === 0) return sql`select 1`;
  return sql`update ${users} set selected_profile_id = p.id
    from ${profiles} p where p.user_id = ${users.id} and ${inArray(users.id, userIds)}
    and ${users.selectedProfileId} is null`;
}

import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import {
  departments,
  groups,
  jobTypes,
  organisations,
  profileGroups,
  profilePermissions,
  profiles,
  users,
} from "../db/schema";
import type { ProfileRow } from "./profiles";
import type { UserRow } from "./users";

/** A group of the profile's, with the codenames it grants. */
export interface SessionGroup {
  name: string;
  codenames: string[];
}

/** What a session is built from, as stored: everything read in one statement. */
export interface SessionSources {
  user: UserRow;
  /** The selected profile if it is active, else the user's first active one; null when none is. */
  profile: ProfileRow | null;
  /** The profile's groups by name, with their codenames. */
  groups: SessionGroup[];
  /** Departments of the profile's organisation the user directs or schedules (Z-018). */
  runDepartmentIds: number[];
  /** The profile's screen overrides (`screens.web`); null when it has none. */
  screenOverrides: Record<string, string> | null;
  /** The job type's `settings.associatedGroups`, as stored (C-012). */
  associatedGroups: unknown;
  /** The organisation's `scheduling.states` setting, as stored (F-009). */
  scheduleStates: unknown;
}

// A second reference to profiles, for the subquery that chooses among the user's profiles.
const CANDIDATE = "candidate";
const candidate = alias(profiles, CANDIDATE);

/** The id of the profile a user acts with: the selected one if active, else the first active one. */
const chosenProfileId = sql`(
  select ${candidate.id} from ${profiles} as ${sql.identifier(CANDIDATE)}
  where ${candidate.userId} = ${users.id} and ${candidate.state} = 'active'
  order by ${desc(sql`coalesce(${candidate.id} = ${users.selectedProfileId}, false)`)}, ${asc(candidate.id)}
  limit 1)`;

const groupsOfChosen = sql<SessionGroup[]>`(
  select coalesce(
    json_agg(json_build_object('name', ${groups.name}, 'codenames', ${groups.codenames}) order by ${groups.name}),
    '[]'::json)
  from ${profileGroups} inner join ${groups} on ${eq(groups.id, profileGroups.groupId)}
  where ${eq(profileGroups.profileId, profiles.id)})`;

const departmentsRun = sql<number[]>`(
  select coalesce(array_agg(${departments.id} order by ${departments.id}), '{}'::int[])
  from ${departments}
  where ${and(
    eq(departments.orgId, profiles.orgId),
    or(eq(departments.directorId, users.id), eq(departments.schedulerId, users.id)),
  )})`;

const screenOverrides = sql<Record<string, string> | null>`(
  select ${profilePermissions.screens} -> 'web' from ${profilePermissions}
  where ${eq(profilePermissions.profileId, profiles.id)})`;

const associatedGroups = sql<unknown>`(
  select ${jobTypes.settings} -> 'associatedGroups' from ${jobTypes}
  where ${eq(jobTypes.id, profiles.jobTypeId)})`;

const scheduleStates = sql<unknown>`(
  select ${organisations.settings} #> '{scheduling,states}' from ${organisations}
  where ${eq(organisations.id, profiles.orgId)})`;

function sessionSourcesQuery(db: Executor) {
  return db
    .select({
      user: users,
      profile: profiles,
      groups: groupsOfChosen,
      runDepartmentIds: departmentsRun,
      screenOverrides,
      associatedGroups,
      scheduleStates,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, chosenProfileId))
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("session_sources");
}

/**
 * Built once per database or transaction: every request runs this statement, and building its SQL
 * each time cost more than running it. Named, so PostgreSQL plans it once per connection too.
 */
const prepared = new WeakMap<Executor, ReturnType<typeof sessionSourcesQuery>>();

/**
 * The user, the profile they act with and what the session needs of it, in one round trip (a
 * request's sign-in check runs on every call). Undefined when the user does not exist.
 */
export async function sessionSourcesOf(db: Executor, userId: number): Promise<SessionSources | undefined> {
  let query = prepared.get(db);
  if (query === undefined) {
    query = sessionSourcesQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ userId });
  return row;
}

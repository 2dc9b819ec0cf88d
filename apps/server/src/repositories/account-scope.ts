import type { UserOrderField } from "@rosterly/contract";
import { and, asc, desc, eq, inArray, notExists, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import {
  departments,
  groups,
  jobStatuses,
  jobTypes,
  profileGroups,
  profiles,
  shiftTypes,
  users,
} from "../db/schema";

/** Which profiles of the organisation a query may return. */
export interface ProfileScope {
  orgId: number;
  /** null: every department (admin, operations management); else these, plus the caller's own profile. */
  departmentIds: readonly number[] | null;
  selfUserId: number;
}

export interface ProfileFilter {
  departmentId?: number | undefined;
  userId?: number | undefined;
  state?: string | undefined;
  /** Part of a first or last name, alias or e-mail address, without regard to case. */
  search?: string | undefined;
  /** By last and first name unless asked otherwise; ties always go by name. */
  order?: { field: UserOrderField; descending: boolean } | undefined;
}

export interface ScopedProfile {
  id: number;
  userId: number;
  departmentId: number | null;
  state: string;
  groups: string[];
}

const groupNames = sql<string[]>`coalesce(
  (select array_agg(${groups.name} order by ${groups.name})
     from ${profileGroups} join ${groups} on ${groups.id} = ${profileGroups.groupId}
    where ${profileGroups.profileId} = ${profiles.id}),
  '{}'::text[])`;

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(search: string): SQL | undefined {
  const pattern = like(search);
  return or(
    sql`${users.firstName} ilike ${pattern}`,
    sql`${users.lastName} ilike ${pattern}`,
    sql`${users.alias} ilike ${pattern}`,
    sql`${users.email} ilike ${pattern}`,
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
  );
}

const byName = [asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(profiles.id)];

const ORDER_COLUMNS: Readonly<Record<UserOrderField, SQL[]>> = {
  name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  email: [sql`lower(${users.email})`],
  department: [sql`lower(${departments.name})`],
  job_type: [sql`lower(${jobTypes.name})`],
  state: [sql`${profiles.state}`],
};

function orderOf(order: ProfileFilter["order"]): SQL[] {
  if (!order) return byName;
  const direction = (column: SQL) => (order.descending ? desc(column) : asc(column));
  return [...ORDER_COLUMNS[order.field].map(direction), ...byName];
}

function scopeCondition(scope: ProfileScope): SQL | undefined {
  if (scope.departmentIds === null) return undefined;
  const own = eq(profiles.userId, scope.selfUserId);
  return scope.departmentIds.length === 0
    ? own
    : or(own, inArray(profiles.departmentId, [...scope.departmentIds]));
}

/** The profiles in scope that match, with their groups, ordered by last and first name. */
export async function scopedProfiles(
  db: Executor,
  scope: ProfileScope,
  filter: ProfileFilter = {},
): Promise<ScopedProfile[]> {
  return db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      departmentId: profiles.departmentId,
      state: profiles.state,
      groups: groupNames,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(departments, eq(departments.id, profiles.departmentId))
    .leftJoin(jobTypes, eq(jobTypes.id, profiles.jobTypeId))
    .where(
      and(
        eq(profiles.orgId, scope.orgId),
        scopeCondition(scope),
        filter.departmentId === undefined ? undefined : eq(profiles.departmentId, filter.departmentId),
        filter.userId === undefined ? undefined : eq(profiles.userId, filter.userId),
        filter.state === undefined ? undefined : eq(profiles.state, filter.state),
        filter.search ? searchCondition(filter.search) : undefined,
      ),
    )
    .orderBy(...orderOf(filter.order));
}

/** People this organisation created who have no profile anywhere yet (found by admins and operations). */
export async function unplacedUserIds(
  db: Executor,
  orgId: number,
  search: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.orgId, orgId),
        notExists(db.select({ one: sql`1` }).from(profiles).where(eq(profiles.userId, users.id))),
        searchCondition(search),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Department list items (D-003) for these profiles, in the given order. */
export async function profileListRows(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      state: profiles.state,
      alias: users.alias,
      avatarBgColor: users.avatarBgColor,
      charge: profiles.charge,
      departmentId: profiles.departmentId,
      departmentName: departments.name,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      jobStatusId: profiles.jobStatusId,
      jobStatusShortCode: jobStatuses.shortCode,
      jobStatusName: jobStatuses.name,
      jobTypeId: profiles.jobTypeId,
      jobTypeName: jobTypes.name,
      phoneWork: profiles.phoneWork,
      scheduleNotes: profiles.scheduleNotes,
      shiftTypeId: profiles.shiftTypeId,
      shiftTypeName: shiftTypes.name,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(departments, eq(departments.id, profiles.departmentId))
    .leftJoin(jobTypes, eq(jobTypes.id, profiles.jobTypeId))
    .leftJoin(jobStatuses, eq(jobStatuses.id, profiles.jobStatusId))
    .leftJoin(shiftTypes, eq(shiftTypes.id, profiles.shiftTypeId))
    .where(inArray(profiles.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type ProfileListRow = Awaited<ReturnType<typeof profileListRows>>[number];

/** Whether a department of the organisation exists (for `dept_id` filters). */
export async function departmentExists(db: Executor, orgId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.orgId, orgId), eq(departments.id, id)));
  return row !== undefined;
}

import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/client";
import {
  departments,
  eventTypes,
  flags,
  jobStatuses,
  jobTypes,
  organisations,
  profiles,
  shiftTypes,
  users,
} from "../db/schema";

/** The configuration scheduling reads on every request, narrowed to the columns it uses. */
export async function organisationSettings(db: Executor, orgId: number) {
  const [row] = await db
    .select({ id: organisations.id, info: organisations.info, settings: organisations.settings })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row;
}

export async function flagsOf(db: Executor, orgId: number) {
  return db
    .select({
      id: flags.id,
      working: flags.working,
      commitment: flags.commitment,
      productivity: flags.productivity,
      float: flags.float,
      visibleToOtherStaff: flags.visibleToOtherStaff,
      obsolete: flags.obsolete,
    })
    .from(flags)
    .where(eq(flags.orgId, orgId));
}
export type FlagInfo = Awaited<ReturnType<typeof flagsOf>>[number];

export async function shiftTypesOf(db: Executor, orgId: number) {
  return db
    .select({
      id: shiftTypes.id,
      startTime: shiftTypes.startTime,
      endTime: shiftTypes.endTime,
      onCall: shiftTypes.onCall,
      obsolete: shiftTypes.obsolete,
    })
    .from(shiftTypes)
    .where(eq(shiftTypes.orgId, orgId));
}
export type ShiftTypeInfo = Awaited<ReturnType<typeof shiftTypesOf>>[number];

export async function eventTypesOf(db: Executor, orgId: number) {
  return db
    .select({
      id: eventTypes.id,
      name: eventTypes.name,
      adminOnly: eventTypes.adminOnly,
      requestOnly: eventTypes.requestOnly,
      visibleToOtherStaff: eventTypes.visibleToOtherStaff,
      obsolete: eventTypes.obsolete,
    })
    .from(eventTypes)
    .where(eq(eventTypes.orgId, orgId));
}
export type EventTypeInfo = Awaited<ReturnType<typeof eventTypesOf>>[number];

export async function departmentsOf(db: Executor, orgId: number) {
  return db
    .select({
      id: departments.id,
      name: departments.name,
      directorId: departments.directorId,
      partakeInScheduling: departments.partakeInScheduling,
      obsolete: departments.obsolete,
      numOfWeeksPerSchedule: departments.numOfWeeksPerSchedule,
      scheduleRules: departments.scheduleRules,
      settings: departments.settings,
    })
    .from(departments)
    .where(eq(departments.orgId, orgId));
}
export type DepartmentInfo = Awaited<ReturnType<typeof departmentsOf>>[number];

export async function findDepartment(
  db: Executor,
  orgId: number,
  id: number,
): Promise<DepartmentInfo | undefined> {
  const rows = await departmentsOf(db, orgId);
  return rows.find((row) => row.id === id);
}

/** The organisation's profiles of these people: whom a shift may be given to and how they count. */
export async function staffProfiles(db: Executor, orgId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: profiles.userId,
      state: profiles.state,
      departmentId: profiles.departmentId,
      jobTypeId: profiles.jobTypeId,
      jobStatusId: profiles.jobStatusId,
      weeklyHours: profiles.weeklyHours,
      charge: profiles.charge,
    })
    .from(profiles)
    .where(and(eq(profiles.orgId, orgId), inArray(profiles.userId, [...userIds])));
}
export type StaffProfile = Awaited<ReturnType<typeof staffProfiles>>[number];

/**
 * The people on the department's schedule: active or inactive profiles of the department whose
 * job type takes part in scheduling (not its director or scheduler). Validators follow their shifts
 * into other departments too.
 */
export async function departmentStaff(db: Executor, orgId: number, departmentId: number) {
  return db
    .select({
      userId: profiles.userId,
      state: profiles.state,
      departmentId: profiles.departmentId,
      jobTypeId: profiles.jobTypeId,
      jobStatusId: profiles.jobStatusId,
      weeklyHours: profiles.weeklyHours,
    })
    .from(profiles)
    .innerJoin(jobTypes, eq(jobTypes.id, profiles.jobTypeId))
    .where(
      and(
        eq(profiles.orgId, orgId),
        eq(profiles.departmentId, departmentId),
        inArray(profiles.state, ["active", "inactive"]),
        eq(jobTypes.partakeInScheduling, true),
      ),
    );
}

/** Each job type's settings, which name the shift types its people are offered (F-019). */
export async function jobTypeOffersOf(db: Executor, orgId: number) {
  return db
    .select({ id: jobTypes.id, settings: jobTypes.settings })
    .from(jobTypes)
    .where(eq(jobTypes.orgId, orgId));
}
export type JobTypeOffer = Awaited<ReturnType<typeof jobTypeOffersOf>>[number];

export async function jobTypesAndStatuses(db: Executor, orgId: number) {
  const types = await db
    .select({ id: jobTypes.id, staffNeeded: jobTypes.staffNeeded })
    .from(jobTypes)
    .where(eq(jobTypes.orgId, orgId));
  const statuses = await db
    .select({ id: jobStatuses.id, minShiftSettings: jobStatuses.minShiftSettings })
    .from(jobStatuses)
    .where(eq(jobStatuses.orgId, orgId));
  return { types, statuses };
}

/** Display names for history entries, by user id. */
export async function fullNames(db: Executor, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, alias: users.alias })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(
    rows.map((row) => [row.id, `${row.lastName}, ${row.firstName}${row.alias ? ` (${row.alias})` : ""}`]),
  );
}

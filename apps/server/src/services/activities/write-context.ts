import { type FlagLookup, indexFlags } from "@rosterly/domain/schedule";
import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import { assertCanWriteDepartment, assertScheduleWritable } from "../../policies/schedule";
import type { ScheduleRow } from "../../repositories/schedules";
import {
  type DepartmentInfo,
  departmentsOf,
  type EventTypeInfo,
  eventTypesOf,
  type FlagInfo,
  flagsOf,
  type JobTypeOffer,
  jobTypeOffersOf,
  organisationSettings,
  type ShiftTypeInfo,
  type StaffProfile,
  shiftTypesOf,
  staffProfiles,
} from "../../repositories/scheduling-config";
import { type OrgScheduling, orgSchedulingOf } from "../scheduling/org-scheduling";
import { ScheduleLookup } from "../scheduling/periods";
import type { SessionContext } from "../session/context";

/** Everything a batch of shift or event writes checks against, loaded once per transaction. */
export interface WriteContext {
  tx: Executor;
  session: SessionContext;
  now: Date;
  org: OrgScheduling;
  shiftTypes: Map<number, ShiftTypeInfo>;
  flags: Map<number, FlagInfo>;
  flagLookup: FlagLookup;
  departments: Map<number, DepartmentInfo>;
  eventTypes: Map<number, EventTypeInfo>;
  /** Job types with the shift types each offers its people (F-019). */
  jobTypes: readonly JobTypeOffer[];
  /** Profiles in this organisation of every person the batch names, by user id. */
  profiles: Map<number, StaffProfile>;
  schedules: ScheduleLookup;
}

export async function loadWriteContext(
  tx: Executor,
  session: SessionContext,
  now: Date,
  userIds: Iterable<number>,
): Promise<WriteContext> {
  // One after the other: a transaction is one connection, which runs one query at a time anyway.
  const orgRow = await organisationSettings(tx, session.orgId);
  const types = await shiftTypesOf(tx, session.orgId);
  const flags = await flagsOf(tx, session.orgId);
  const departments = await departmentsOf(tx, session.orgId);
  const eventTypes = await eventTypesOf(tx, session.orgId);
  const jobTypes = await jobTypeOffersOf(tx, session.orgId);
  const profiles = await staffProfiles(tx, session.orgId, [...new Set(userIds)]);
  if (!orgRow) throw Errors.notFound("errors.not_found.hospital");
  const org = orgSchedulingOf(orgRow);
  return {
    tx,
    session,
    now,
    org,
    shiftTypes: new Map(types.map((row) => [row.id, row])),
    flags: new Map(flags.map((row) => [row.id, row])),
    flagLookup: indexFlags(flags),
    departments: new Map(departments.map((row) => [row.id, row])),
    eventTypes: new Map(eventTypes.map((row) => [row.id, row])),
    jobTypes,
    profiles: new Map(profiles.map((row) => [row.userId, row])),
    schedules: new ScheduleLookup(tx, org, now),
  };
}

/** Profile states that may hold shifts and events: active, and inactive (on leave, still listed). */
export const ASSIGNABLE_STATES: ReadonlySet<string> = new Set(["active", "inactive"]);

/**
 * The caller may write into the department, and the schedule of the period holding `date` is in
 * a state that allows changes (F-009, Y-020). Answers that schedule.
 */
export async function writableSchedule(
  ctx: WriteContext,
  departmentId: number,
  date: string,
): Promise<ScheduleRow> {
  assertCanWriteDepartment(ctx.session, departmentId);
  const schedule = await ctx.schedules.forDate(departmentId, date);
  assertScheduleWritable(schedule, ctx.org.states);
  return schedule;
}

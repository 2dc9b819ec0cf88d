import { and, eq, gte, inArray, lte, or } from "drizzle-orm";
import type { Executor } from "../db/client";
import { events, jobTypes, jobStatuses, shifts } from "../db/schema";

/**
 * What the roster generator reads of a period: the shifts of the schedule's people (wherever they
 * work) and of anyone else in the department, with when each last changed (the run's pins are
 * re-checked against it on accept).
 */
export async function fillShifts(
  db: Executor,
  orgId: number,
  departmentId: number,
  from: string,
  to: string,
  userIds: readonly number[],
) {
  const whose = userIds.length > 0 ? inArray(shifts.assigneeId, [...userIds]) : undefined;
  return db
    .select({
      id: shifts.id,
      assigneeId: shifts.assigneeId,
      date: shifts.date,
      typeId: shifts.typeId,
      departmentId: shifts.departmentId,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
      flags: shifts.flags,
      onCall: shifts.onCall,
      available: shifts.available,
      canceled: shifts.canceled,
      giveaway: shifts.giveaway,
      swapped: shifts.swapped,
      sitter: shifts.sitter,
      modifiedOn: shifts.modifiedOn,
    })
    .from(shifts)
    .where(
      and(
        eq(shifts.orgId, orgId),
        gte(shifts.date, from),
        lte(shifts.date, to),
        whose ? or(eq(shifts.departmentId, departmentId), whose) : eq(shifts.departmentId, departmentId),
      ),
    );
}
export type FillShiftRow = Awaited<ReturnType<typeof fillShifts>>[number];

/** These people's events overlapping the period. */
export async function fillEvents(
  db: Executor,
  orgId: number,
  from: string,
  to: string,
  userIds: readonly number[],
) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: events.id,
      assigneeId: events.assigneeId,
      dates: events.dates,
      state: events.state,
      modifiedOn: events.modifiedOn,
    })
    .from(events)
    .where(
      and(
        eq(events.orgId, orgId),
        inArray(events.assigneeId, [...userIds]),
        gte(events.lastDate, from),
        lte(events.firstDate, to),
      ),
    );
}
export type FillEventRow = Awaited<ReturnType<typeof fillEvents>>[number];

/** Job types with their offered shift types and own staff needed; job statuses with their weekend rules. */
export async function fillJobs(db: Executor, orgId: number) {
  const types = await db
    .select({ id: jobTypes.id, settings: jobTypes.settings, staffNeeded: jobTypes.staffNeeded })
    .from(jobTypes)
    .where(eq(jobTypes.orgId, orgId));
  const statuses = await db
    .select({ id: jobStatuses.id, minShiftSettings: jobStatuses.minShiftSettings })
    .from(jobStatuses)
    .where(eq(jobStatuses.orgId, orgId));
  return { types, statuses };
}

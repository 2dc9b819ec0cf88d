import { and, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { events, profiles, shifts } from "../db/schema";

/**
 * The people a department's period concerns: its own staff, and anyone with a shift in it during
 * the window (floats in). Validators then read all their shifts and events, wherever they are:
 * weekly hours, weekend counts, runs and conflicts are about the person, not the department.
 */
export async function periodPeople(
  db: Executor,
  orgId: number,
  departmentId: number,
  from: string,
  to: string,
): Promise<number[]> {
  const rows = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.orgId, orgId), eq(profiles.departmentId, departmentId)))
    .union(
      db
        .select({ userId: shifts.assigneeId })
        .from(shifts)
        .where(
          and(
            eq(shifts.orgId, orgId),
            eq(shifts.departmentId, departmentId),
            gte(shifts.date, from),
            lte(shifts.date, to),
          ),
        ),
    );
  return rows.map((row) => row.userId);
}

/** Only the fields the validators read: these people's shifts over a window of dates. */
export async function validationShifts(
  db: Executor,
  orgId: number,
  from: string,
  to: string,
  assigneeIds: readonly number[],
) {
  if (assigneeIds.length === 0) return [];
  return db
    .select({
      id: shifts.id,
      date: shifts.date,
      payrollDate: shifts.payrollDate,
      typeId: shifts.typeId,
      departmentId: shifts.departmentId,
      assigneeId: shifts.assigneeId,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
      flags: shifts.flags,
      onCall: shifts.onCall,
      available: shifts.available,
      canceled: shifts.canceled,
      giveaway: shifts.giveaway,
      swapped: shifts.swapped,
      sitter: shifts.sitter,
    })
    .from(shifts)
    .where(
      and(
        eq(shifts.orgId, orgId),
        inArray(shifts.assigneeId, [...assigneeIds]),
        gte(shifts.date, from),
        lte(shifts.date, to),
      ),
    );
}

/** These people's events over the window, and any other event of the department. */
export async function validationEvents(
  db: Executor,
  orgId: number,
  departmentId: number | null,
  from: string,
  to: string,
  assigneeIds: readonly number[],
) {
  const whose = assigneeIds.length > 0 ? inArray(events.assigneeId, [...assigneeIds]) : sql`false`;
  return db
    .select({
      id: events.id,
      assigneeId: events.assigneeId,
      dates: events.dates,
      startTime: events.startTime,
      endTime: events.endTime,
      state: events.state,
    })
    .from(events)
    .where(
      and(
        eq(events.orgId, orgId),
        gte(events.lastDate, from),
        lte(events.firstDate, to),
        departmentId === null ? whose : or(eq(events.departmentId, departmentId), whose),
      ),
    );
}

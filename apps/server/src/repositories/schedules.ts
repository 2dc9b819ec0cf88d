import { and, asc, desc, eq, gte, inArray, lte, notInArray, or, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { schedules, snapshots } from "../db/schema";

export type ScheduleRow = typeof schedules.$inferSelect;

export async function findSchedule(
  db: Executor,
  orgId: number,
  id: number,
): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.orgId, orgId), eq(schedules.id, id)));
  return row;
}

/** The row locked for a state change, so two approvals of the same schedule run one after the other. */
export async function lockSchedule(
  db: Executor,
  orgId: number,
  id: number,
): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.orgId, orgId), eq(schedules.id, id)))
    .for("update");
  return row;
}

export async function findScheduleByStart(
  db: Executor,
  departmentId: number,
  startOn: string,
): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.departmentId, departmentId), eq(schedules.startOn, startOn)));
  return row;
}

export interface NewSchedule {
  orgId: number;
  departmentId: number;
  startOn: string;
  endOn: string;
  createdOn: Date;
  modifiedOn: Date;
}

/** Inserts the periods that do not exist yet; answers only the rows this call created. */
export async function insertMissingSchedules(db: Executor, rows: NewSchedule[]): Promise<ScheduleRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(schedules)
    .values(rows)
    .onConflictDoNothing({ target: [schedules.departmentId, schedules.startOn] })
    .returning();
}

export async function updateSchedule(
  db: Executor,
  id: number,
  values: Partial<Pick<ScheduleRow, "state" | "comments" | "settings">>,
  by: number | null,
  now: Date,
): Promise<ScheduleRow> {
  const [row] = await db
    .update(schedules)
    .set({ ...values, modifiedBy: by, modifiedOn: now })
    .where(eq(schedules.id, id))
    .returning();
  if (!row) throw new Error(`schedule ${id} vanished inside its transaction`);
  return row;
}

/**
 * Schedules the calendar may move (published on or after its first day, current after its last),
 * locked; rows another process holds are skipped, so each move is made by exactly one process.
 */
export async function lockCalendarCandidates(
  db: Executor,
  orgId: number,
  today: string,
): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(schedules)
    .where(
      and(
        eq(schedules.orgId, orgId),
        or(
          and(eq(schedules.state, "published"), sql`${schedules.startOn} <= ${today}`),
          and(eq(schedules.state, "current"), sql`${schedules.endOn} < ${today}`),
        ),
      ),
    )
    .orderBy(asc(schedules.startOn))
    .for("update", { skipLocked: true });
}

/** The latest periods of each department of the organisation, newest last (the selector's list). */
export async function recentPeriods(
  db: Executor,
  orgId: number,
  departmentIds: number[] | null,
  perDepartment = 24,
): Promise<Pick<ScheduleRow, "id" | "departmentId" | "startOn" | "endOn" | "state">[]> {
  const ranked = db
    .select({
      id: schedules.id,
      departmentId: schedules.departmentId,
      startOn: schedules.startOn,
      endOn: schedules.endOn,
      state: schedules.state,
      rank: sql<number>`row_number() over (partition by ${schedules.departmentId} order by ${schedules.startOn} desc)`.as(
        "rank",
      ),
    })
    .from(schedules)
    .where(
      and(
        eq(schedules.orgId, orgId),
        departmentIds ? inArray(schedules.departmentId, departmentIds) : undefined,
      ),
    )
    .as("ranked");
  return db
    .select({
      id: ranked.id,
      departmentId: ranked.departmentId,
      startOn: ranked.startOn,
      endOn: ranked.endOn,
      state: ranked.state,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perDepartment}`)
    .orderBy(asc(ranked.departmentId), asc(ranked.startOn));
}

export async function latestSnapshotId(db: Executor, scheduleId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: snapshots.id })
    .from(snapshots)
    .where(eq(snapshots.scheduleId, scheduleId))
    .orderBy(desc(snapshots.id))
    .limit(1);
  return row?.id ?? null;
}

export async function insertSnapshot(db: Executor, values: typeof snapshots.$inferInsert): Promise<number> {
  const [row] = await db.insert(snapshots).values(values).returning({ id: snapshots.id });
  if (!row) throw new Error("snapshot insert returned nothing");
  return row.id;
}

/** The states of these schedules, by id. */
export async function scheduleStates(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: schedules.id, state: schedules.state })
    .from(schedules)
    .where(inArray(schedules.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.state]));
}

/** Periods of these departments whose state is not among `visibleStates`, overlapping [from, to]. */
export async function periodsNotIn(
  db: Executor,
  orgId: number,
  departmentIds: readonly number[],
  visibleStates: readonly string[],
  range: { from: string; to: string },
): Promise<{ departmentId: number; startOn: string; endOn: string }[]> {
  if (departmentIds.length === 0) return [];
  return db
    .select({ departmentId: schedules.departmentId, startOn: schedules.startOn, endOn: schedules.endOn })
    .from(schedules)
    .where(
      and(
        eq(schedules.orgId, orgId),
        inArray(schedules.departmentId, [...new Set(departmentIds)]),
        visibleStates.length > 0 ? notInArray(schedules.state, [...visibleStates]) : undefined,
        lte(schedules.startOn, range.to),
        gte(schedules.endOn, range.from),
      ),
    );
}

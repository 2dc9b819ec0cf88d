import { and, asc, eq, gte, inArray, isNotNull, lte } from "drizzle-orm";
import type { Executor } from "../db/client";
import { censusRows, dailySchedules, dailyScheduleTypes, departments } from "../db/schema";

export type DailyScheduleRow = typeof dailySchedules.$inferSelect;
export type CensusRowRecord = typeof censusRows.$inferSelect;
export type NewCensusRow = typeof censusRows.$inferInsert;
export type DailyScheduleTypeRow = typeof dailyScheduleTypes.$inferSelect;

export interface DailyScheduleWindow {
  orgId: number;
  departmentId: number;
  typeId?: number;
  from: string;
  to: string;
  /** Only shared daily schedules (what staff see). */
  sharedOnly: boolean;
}

export async function listDailySchedules(
  db: Executor,
  window: DailyScheduleWindow,
): Promise<DailyScheduleRow[]> {
  return db
    .select()
    .from(dailySchedules)
    .where(
      and(
        eq(dailySchedules.orgId, window.orgId),
        eq(dailySchedules.departmentId, window.departmentId),
        window.typeId === undefined ? undefined : eq(dailySchedules.typeId, window.typeId),
        gte(dailySchedules.date, window.from),
        lte(dailySchedules.date, window.to),
        window.sharedOnly ? isNotNull(dailySchedules.sharedOn) : undefined,
      ),
    )
    .orderBy(asc(dailySchedules.date), asc(dailySchedules.typeId));
}

export async function findDailySchedule(
  db: Executor,
  orgId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<DailyScheduleRow | undefined> {
  const query = db
    .select()
    .from(dailySchedules)
    .where(and(eq(dailySchedules.orgId, orgId), eq(dailySchedules.id, id)));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/** Inserts the day's schedule unless one exists; answers the new row or undefined. */
export async function insertDailySchedule(
  db: Executor,
  values: typeof dailySchedules.$inferInsert,
): Promise<DailyScheduleRow | undefined> {
  const [row] = await db
    .insert(dailySchedules)
    .values(values)
    .onConflictDoNothing({
      target: [dailySchedules.departmentId, dailySchedules.typeId, dailySchedules.date],
    })
    .returning();
  return row;
}

export async function updateDailySchedule(
  db: Executor,
  id: number,
  values: Partial<typeof dailySchedules.$inferInsert>,
): Promise<DailyScheduleRow> {
  const [row] = await db.update(dailySchedules).set(values).where(eq(dailySchedules.id, id)).returning();
  if (!row) throw new Error(`daily schedule ${id} vanished inside its transaction`);
  return row;
}

export async function censusOf(
  db: Executor,
  dailyScheduleIds: readonly number[],
): Promise<CensusRowRecord[]> {
  if (dailyScheduleIds.length === 0) return [];
  return db
    .select()
    .from(censusRows)
    .where(inArray(censusRows.dailyScheduleId, [...dailyScheduleIds]))
    .orderBy(asc(censusRows.dailyScheduleId), asc(censusRows.position), asc(censusRows.id));
}

export async function censusRowsByIds(
  db: Executor,
  orgId: number,
  ids: readonly number[],
): Promise<CensusRowRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(censusRows)
    .where(and(eq(censusRows.orgId, orgId), inArray(censusRows.id, [...ids])))
    .for("update");
}

export async function insertCensusRows(db: Executor, rows: NewCensusRow[]): Promise<CensusRowRecord[]> {
  if (rows.length === 0) return [];
  return db.insert(censusRows).values(rows).returning();
}

export async function updateCensusRow(
  db: Executor,
  id: number,
  values: Partial<NewCensusRow>,
): Promise<CensusRowRecord> {
  const [row] = await db.update(censusRows).set(values).where(eq(censusRows.id, id)).returning();
  if (!row) throw new Error(`census row ${id} vanished inside its transaction`);
  return row;
}

export async function findDailyScheduleType(
  db: Executor,
  orgId: number,
  id: number,
): Promise<DailyScheduleTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(dailyScheduleTypes)
    .where(and(eq(dailyScheduleTypes.orgId, orgId), eq(dailyScheduleTypes.id, id)));
  return row;
}

export async function findDepartmentForDaily(
  db: Executor,
  orgId: number,
  id: number,
): Promise<{ id: number; settings: Record<string, unknown> } | undefined> {
  const [row] = await db
    .select({ id: departments.id, settings: departments.settings })
    .from(departments)
    .where(and(eq(departments.orgId, orgId), eq(departments.id, id)));
  return row;
}

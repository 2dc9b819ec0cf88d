import { censusRowForShift, matrixFor, suggestedStaff } from "@rosterly/domain/daily";
import { asc, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { shiftTypes } from "../../db/schema";
import type { CensusRowRecord, DailyScheduleTypeRow } from "../../repositories/daily-schedules";

/** Start times of shift types, earliest first. */
export async function shiftTypeStarts(db: Executor, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ startTime: shiftTypes.startTime })
    .from(shiftTypes)
    .where(inArray(shiftTypes.id, [...ids]))
    .orderBy(asc(shiftTypes.startTime), asc(shiftTypes.id));
  return rows.map((row) => row.startTime);
}

/**
 * The staff the matrix suggests for each census row (`acuityStaff`): each of the daily schedule
 * type's shift types reads the census taken for it (the latest at or before its start); a row
 * reports the suggestion of the earliest shift type it speaks for, null when it speaks for none or
 * the department has no matrix for that shift type.
 */
export async function acuityStaffOf(
  db: Executor,
  type: DailyScheduleTypeRow,
  departmentSettings: Record<string, unknown>,
  rows: readonly CensusRowRecord[],
): Promise<Map<number, number | null>> {
  const result = new Map<number, number | null>(rows.map((row) => [row.id, null]));
  if (type.shiftTypes.length === 0 || rows.length === 0) return result;
  const types = await db
    .select({ id: shiftTypes.id, startTime: shiftTypes.startTime })
    .from(shiftTypes)
    .where(inArray(shiftTypes.id, type.shiftTypes))
    .orderBy(asc(shiftTypes.startTime), asc(shiftTypes.id));
  const assigned = new Set<number>();
  for (const shiftType of types) {
    const index = censusRowForShift(rows, shiftType.startTime);
    const row = rows[index];
    if (!row || assigned.has(row.id)) continue;
    assigned.add(row.id);
    result.set(row.id, suggestedStaff(matrixFor(departmentSettings, shiftType.id), row));
  }
  return result;
}

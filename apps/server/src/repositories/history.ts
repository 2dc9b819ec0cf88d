import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { eventHistory, type HistoryChange, shiftHistory } from "../db/schema";
import { insertAsJson } from "./json-insert";

export interface HistoryEntryRow {
  id: number;
  modifiedBy: number | null;
  modifiedOn: Date;
  newAssigneeId: number | null;
  changes: HistoryChange[];
}

export async function insertShiftHistory(
  db: Executor,
  rows: (typeof shiftHistory.$inferInsert)[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(shiftHistory).values(rows.slice(start, start + 1000));
  }
}

/** The history of thousands of new shifts at once (see json-insert.ts): every row with the same keys. */
export async function insertShiftHistoryInBulk(
  db: Executor,
  rows: (typeof shiftHistory.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.execute(insertAsJson(shiftHistory, rows));
}

export async function insertEventHistory(
  db: Executor,
  rows: (typeof eventHistory.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(eventHistory).values(rows);
}

export async function shiftHistoryOf(
  db: Executor,
  orgId: number,
  shiftId: number,
): Promise<HistoryEntryRow[]> {
  return db
    .select({
      id: shiftHistory.id,
      modifiedBy: shiftHistory.modifiedBy,
      modifiedOn: shiftHistory.modifiedOn,
      newAssigneeId: shiftHistory.newAssigneeId,
      changes: shiftHistory.changes,
    })
    .from(shiftHistory)
    .where(and(eq(shiftHistory.orgId, orgId), eq(shiftHistory.shiftId, shiftId)))
    .orderBy(asc(shiftHistory.id));
}

export async function eventHistoryOf(
  db: Executor,
  orgId: number,
  eventId: number,
): Promise<HistoryEntryRow[]> {
  const rows = await db
    .select({
      id: eventHistory.id,
      modifiedBy: eventHistory.modifiedBy,
      modifiedOn: eventHistory.modifiedOn,
      changes: eventHistory.changes,
    })
    .from(eventHistory)
    .where(and(eq(eventHistory.orgId, orgId), eq(eventHistory.eventId, eventId)))
    .orderBy(asc(eventHistory.id));
  return rows.map((row) => ({ ...row, newAssigneeId: null }));
}

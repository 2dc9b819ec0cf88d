import { receivingShift } from "@rosterly/domain/schedule";
import { insertShiftHistory } from "../../repositories/history";
import { insertShifts, type NewShiftRow, receivedOrigins, type ShiftRow } from "../../repositories/shifts";
import type { ResolvedShift } from "./shift-values";
import { creationChanges, type ShiftSource } from "./shift-history";
import { type WriteContext, writableSchedule } from "../activities/write-context";

export type PlacedShift = ResolvedShift & {
  scheduleId: number;
  originShiftId?: number | null;
  /** The open shift whose seat this shift fills. */
  openShiftId?: number | null;
};

/** Finds each shift's schedule, refusing departments and periods the caller may not change. */
export async function placeShifts(
  ctx: WriteContext,
  shifts: readonly ResolvedShift[],
): Promise<PlacedShift[]> {
  const placed: PlacedShift[] = [];
  for (const shift of shifts) {
    const schedule = await writableSchedule(ctx, shift.departmentId, shift.date);
    placed.push({ ...shift, scheduleId: schedule.id });
  }
  return placed;
}

/** Inserts new shifts with their creation history entries (L-001: history starts with creation). */
export async function insertShiftsWithHistory(
  ctx: Pick<WriteContext, "tx" | "session" | "now">,
  shifts: readonly PlacedShift[],
  source?: ShiftSource,
): Promise<ShiftRow[]> {
  const by = ctx.session.user.id;
  const rows: NewShiftRow[] = shifts.map((shift) => ({
    ...shift,
    orgId: ctx.session.orgId,
    createdBy: by,
    modifiedBy: by,
    createdOn: ctx.now,
    modifiedOn: ctx.now,
  }));
  const created: ShiftRow[] = [];
  for (let start = 0; start < rows.length; start += 1000) {
    created.push(...(await insertShifts(ctx.tx, rows.slice(start, start + 1000))));
  }
  await insertShiftHistory(
    ctx.tx,
    created.map((row) => ({
      orgId: ctx.session.orgId,
      shiftId: row.id,
      modifiedBy: by,
      modifiedOn: ctx.now,
      newAssigneeId: row.newAssigneeId,
      changes: creationChanges(row, source),
    })),
  );
  return created;
}

/**
 * Z-006: a shift given away to someone (`giveaway` with `newAssigneeId`) stays on its owner, and
 * the new assignee receives a shift of their own, made once per given-away shift.
 */
export async function createReceivingShifts(
  ctx: WriteContext,
  rows: readonly ShiftRow[],
): Promise<ShiftRow[]> {
  const candidates = rows.filter((row) => row.giveaway && row.newAssigneeId !== null);
  if (candidates.length === 0) return [];
  const done = await receivedOrigins(
    ctx.tx,
    ctx.session.orgId,
    candidates.map((row) => row.id),
  );
  const receiving: PlacedShift[] = [];
  for (const row of candidates) {
    const template = done.has(row.id) ? null : receivingShift(row);
    if (!template) continue;
    receiving.push({
      date: template.date,
      payrollDate: template.payrollDate,
      typeId: template.typeId,
      departmentId: template.departmentId,
      assigneeId: template.assigneeId,
      newAssigneeId: template.newAssigneeId,
      startTime: template.startTime,
      endTime: template.endTime,
      flags: template.flags,
      comments: template.comments,
      internalComments: template.internalComments,
      obligatory: template.obligatory,
      overtime: template.overtime,
      sitter: template.sitter,
      settings: template.settings,
      onCall: template.onCall,
      available: template.available,
      canceled: template.canceled,
      giveaway: template.giveaway,
      swapped: template.swapped,
      scheduleId: template.scheduleId,
      originShiftId: row.id,
    });
  }
  return insertShiftsWithHistory(ctx, receiving);
}

import type { Executor } from "../../db/client";
import { insertShiftHistory } from "../../repositories/history";
import { type ShiftRow, updateShiftRows } from "../../repositories/shifts";
import type { LiveChange } from "../scheduling/live";
import type { SessionContext } from "../session/context";
import { loadWriteContext, type WriteContext } from "../activities/write-context";
import { insertShiftsWithHistory, type PlacedShift } from "../shifts/persist";
import { shiftChanges } from "../shifts/shift-history";
import { publishShiftChanges } from "../shifts/shift-live";
import type { ShiftPlan } from "./plan";

export interface AppliedPlan {
  ctx: WriteContext;
  /** The shifts rewritten, as they now are. */
  originalShifts: ShiftRow[];
  /** The shifts created. */
  newShifts: ShiftRow[];
}

/**
 * Writes an approval's plan in the approval's transaction, the way the shift services write: one
 * statement for the rewritten shifts with a history entry each, the new shifts with their creation
 * entries, and live `shift` updates for every grid showing them. The request's review is what
 * allows the change, so a published schedule takes it too (staff ask for changes to the schedule
 * they were given); each shift lands in its department's schedule of its (possibly new) date.
 */
export async function applyPlan(
  tx: Executor,
  session: SessionContext,
  now: Date,
  plan: ShiftPlan,
): Promise<AppliedPlan> {
  const people = [
    ...plan.updates.flatMap(({ current, next }) => [current.assigneeId, next.assigneeId]),
    ...plan.creates.map((shift) => shift.assigneeId),
  ];
  const ctx = await loadWriteContext(tx, session, now, people);
  const scheduleOf = async (departmentId: number, date: string) =>
    (await ctx.schedules.forDate(departmentId, date)).id;
  const updates = [];
  for (const { current, next } of plan.updates) {
    const scheduleId =
      next.date === current.date ? current.scheduleId : await scheduleOf(next.departmentId, next.date);
    updates.push({ id: current.id, values: { ...next, scheduleId } });
  }
  const written = await updateShiftRows(tx, session.orgId, updates, session.user.id, now);
  const byId = new Map(written.map((row) => [row.id, row]));
  const history = plan.updates.flatMap(({ current }) => {
    const row = byId.get(current.id);
    const changes = row ? shiftChanges(current, row) : [];
    if (!row || changes.length === 0) return [];
    return [
      {
        orgId: session.orgId,
        shiftId: row.id,
        modifiedBy: session.user.id,
        modifiedOn: now,
        newAssigneeId: row.newAssigneeId !== current.newAssigneeId ? row.newAssigneeId : null,
        changes,
      },
    ];
  });
  if (history.length > 0) await insertShiftHistory(tx, history);
  const placed: PlacedShift[] = [];
  for (const shift of plan.creates)
    placed.push({ ...shift, scheduleId: await scheduleOf(shift.departmentId, shift.date) });
  const created = await insertShiftsWithHistory(ctx, placed);
  const originalShifts = plan.updates.flatMap(({ current }) => {
    const row = byId.get(current.id);
    return row ? [row] : [];
  });
  const live: LiveChange<ShiftRow>[] = [
    ...plan.updates.flatMap(({ current }) => {
      const row = byId.get(current.id);
      return row ? [{ action: "updated" as const, row, alsoDepartmentIds: [current.departmentId] }] : [];
    }),
    ...created.map((row) => ({ action: "created" as const, row })),
  ];
  await publishShiftChanges(ctx, live);
  return { ctx, originalShifts, newShifts: created };
}

import type { ShiftPatch } from "@rosterly/contract";
import { assertEachOnce, reportMissing, SHIFT_KIND } from "../activities/locked-rows";
import { changedValues } from "../activities/changed-values";
import type { DB } from "../../db/client";

import type { Clock } from "../../lib/clock";
import { assertCanEditSchedules, writeScope } from "../../policies/schedule";
import { presentShift, type WireShift } from "../../presenters/shift";
import { insertShiftHistory } from "../../repositories/history";
import { findShifts, type ShiftRow, updateShiftRows } from "../../repositories/shifts";
import type { LiveChange } from "../scheduling/live";
import type { SessionContext } from "../session/context";
import { createReceivingShifts, type PlacedShift, placeShifts } from "./persist";
import { shiftChanges } from "./shift-history";
import { publishShiftChanges, writerPresentation } from "./shift-live";
import { resolveShift } from "./shift-values";
import { FieldErrors } from "../../http/field-errors";
import { loadWriteContext, writableSchedule } from "../activities/write-context";

export type ShiftChange = ShiftPatch & { id: number };

/**
 * PATCH /shifts/{id}/ and /shifts/bulk_update/: partial changes in one transaction, all or nothing.
 * Rows outside the caller's scope are not found (404 for one, 400 naming the item for a list).
 */
export async function updateShifts(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  changes: readonly ShiftChange[],
  options: { single: boolean },
): Promise<WireShift[]> {
  assertCanEditSchedules(session);
  const ids = changes.map((change) => change.id);
  assertEachOnce(ids, SHIFT_KIND);
  return deps.db.transaction(async (tx) => {
    const rows = await findShifts(
      tx,
      { orgId: session.orgId, scope: writeScope(session), ids },
      { lock: true },
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const errors = new FieldErrors();
    reportMissing(changes, byId, errors, SHIFT_KIND, options.single);
    const people = [
      ...rows.map((row) => row.assigneeId),
      ...changes.flatMap((c) => [c.assigneeId ?? 0, c.newAssigneeId ?? 0]),
    ];
    const ctx = await loadWriteContext(tx, session, deps.clock(), people);
    const resolved = changes.map((change, index) => {
      const current = byId.get(change.id) ?? null;
      return {
        current,
        next: resolveShift(change, current, ctx, errors, options.single ? undefined : index),
      };
    });
    errors.throwIfAny();

    // Every row's schedule is looked up (and checked writable) once per period, then the changed
    // rows are written in one statement and their history in one insert.
    const pending = resolved.flatMap(({ current, next }) => (current && next ? [{ current, next }] : []));
    // A shift leaves its schedule too: that one must be writable as well as the one it lands in.
    for (const { current } of pending) await writableSchedule(ctx, current.departmentId, current.date);
    const placed = await placeShifts(
      ctx,
      pending.map(({ next }) => next),
    );
    const changedRows: { current: ShiftRow; values: PlacedShift }[] = [];
    const unchanged = new Map<number, ShiftRow>();
    pending.forEach(({ current }, at) => {
      const values = placed[at];
      if (values && Object.keys(changedValues(current, values)).length > 0)
        changedRows.push({ current, values });
      else unchanged.set(current.id, current);
    });
    const written = new Map(
      (
        await updateShiftRows(
          tx,
          session.orgId,
          changedRows.map(({ current, values }) => ({ id: current.id, values })),
          session.user.id,
          ctx.now,
        )
      ).map((row) => [row.id, row]),
    );
    const history = changedRows.flatMap(({ current }) => {
      const row = written.get(current.id);
      const changes = row ? shiftChanges(current, row) : [];
      if (!row || changes.length === 0) return [];
      return [
        {
          orgId: session.orgId,
          shiftId: row.id,
          modifiedBy: session.user.id,
          modifiedOn: ctx.now,
          newAssigneeId: row.newAssigneeId !== current.newAssigneeId ? row.newAssigneeId : null,
          changes,
        },
      ];
    });
    if (history.length > 0) await insertShiftHistory(tx, history);
    // The answer keeps the order of the request.
    const results: ShiftRow[] = pending.flatMap(({ current }) => {
      const row = written.get(current.id) ?? unchanged.get(current.id);
      return row ? [row] : [];
    });
    const live: LiveChange<ShiftRow>[] = changedRows.flatMap(({ current }) => {
      const row = written.get(current.id);
      return row ? [{ action: "updated" as const, row, alsoDepartmentIds: [current.departmentId] }] : [];
    });
    const received = await createReceivingShifts(ctx, results);
    await publishShiftChanges(ctx, [
      ...live,
      ...received.map((row) => ({ action: "created" as const, row })),
    ]);
    const presentation = writerPresentation(ctx);
    return [...results, ...received].map((row) => presentShift(row, presentation));
  });
}

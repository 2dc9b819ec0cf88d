import type { DB } from "../../db/client";
import { assertAllFound, SHIFT_KIND } from "../activities/locked-rows";

import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";
import { assertCanEditSchedules, writeScope } from "../../policies/schedule";
import { deleteShiftRows, findShifts } from "../../repositories/shifts";
import type { SessionContext } from "../session/context";
import { SHIFT_REFERENCE_CHECKS, type ShiftReferenceCheck, shiftReferences } from "./references";
import { publishShiftChanges } from "./shift-live";
import { loadWriteContext, type WriteContext, writableSchedule } from "../activities/write-context";
import type { ShiftRow } from "../../repositories/shifts";

/** DELETE /shifts/{id}/ and DELETE /shifts/bulk_delete/: all or nothing; referenced shifts block (412). */
export async function deleteShifts(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  ids: readonly number[],
  options: { single: boolean; checks?: readonly ShiftReferenceCheck[] },
): Promise<void> {
  assertCanEditSchedules(session);
  await deps.db.transaction(async (tx) => {
    const rows = await findShifts(
      tx,
      { orgId: session.orgId, scope: writeScope(session), ids },
      { lock: true },
    );
    assertAllFound(rows, ids, SHIFT_KIND, options.single);
    const ctx = await loadWriteContext(tx, session, deps.clock(), []);
    await deleteShiftsIn(ctx, rows, options.checks);
  });
}

/**
 * Deletes locked shift rows inside the caller's transaction: each schedule must allow it, and a
 * shift that requests or open shifts refer to blocks the whole batch (412).
 */
export async function deleteShiftsIn(
  ctx: WriteContext,
  rows: readonly ShiftRow[],
  checks: readonly ShiftReferenceCheck[] = SHIFT_REFERENCE_CHECKS,
): Promise<void> {
  if (rows.length === 0) return;
  const found = new Set(rows.map((row) => row.id));
  for (const row of rows) await writableSchedule(ctx, row.departmentId, row.date);
  const referenced = await shiftReferences(ctx.tx, ctx.session.orgId, [...found], checks);
  if (referenced.size > 0) throw Errors.precondition("errors.precondition.shift_referenced");
  await deleteShiftRows(ctx.tx, ctx.session.orgId, [...found]);
  await publishShiftChanges(
    ctx,
    rows.map((row) => ({ action: "deleted", row })),
  );
}

import type { DB } from "../../db/client";
import { assertAllFound, SHIFT_KIND } from "../activities/locked-rows";

import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";
import { assertCanEditSchedules, writeScope } from "../../policies/schedule";
import { deleteShiftRows, findShifts } from "../../repositories/shifts";
import type { SessionContext } from "../session/context";
import { SHIFT_REFERENCE_CHECKS, type ShiftReferenceCheck, shiftReferences } from "./references";
import { publishShiftChanges } from "./shift-live";
import { loadWriteContext, writableSchedule } from "../activities/write-context";

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
    const found = new Set(rows.map((row) => row.id));
    const ctx = await loadWriteContext(tx, session, deps.clock(), []);
    for (const row of rows) await writableSchedule(ctx, row.departmentId, row.date);
    const referenced = await shiftReferences(
      tx,
      session.orgId,
      [...found],
      options.checks ?? SHIFT_REFERENCE_CHECKS,
    );
    if (referenced.size > 0) throw Errors.precondition("errors.precondition.shift_referenced");
    await deleteShiftRows(tx, session.orgId, [...found]);
    await publishShiftChanges(
      ctx,
      rows.map((row) => ({ action: "deleted", row })),
    );
  });
}

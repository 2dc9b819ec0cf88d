import type { DB } from "../../db/client";
import { assertAllFound, EVENT_KIND } from "../activities/locked-rows";

import type { Clock } from "../../lib/clock";
import { assertCanEditSchedules, writeScope } from "../../policies/schedule";
import { deleteEventRows, findEvents } from "../../repositories/events";
import type { SessionContext } from "../session/context";
import { loadWriteContext } from "../activities/write-context";
import { assertEventWritable } from "./create-events";
import { publishEventChanges } from "./event-live";

/** DELETE /events/{id}/ and DELETE /events/bulk_delete/: all or nothing. */
export async function deleteEvents(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  ids: readonly number[],
  options: { single: boolean },
): Promise<void> {
  assertCanEditSchedules(session);
  await deps.db.transaction(async (tx) => {
    const rows = await findEvents(
      tx,
      { orgId: session.orgId, scope: writeScope(session), ids },
      { lock: true },
    );
    assertAllFound(rows, ids, EVENT_KIND, options.single);
    const found = new Set(rows.map((row) => row.id));
    const ctx = await loadWriteContext(tx, session, deps.clock(), []);
    for (const row of rows) await assertEventWritable(ctx, row);
    await deleteEventRows(tx, session.orgId, [...found]);
    await publishEventChanges(
      ctx,
      rows.map((row) => ({ action: "deleted", row })),
    );
  });
}

import type { EventPatch } from "@rosterly/contract";
import { assertEachOnce, EVENT_KIND, reportMissing } from "../activities/locked-rows";
import { changedValues } from "../activities/changed-values";
import type { DB } from "../../db/client";

import type { Clock } from "../../lib/clock";
import { assertCanEditSchedules, writeScope } from "../../policies/schedule";
import { presentEvent, type WireEvent } from "../../presenters/event";
import { type EventRow, findEvents, updateEventRow } from "../../repositories/events";
import type { LiveChange } from "../scheduling/live";
import type { SessionContext } from "../session/context";
import { FieldErrors } from "../../http/field-errors";
import { loadWriteContext } from "../activities/write-context";
import { assertEventWritable } from "./create-events";
import { eventWriterPresentation, publishEventChanges, recordEventHistory } from "./event-live";
import { resolveEvent } from "./event-values";

export type EventChange = EventPatch & { id: number };

/** PATCH /events/{id}/ and /events/bulk_update/: all or nothing, like shifts. */
export async function updateEvents(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  changes: readonly EventChange[],
  options: { single: boolean },
): Promise<WireEvent[]> {
  assertCanEditSchedules(session);
  const ids = changes.map((change) => change.id);
  assertEachOnce(ids, EVENT_KIND);
  return deps.db.transaction(async (tx) => {
    const rows = await findEvents(
      tx,
      { orgId: session.orgId, scope: writeScope(session), ids },
      { lock: true },
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const errors = new FieldErrors();
    reportMissing(changes, byId, errors, EVENT_KIND, options.single);
    const people = [...rows.map((row) => row.assigneeId), ...changes.map((change) => change.assigneeId ?? 0)];
    const ctx = await loadWriteContext(tx, session, deps.clock(), people);
    const resolved = changes.map((change, index) => {
      const current = byId.get(change.id) ?? null;
      return {
        current,
        next: resolveEvent(change, current, ctx, errors, options.single ? undefined : index),
      };
    });
    errors.throwIfAny();
    const results: EventRow[] = [];
    const history: [EventRow, EventRow][] = [];
    const live: LiveChange<EventRow>[] = [];
    for (const { current, next } of resolved) {
      if (!current || !next) continue;
      await assertEventWritable(ctx, current);
      await assertEventWritable(ctx, next);
      const changed = changedValues(current, next);
      if (Object.keys(changed).length === 0) {
        results.push(current);
        continue;
      }
      const row = await updateEventRow(tx, current.id, changed, session.user.id, ctx.now);
      results.push(row);
      history.push([current, row]);
      live.push({ action: "updated", row, alsoDepartmentIds: [current.departmentId] });
    }
    await recordEventHistory(ctx, history);
    await publishEventChanges(ctx, live);
    const presentation = eventWriterPresentation(ctx);
    return results.map((row) => presentEvent(row, presentation));
  });
}

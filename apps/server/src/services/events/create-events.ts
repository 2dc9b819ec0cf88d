import type { EventInput } from "@rosterly/contract";
import type { DB } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { assertCanEditSchedules } from "../../policies/schedule";
import { presentEvent, type WireEvent } from "../../presenters/event";
import { insertEvents } from "../../repositories/events";
import type { SessionContext } from "../session/context";
import { FieldErrors } from "../../http/field-errors";
import { loadWriteContext, type WriteContext, writableSchedule } from "../activities/write-context";
import { eventWriterPresentation, publishEventChanges, recordEventHistory } from "./event-live";
import { type ResolvedEvent, resolveEvent } from "./event-values";

/** Every period an event's dates touch must be open for changes. */
export async function assertEventWritable(
  ctx: WriteContext,
  event: Pick<ResolvedEvent, "departmentId" | "dates">,
): Promise<void> {
  for (const date of event.dates) await writableSchedule(ctx, event.departmentId, date);
}

/** POST /events/: events made by management are approved at once (Y-027). */
export async function createEvents(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  inputs: readonly EventInput[],
): Promise<WireEvent[]> {
  assertCanEditSchedules(session);
  if (inputs.length === 0) return [];
  return deps.db.transaction(async (tx) => {
    const ctx = await loadWriteContext(
      tx,
      session,
      deps.clock(),
      inputs.map((input) => input.assigneeId),
    );
    const errors = new FieldErrors();
    const resolved: ResolvedEvent[] = [];
    inputs.forEach((input, index) => {
      const event = resolveEvent(input, null, ctx, errors, index);
      if (event) resolved.push(event);
    });
    errors.throwIfAny();
    for (const event of resolved) await assertEventWritable(ctx, event);
    const by = session.user.id;
    const rows = await insertEvents(
      tx,
      resolved.map((event) => ({
        ...event,
        orgId: session.orgId,
        state: "approved",
        createdBy: by,
        modifiedBy: by,
        createdOn: ctx.now,
        modifiedOn: ctx.now,
      })),
    );
    await recordEventHistory(
      ctx,
      rows.map((row) => [null, row] as const),
    );
    await publishEventChanges(
      ctx,
      rows.map((row) => ({ action: "created", row })),
    );
    const presentation = eventWriterPresentation(ctx);
    return rows.map((row) => presentEvent(row, presentation));
  });
}

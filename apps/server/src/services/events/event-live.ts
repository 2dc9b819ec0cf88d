import type { HistoryChange } from "../../db/schema";
import { viewerOf } from "../../policies/schedule";
import { type EventPresentation, presentEvent } from "../../presenters/event";
import type { EventRow } from "../../repositories/events";
import { insertEventHistory } from "../../repositories/history";
import { ScheduleAudience } from "../scheduling/audience";
import { type LiveChange, publishRowChanges } from "../scheduling/live";
import type { WriteContext } from "../shifts/write-context";

export function eventWriterPresentation(ctx: WriteContext): EventPresentation {
  return { viewer: viewerOf(ctx.session), eventTypes: ctx.eventTypes };
}

/** Live `event` updates for every grid showing the events, each person's own view of them. */
export async function publishEventChanges(
  ctx: WriteContext,
  changes: readonly LiveChange<EventRow>[],
): Promise<void> {
  if (changes.length === 0) return;
  const audience = await ScheduleAudience.load(ctx.tx, ctx.session.orgId);
  await publishRowChanges(ctx.tx, ctx.session.orgId, "event", audience, changes, (row, viewer) =>
    presentEvent(row, { viewer, eventTypes: ctx.eventTypes }),
  );
}

/** L-003: the event timeline follows dates, state and type, from creation. */
export function eventChanges(before: EventRow | null, after: EventRow): HistoryChange[] {
  const tracked: [string, unknown, unknown][] = [
    ["dates", before?.dates ?? null, after.dates],
    ["state", before?.state ?? null, after.state],
    ["type", before?.typeId ?? null, after.typeId],
  ];
  const changes = tracked
    .filter(([, old, now]) => JSON.stringify(old) !== JSON.stringify(now))
    .map(([field, old, now]) => ({ field, old, new: now }));
  return before ? changes : [{ field: "created", old: null, new: true }, ...changes];
}

export async function recordEventHistory(
  ctx: WriteContext,
  pairs: readonly [EventRow | null, EventRow][],
): Promise<void> {
  const rows = pairs.flatMap(([before, after]) => {
    const changes = eventChanges(before, after);
    return changes.length === 0
      ? []
      : [
          {
            orgId: ctx.session.orgId,
            eventId: after.id,
            modifiedBy: ctx.session.user.id,
            modifiedOn: ctx.now,
            changes,
          },
        ];
  });
  await insertEventHistory(ctx.tx, rows);
}

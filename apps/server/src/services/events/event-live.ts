import type { HistoryChange } from "../../db/schema";
import { staffVisibleStates } from "@rosterly/domain/schedule";
import { viewerOf } from "../../policies/schedule";
import { type EventPresentation, presentEvent } from "../../presenters/event";
import type { EventRow } from "../../repositories/events";
import { insertEventHistory } from "../../repositories/history";
import { periodsNotIn } from "../../repositories/schedules";
import { ScheduleAudience } from "../scheduling/audience";
import { type LiveChange, publishRowChanges } from "../scheduling/live";
import type { WriteContext } from "../activities/write-context";

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
  const spans = changes.map((change) => datesSpan(change.row.dates));
  const hidden = await periodsNotIn(
    ctx.tx,
    ctx.session.orgId,
    changes.map((change) => change.row.departmentId),
    staffVisibleStates(ctx.org.states),
    {
      from: spans.map((span) => span.from).sort()[0] ?? "",
      to:
        spans
          .map((span) => span.to)
          .sort()
          .at(-1) ?? "",
    },
  );
  // Staff hear of their own entries; of colleagues' only outside periods hidden from them (F-009).
  const inHiddenPeriod = (row: EventRow) => {
    const span = datesSpan(row.dates);
    return hidden.some(
      (period) =>
        period.departmentId === row.departmentId && period.startOn <= span.to && period.endOn >= span.from,
    );
  };
  await publishRowChanges(
    ctx.tx,
    ctx.session.orgId,
    "event",
    audience,
    changes,
    (row, viewer) => presentEvent(row, { viewer, eventTypes: ctx.eventTypes }),
    (row, staffUserId) => staffUserId === row.assigneeId || !inHiddenPeriod(row),
  );
}

function datesSpan(dates: readonly string[]): { from: string; to: string } {
  const sorted = [...dates].sort();
  return { from: sorted[0] ?? "", to: sorted.at(-1) ?? "" };
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

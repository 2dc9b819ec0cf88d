import { approval, type EventListQuery, type HistoryEntry, toWire, type Wire } from "@rosterly/contract";
import { presentApproval } from "../../presenters/request";
import { approvalsOf, receiptsOfSteps } from "../../repositories/requests";
import { fieldError, fieldErrorWith } from "../../http/field-errors";
import { isIsoDate } from "@rosterly/domain/fields";
import { diffDays } from "@rosterly/domain/time";
import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import { offsetOf } from "../../http/pagination";
import { assertCanSeeActivityHistory, assertCanViewSchedules } from "../../policies/schedule";
import { presentEvent, type WireEvent } from "../../presenters/event";
import { presentHistoryEntry } from "../../presenters/history";
import { type EventRow, findEvents, listEvents } from "../../repositories/events";
import { eventHistoryOf } from "../../repositories/history";
import { fullNames } from "../../repositories/scheduling-config";
import { MAX_RANGE_DAYS } from "../shifts/list-shifts";
import { readScope } from "../scheduling/context";
import type { SessionContext } from "../session/context";
import { eventPresentationFor } from "./viewing";

/** GET /events/: events of the caller's scope, by department and dates (page size up to 500). */
export async function listEventsFor(
  db: Executor,
  session: SessionContext,
  query: EventListQuery,
): Promise<{ count: number; results: WireEvent[] }> {
  assertCanViewSchedules(session);
  let from: string | undefined;
  let to: string | undefined;
  if (query.between) {
    [from, to] = query.between;
    if (!isIsoDate(from) || !isIsoDate(to)) throw fieldError("between", "validation.date_range");
    if (to < from) throw fieldError("between", "validation.range_order");
    if (diffDays(to, from) > MAX_RANGE_DAYS)
      throw fieldErrorWith("between", "validation.range_days", { max: MAX_RANGE_DAYS });
  } else if (query.dept_id === undefined && query.assignee_id === undefined && query.ids === undefined) {
    throw fieldErrorWith("between", "validation.list_query", {
      choices: "between, dept_id, assignee_id, ids",
    });
  }
  const page = { page: query.page, pageSize: query.page_size };
  const { rows, count } = await listEvents(
    db,
    {
      orgId: session.orgId,
      scope: readScope(session),
      departmentId: query.dept_id,
      assigneeId: query.assignee_id,
      ids: query.ids,
      from,
      to,
    },
    { limit: page.pageSize, offset: offsetOf(page) },
  );
  const presentation = await eventPresentationFor(db, session);
  return { count, results: rows.map((row) => presentEvent(row, presentation)) };
}

export async function visibleEvent(db: Executor, session: SessionContext, id: number): Promise<EventRow> {
  assertCanViewSchedules(session);
  const [row] = await findEvents(db, {
    orgId: session.orgId,
    scope: readScope(session),
    ids: [id],
  });
  if (!row) throw Errors.notFound("errors.not_found.event");
  return row;
}

/**
 * GET /events/{id}/: a time-off request shows its review steps (K-004) to its assignee and to
 * management, like the request paths do.
 */
export async function getEvent(db: Executor, session: SessionContext, id: number): Promise<WireEvent> {
  const row = await visibleEvent(db, session, id);
  const presented = presentEvent(row, await eventPresentationFor(db, session));
  if (session.classification === "staff" && row.assigneeId !== session.user.id) return presented;
  const steps = (await approvalsOf(db, session.orgId, "event", [id])).get(id) ?? [];
  if (steps.length === 0) return presented;
  const receipts = await receiptsOfSteps(
    db,
    session.orgId,
    steps.map((step) => step.id),
  );
  return {
    ...presented,
    approvals: steps.map((step) => toWire(approval, presentApproval(step, receipts.get(step.id)))),
  };
}

/** GET /events/{id}/history/: creation, then changes to dates, state and type (L-003). */
export async function getEventHistory(
  db: Executor,
  session: SessionContext,
  id: number,
): Promise<Wire<HistoryEntry>[]> {
  const row = await visibleEvent(db, session, id);
  assertCanSeeActivityHistory(session, row, "events");
  const entries = await eventHistoryOf(db, session.orgId, id);
  const names = await fullNames(db, [
    ...new Set(entries.flatMap((entry) => (entry.modifiedBy === null ? [] : [entry.modifiedBy]))),
  ]);
  return entries.map((entry) => presentHistoryEntry(entry, names));
}

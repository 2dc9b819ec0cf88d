import type { EventRequestCreateBody, ShiftRequestCreateBody, SwapCreateBody } from "@rosterly/contract";
import { checkSplitRequest } from "@rosterly/domain/requests";
import type { ValidatorResult } from "@rosterly/domain/schedule";
import { addDays } from "@rosterly/domain/time";
import type { DB } from "../../db/client";
import type { RequestedShiftRecord, SplitPartRecord } from "../../db/schema";
import { fieldError, fieldErrorWith } from "../../http/field-errors";
import type { Clock } from "../../lib/clock";
import { assertCanAskTimeOff, assertCanViewRequests, assertOwnRequestSubject } from "../../policies/requests";
import type { WireRequestDetail } from "../../presenters/request";
import { type EventRow, insertEvents } from "../../repositories/events";
import {
  insertApproval,
  insertShiftRequest,
  insertSwap,
  type LoadedRequest,
  type ShiftRequestRow,
  type SwapRow,
} from "../../repositories/requests";
import type { ShiftRow } from "../../repositories/shifts";
import { storedTime } from "../shifts/shift-values";
import { loadWriteContext } from "../activities/write-context";
import { publishEventChanges, recordEventHistory } from "../events/event-live";
import { schedulingContext } from "../scheduling/context";
import type { SessionContext } from "../session/context";
import { RequestAudience } from "./audience";
import { planFindings } from "./findings";
import { namedOf } from "./load";
import { planOfRequest } from "./planning";
import { presentLoaded } from "./read";
import {
  assertNoAwaitingRequest,
  counterpartProblem,
  isUpcomingWork,
  loadSendingContext,
  profilesOf,
  type SendingContext,
  shiftStart,
  visibleShifts,
} from "./sending";
import { announce, tell } from "./transitions";

type Deps = { db: DB; clock: Clock };

/** The shift as the request records it, with its `modifiedOn` to notice later changes. */
function snapshot(shift: ShiftRow): RequestedShiftRecord {
  return {
    id: shift.id,
    assigneeId: shift.assigneeId,
    date: shift.date,
    typeId: shift.typeId,
    startTime: shift.startTime,
    endTime: shift.endTime,
    flags: shift.flags,
    modifiedOn: shift.modifiedOn.toISOString(),
  };
}

/** The requester's own upcoming working shift, or a refusal naming the field. */
function ownShift(
  ctx: SendingContext,
  shifts: ReadonlyMap<number, ShiftRow>,
  id: number,
  field: string,
): ShiftRow {
  const shift = shifts.get(id);
  if (shift && shift.assigneeId !== ctx.session.user.id)
    assertOwnRequestSubject(ctx.session, shift.assigneeId);
  if (!shift || !isUpcomingWork(ctx, shift)) throw fieldError(field, "validation.own_shift");
  return shift;
}

/**
 * The request's first review step (Y-028: the department's scheduler, or an operator), its
 * notices (the reviewer is asked to review, the people it names are told) and its live update;
 * answers the request with the findings approving it would leave.
 */
async function open(
  ctx: SendingContext,
  audience: RequestAudience,
  request: LoadedRequest,
  reviewerId: number | null,
): Promise<WireRequestDetail> {
  const me = ctx.session.user.id;
  const step = await insertApproval(ctx.tx, {
    orgId: ctx.session.orgId,
    contentType: request.contentType,
    objectId: request.row.id,
    approved: null,
    reviewerId,
    state: request.row.state,
    createdBy: me,
    modifiedBy: me,
    createdOn: ctx.now,
    modifiedOn: ctx.now,
  });
  const opened = { ...request, approvals: [step] };
  await tell(ctx.tx, opened, step, "notifications.request_submitted", [reviewerId], me, ctx.now);
  await tell(ctx.tx, opened, step, "notifications.request_named", namedOf(opened), me, ctx.now);
  await announce(ctx.tx, opened, step, "created", audience);
  const plan = await planOfRequest(ctx.tx, ctx.session.orgId, opened, ctx.flags);
  const findings =
    plan === "changed"
      ? []
      : ((
          await planFindings(
            ctx.tx,
            ctx.session,
            await schedulingContext(ctx.tx, ctx.session.orgId),
            [plan],
            ctx.now,
          )
        )[0] ?? []);
  return presentLoaded(ctx.tx, ctx.session.orgId, opened, findings);
}

const audit = (ctx: SendingContext) => ({
  orgId: ctx.session.orgId,
  createdBy: ctx.session.user.id,
  modifiedBy: ctx.session.user.id,
  createdOn: ctx.now,
  modifiedOn: ctx.now,
});

/** What a swap would record, after every check but the one for requests already waiting. */
async function prepareSwap(
  ctx: SendingContext,
  body: SwapCreateBody,
): Promise<Omit<SwapRow, "id" | "state">> {
  const { session } = ctx;
  const shifts = await visibleShifts(ctx, [body.sourceShiftId, body.targetShiftId]);
  const source = ownShift(ctx, shifts, body.sourceShiftId, "source_shift_id");
  const target = shifts.get(body.targetShiftId);
  const profiles = await profilesOf(ctx, [session.user.id, target?.assigneeId ?? 0]);
  if (
    !target ||
    target.departmentId !== source.departmentId ||
    !isUpcomingWork(ctx, target) ||
    counterpartProblem(ctx, profiles, session.user.id, target.assigneeId, source.departmentId) !== null
  )
    throw fieldError("target_shift_id", "validation.swap_partner");
  const cutoff = ctx.now.getTime() + ctx.rules.swapCutoffHours * 3_600_000;
  if ([source, target].some((shift) => (shiftStart(ctx, shift)?.getTime() ?? 0) <= cutoff))
    throw fieldErrorWith("source_shift_id", "validation.swap_cutoff", { max: ctx.rules.swapCutoffHours });
  return {
    ...audit(ctx),
    departmentId: source.departmentId,
    scheduleId: source.scheduleId,
    sourceUserId: session.user.id,
    targetUserId: target.assigneeId,
    sourceShiftId: source.id,
    targetShiftId: target.id,
    sourceShift: snapshot(source),
    targetShift: snapshot(target),
    firstDate: [source.date, target.date].sort()[0] ?? source.date,
    title: "",
    comments: body.comments ?? "",
  };
}

/** POST /swaps/ (K-003, Y-028): the caller's upcoming shift for a colleague's. */
export async function createSwap(
  deps: Deps,
  session: SessionContext,
  body: SwapCreateBody,
): Promise<WireRequestDetail> {
  assertCanViewRequests(session);
  return deps.db.transaction(async (tx) => {
    const ctx = await loadSendingContext(tx, session, deps.clock());
    const values = await prepareSwap(ctx, body);
    await assertNoAwaitingRequest(ctx, [values.sourceShiftId, values.targetShiftId]);
    const audience = await RequestAudience.load(tx, session.orgId);
    const review = audience.firstReview(values.departmentId);
    const row = await insertSwap(tx, { ...values, state: review.state });
    return open(ctx, audience, { contentType: "swap", row, approvals: [] }, review.reviewerId);
  });
}

const ENABLED = {
  giveaway: "giveawayEnabled",
  reschedule: "rescheduleEnabled",
  split: "splitEnabled",
} as const;

/** What a shift request would record, after every check but the one for requests already waiting. */
async function prepareShiftRequest(
  ctx: SendingContext,
  body: ShiftRequestCreateBody,
): Promise<Omit<ShiftRequestRow, "id" | "state">> {
  const { session } = ctx;
  if (!ctx.rules[ENABLED[body.requestType]])
    throw fieldError("request_type", "validation.request_type_disabled");
  const shift = ownShift(ctx, await visibleShifts(ctx, [body.shiftId]), body.shiftId, "shift_id");
  let newAssigneeId: number | null = null;
  let date = shift.date;
  let splits: SplitPartRecord[] = [];
  if (body.requestType === "giveaway") {
    newAssigneeId = body.newAssigneeId ?? null;
    if (newAssigneeId !== null) {
      const profiles = await profilesOf(ctx, [session.user.id, newAssigneeId]);
      if (counterpartProblem(ctx, profiles, session.user.id, newAssigneeId, shift.departmentId) !== null)
        throw fieldError("new_assignee_id", "validation.request_counterpart");
    }
  } else if (body.requestType === "reschedule") {
    date = body.date;
    if (date === shift.date) throw fieldError("date", "validation.new_date");
    if (date < ctx.today) throw fieldError("date", "validation.date_not_past");
  } else {
    const check = checkSplitRequest(shift, body.splits);
    if (!check.ok) throw fieldError("splits", "validation.split_parts");
    const profiles = await profilesOf(ctx, [session.user.id, ...body.splits.map((part) => part.assigneeId)]);
    body.splits.forEach((part, index) => {
      if (
        index > 0 &&
        counterpartProblem(ctx, profiles, session.user.id, part.assigneeId, shift.departmentId) !== null
      )
        throw fieldError(`splits.${index}.assignee_id`, "validation.request_counterpart");
    });
    splits = check.parts.map((part, index) => ({
      id: index + 1,
      assigneeId: part.assigneeId,
      startTime: part.startTime,
      endTime: part.endTime,
    }));
  }
  return {
    ...audit(ctx),
    requestType: body.requestType,
    departmentId: shift.departmentId,
    scheduleId: shift.scheduleId,
    assigneeId: session.user.id,
    shiftId: shift.id,
    shift: snapshot(shift),
    newAssigneeId,
    date,
    firstDate: [shift.date, date].sort()[0] ?? shift.date,
    splits,
    title: "",
    comments: body.comments ?? "",
  };
}

/** POST /shift-requests/ (K-003, Y-028): give away, move or split the caller's upcoming shift. */
export async function createShiftRequest(
  deps: Deps,
  session: SessionContext,
  body: ShiftRequestCreateBody,
): Promise<WireRequestDetail> {
  assertCanViewRequests(session);
  return deps.db.transaction(async (tx) => {
    const ctx = await loadSendingContext(tx, session, deps.clock());
    const values = await prepareShiftRequest(ctx, body);
    await assertNoAwaitingRequest(ctx, [values.shiftId]);
    const audience = await RequestAudience.load(tx, session.orgId);
    const review = audience.firstReview(values.departmentId);
    const row = await insertShiftRequest(tx, { ...values, state: review.state });
    return open(ctx, audience, { contentType: "shiftrequest", row, approvals: [] }, review.reviewerId);
  });
}

/** Why the caller may not ask for this kind of time off, or null. */
function eventTypeRefused(ctx: SendingContext, typeId: number): boolean {
  const type = ctx.eventTypes.get(typeId);
  if (!type || type.obsolete || type.adminOnly) return true;
  return ctx.rules.requestableEventTypes !== null && !ctx.rules.requestableEventTypes.includes(typeId);
}

/** What a time-off request would record. */
async function prepareEventRequest(
  ctx: SendingContext,
  body: EventRequestCreateBody,
): Promise<
  Omit<EventRow, "id" | "state" | "approvals"> & { orgId: number; firstDate: string; lastDate: string }
> {
  const { session } = ctx;
  const me = (await profilesOf(ctx, [session.user.id])).get(session.user.id);
  const departmentId = assertCanAskTimeOff(session, me);
  if (eventTypeRefused(ctx, body.typeId))
    throw fieldError("type_id", "validation.not_requestable_event_type");
  const dates = [...new Set(body.dates)].sort();
  const earliest = addDays(ctx.today, ctx.rules.eventMinNoticeDays);
  if ((dates[0] ?? "") < earliest)
    throw ctx.rules.eventMinNoticeDays > 0
      ? fieldErrorWith("dates", "validation.notice_days", { min: ctx.rules.eventMinNoticeDays })
      : fieldError("dates", "validation.date_not_past");
  const startTime = body.startTime ? storedTime(body.startTime) : null;
  const endTime = body.endTime ? storedTime(body.endTime) : null;
  if ((startTime === null) !== (endTime === null)) throw fieldError("end_time", "validation.hours_pair");
  if (startTime !== null && startTime === endTime) throw fieldError("end_time", "validation.same_start_end");
  return {
    ...audit(ctx),
    assigneeId: session.user.id,
    departmentId,
    typeId: body.typeId,
    dates,
    firstDate: dates[0] ?? ctx.today,
    lastDate: dates.at(-1) ?? ctx.today,
    flags: [],
    title: "",
    comments: body.comments ?? "",
    startTime,
    endTime,
  };
}

/** POST /events/request/ (Y-027, Y-028): time off asked for by the caller, in their department. */
export async function createEventRequest(
  deps: Deps,
  session: SessionContext,
  body: EventRequestCreateBody,
): Promise<WireRequestDetail> {
  assertCanViewRequests(session);
  return deps.db.transaction(async (tx) => {
    const ctx = await loadSendingContext(tx, session, deps.clock());
    const values = await prepareEventRequest(ctx, body);
    const audience = await RequestAudience.load(tx, session.orgId);
    const review = audience.firstReview(values.departmentId);
    const [row] = await insertEvents(tx, [{ ...values, state: review.state }]);
    if (!row) throw new Error("insert returned no row");
    const write = await loadWriteContext(tx, session, ctx.now, [session.user.id]);
    await recordEventHistory(write, [[null, row]]);
    await publishEventChanges(write, [{ action: "created", row }]);
    return open(ctx, audience, { contentType: "event", row, approvals: [] }, review.reviewerId);
  });
}

/** A request not sent yet, as the plans read it (no id, no review step). */
const DRAFT = { id: 0, state: "pending_scheduler_approval" } as const;

/**
 * POST /swaps/validate/, /shift-requests/validate/, /events/request/validate/ (C-017): the same
 * checks as sending, then the findings the request would leave if approved, without saving it.
 * Staff get time conflicts, overtime and consecutive shifts of their own schedule.
 */
export async function validateRequest(
  deps: Deps,
  session: SessionContext,
  draft:
    | { contentType: "swap"; body: SwapCreateBody }
    | { contentType: "shiftrequest"; body: ShiftRequestCreateBody }
    | { contentType: "event"; body: EventRequestCreateBody },
): Promise<ValidatorResult[]> {
  assertCanViewRequests(session);
  return deps.db.transaction(async (tx) => {
    const ctx = await loadSendingContext(tx, session, deps.clock());
    let request: LoadedRequest;
    if (draft.contentType === "swap") {
      const values = await prepareSwap(ctx, draft.body);
      request = {
        contentType: "swap",
        row: { ...values, ...DRAFT },
        approvals: [],
      };
    } else if (draft.contentType === "shiftrequest") {
      const values = await prepareShiftRequest(ctx, draft.body);
      request = {
        contentType: "shiftrequest",
        row: {
          ...values,
          ...DRAFT,
          scheduleId: values.scheduleId ?? null,
          newAssigneeId: values.newAssigneeId ?? null,
        },
        approvals: [],
      };
    } else {
      const values = await prepareEventRequest(ctx, draft.body);
      request = {
        contentType: "event",
        row: {
          ...values,
          ...DRAFT,
          approvals: [],
          startTime: values.startTime ?? null,
          endTime: values.endTime ?? null,
        },
        approvals: [],
      };
    }
    const plan = await planOfRequest(tx, session.orgId, request, ctx.flags);
    if (plan === "changed") return [];
    const context = await schedulingContext(tx, session.orgId);
    return (await planFindings(tx, session, context, [plan], ctx.now))[0] ?? [];
  });
}

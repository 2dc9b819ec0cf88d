import type { ReviewResult, Wire } from "@rosterly/contract";
import { isAwaitingReview } from "@rosterly/domain/requests";
import { indexFlags } from "@rosterly/domain/schedule";
import type { DB, Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import { FieldErrors, fieldError, fieldErrorWith } from "../../http/field-errors";
import type { Clock } from "../../lib/clock";
import {
  assertCanDecide,
  assertCanEscalate,
  assertCanTakeOver,
  assertRequestVisible,
} from "../../policies/requests";
import { presentShift } from "../../presenters/shift";
import {
  type ApprovalRow,
  insertApproval,
  type LoadedRequest,
  type RequestContentType,
  setShiftRequestState,
  swapJobTypesOf,
  updateApproval,
} from "../../repositories/requests";
import { flagsOf, staffProfiles } from "../../repositories/scheduling-config";
import type { ShiftRow } from "../../repositories/shifts";
import type { SessionContext } from "../session/context";
import { writerPresentation } from "../shifts/shift-live";
import { RequestAudience } from "./audience";
import { applyPlan } from "./effects";
import { currentStep, factsOf, loadRequest, namedOf, requesterOf } from "./load";
import { planOfRequest, type ReviewTouches } from "./planning";
import { findingsOfRequest, presentLoaded } from "./read";
import { counterpartProblem } from "./sending";
import { announce, eventStateChanged, setRequestState, tell } from "./transitions";

type Deps = { db: DB; clock: Clock };

/** A review action's working set: the locked request, the caller, the moment, the audience. */
interface Review {
  tx: Executor;
  session: SessionContext;
  now: Date;
  request: LoadedRequest;
  step: ApprovalRow;
}

/** Locks the request and checks the caller may see it; then `act` decides and writes. */
async function reviewing(
  deps: Deps,
  session: SessionContext,
  contentType: RequestContentType,
  id: number,
  act: (review: Review) => Promise<Wire<ReviewResult>>,
): Promise<Wire<ReviewResult>> {
  return deps.db.transaction(async (tx) => {
    const request = await loadRequest(tx, session.orgId, contentType, id, { lock: true });
    assertRequestVisible(session, factsOf(request));
    const step = currentStep(request);
    if (!step) throw Errors.notFound("errors.not_found.request");
    return act({ tx, session, now: deps.clock(), request, step });
  });
}

/** The answer of every review action: the request as it now is and the shifts its effect wrote. */
async function result(
  review: Review,
  request: LoadedRequest,
  shifts: {
    originalShifts: ShiftRow[];
    newShifts: ShiftRow[];
    presentation?: ReturnType<typeof writerPresentation>;
  },
): Promise<Wire<ReviewResult>> {
  const errors = isAwaitingReview(request.row.state)
    ? await findingsOfRequest(review.tx, review.session, request, review.now)
    : [];
  const { presentation } = shifts;
  return {
    request: await presentLoaded(review.tx, review.session.orgId, request, errors),
    original_shifts: presentation ? shifts.originalShifts.map((row) => presentShift(row, presentation)) : [],
    new_shifts: presentation ? shifts.newShifts.map((row) => presentShift(row, presentation)) : [],
  };
}

/** Closes the current step with the reviewer's decision, and sets the request's state to match. */
async function decide(
  review: Review,
  approved: boolean,
  comments: string | undefined,
): Promise<{ request: LoadedRequest; step: ApprovalRow }> {
  const { tx, session, now, request } = review;
  const state = approved ? "approved" : "rejected";
  const step = await updateApproval(
    tx,
    review.step.id,
    { approved, state, comments: comments ?? "" },
    session.user.id,
    now,
  );
  const after = {
    ...(await setRequestState(tx, request, state, session.user.id, now)),
    approvals: [...request.approvals.slice(0, -1), step],
  };
  await eventStateChanged(tx, session, now, request, after);
  return { request: after, step };
}

/** Every flag named is one of the hospital's in use; a bad one is a 400 naming its field. */
async function assertFlags(
  tx: Executor,
  orgId: number,
  fields: Record<string, readonly number[] | undefined>,
) {
  const known = new Map((await flagsOf(tx, orgId)).map((flag) => [flag.id, flag]));
  const errors = new FieldErrors();
  for (const [field, ids] of Object.entries(fields)) {
    for (const id of ids ?? []) {
      const flag = known.get(id);
      if (!flag || flag.obsolete)
        errors.add(field, { ok: false, key: "validation.unknown_reference", params: { kind: "flag", id } });
    }
  }
  errors.throwIfAny();
  return indexFlags([...known.values()]);
}

/** The approve bodies of every kind, as the routes parse them. */
export type ApproveBody =
  | {
      kind: "giveaway";
      comments?: string | undefined;
      newAssigneeId?: number | undefined;
      originalShiftComments?: string | undefined;
      originalShiftFlags?: number[] | undefined;
      originalShiftInternalComments?: string | undefined;
      newShiftComments?: string | undefined;
      newShiftFlags?: number[] | undefined;
      newShiftInternalComments?: string | undefined;
    }
  | {
      kind: "reschedule" | "event";
      comments?: string | undefined;
      flags?: number[] | undefined;
      internalComments?: string | undefined;
    }
  | {
      kind: "split";
      comments?: string | undefined;
      flags?: Record<string, number[]> | undefined;
      splitComments?: Record<string, string> | undefined;
      splitInternalComments?: Record<string, string> | undefined;
    }
  | {
      kind: "swap";
      comments?: string | undefined;
      originalComments?: Record<string, string> | undefined;
      originalFlags?: Record<string, number[]> | undefined;
      originalInternalComments?: Record<string, string> | undefined;
      newComments?: Record<string, string> | undefined;
      newFlags?: Record<string, number[]> | undefined;
      newInternalComments?: Record<string, string> | undefined;
    };

const kindOf = (request: LoadedRequest) =>
  request.contentType === "shiftrequest" ? request.row.requestType : request.contentType;

/** The reviewer's flags and comments as touches of the shifts the plan writes. */
function touchesOf(body: ApproveBody): ReviewTouches {
  switch (body.kind) {
    case "giveaway":
      return {
        newAssigneeId: body.newAssigneeId,
        original: {
          flags: body.originalShiftFlags,
          comments: body.originalShiftComments,
          internalComments: body.originalShiftInternalComments,
        },
        received: {
          flags: body.newShiftFlags,
          comments: body.newShiftComments,
          internalComments: body.newShiftInternalComments,
        },
      };
    case "reschedule":
      return {
        original: { flags: body.flags, comments: body.comments, internalComments: body.internalComments },
      };
    case "event":
      return {
        timeOff: { flags: body.flags, comments: body.comments, internalComments: body.internalComments },
      };
    case "split":
      return {
        part: (partId) => ({
          flags: body.flags?.[String(partId)],
          comments: body.splitComments?.[String(partId)],
          internalComments: body.splitInternalComments?.[String(partId)],
        }),
      };
    case "swap":
      return {
        swapOriginal: (shiftId) => ({
          flags: body.originalFlags?.[String(shiftId)],
          comments: body.originalComments?.[String(shiftId)],
          internalComments: body.originalInternalComments?.[String(shiftId)],
        }),
        swapReplacing: (shiftId) => ({
          flags: body.newFlags?.[String(shiftId)],
          comments: body.newComments?.[String(shiftId)],
          internalComments: body.newInternalComments?.[String(shiftId)],
        }),
      };
  }
}

function flagFields(body: ApproveBody): Record<string, readonly number[] | undefined> {
  switch (body.kind) {
    case "giveaway":
      return { original_shift_flags: body.originalShiftFlags, new_shift_flags: body.newShiftFlags };
    case "reschedule":
    case "event":
      return { flags: body.flags };
    case "split":
      return Object.fromEntries(Object.entries(body.flags ?? {}).map(([key, ids]) => [`flags.${key}`, ids]));
    case "swap":
      return {
        ...Object.fromEntries(
          Object.entries(body.originalFlags ?? {}).map(([k, ids]) => [`original_flags.${k}`, ids]),
        ),
        ...Object.fromEntries(Object.entries(body.newFlags ?? {}).map(([k, ids]) => [`new_flags.${k}`, ids])),
      };
  }
}

/**
 * K-018…K-022, Y-029…Y-032: the current reviewer approves, and the effect is written in the same
 * transaction through the shift services. A shift changed since the request was sent is a 412 and
 * nothing is written; a giveaway left open needs the reviewer to name its receiver.
 */
export async function approveRequest(
  deps: Deps,
  session: SessionContext,
  contentType: RequestContentType,
  id: number,
  body: ApproveBody,
): Promise<Wire<ReviewResult>> {
  return reviewing(deps, session, contentType, id, async (review) => {
    const { tx, now, request } = review;
    if (kindOf(request) !== body.kind)
      throw fieldErrorWith("request_type", "validation.choice", { choices: kindOf(request) });
    assertCanDecide(session, factsOf(request));
    const flags = await assertFlags(tx, session.orgId, flagFields(body));
    let receiver: number | null = null;
    if (request.contentType === "shiftrequest" && body.kind === "giveaway") {
      receiver = body.newAssigneeId ?? request.row.newAssigneeId;
      if (receiver === null) throw Errors.precondition("errors.precondition.request_needs_receiver");
      if (receiver !== request.row.newAssigneeId) {
        const jobTypes = await swapJobTypesOf(tx, session.orgId);
        const profiles = new Map(
          (await staffProfiles(tx, session.orgId, [requesterOf(request), receiver])).map((row) => [
            row.userId,
            row,
          ]),
        );
        if (
          counterpartProblem(
            { jobTypes },
            profiles,
            requesterOf(request),
            receiver,
            request.row.departmentId,
          ) !== null
        )
          throw fieldError("new_assignee_id", "validation.request_counterpart");
      }
    }
    const plan = await planOfRequest(tx, session.orgId, request, flags, touchesOf(body), { lock: true });
    if (plan === "changed") throw Errors.precondition("errors.precondition.request_shift_changed");
    const applied = await applyPlan(tx, session, now, plan);
    const decided = await decide(review, true, body.comments);
    const { step } = decided;
    let after = decided.request;
    if (after.contentType === "shiftrequest" && receiver !== null && receiver !== after.row.newAssigneeId) {
      after = {
        ...after,
        row: await setShiftRequestState(
          tx,
          after.row.id,
          { state: after.row.state, newAssigneeId: receiver },
          session.user.id,
          now,
        ),
      };
    }
    await tell(
      tx,
      after,
      step,
      "notifications.request_approved",
      [requesterOf(after), ...namedOf(after)],
      session.user.id,
      now,
    );
    await announce(tx, after, step, "approved", await RequestAudience.load(tx, session.orgId));
    return result(review, after, { ...applied, presentation: writerPresentation(applied.ctx) });
  });
}

/** K-023: the current reviewer rejects; the requester and the people it names are told. */
export async function rejectRequest(
  deps: Deps,
  session: SessionContext,
  contentType: RequestContentType,
  id: number,
  body: { comments?: string | undefined },
): Promise<Wire<ReviewResult>> {
  return reviewing(deps, session, contentType, id, async (review) => {
    assertCanDecide(session, factsOf(review.request));
    const { request, step } = await decide(review, false, body.comments);
    await tell(
      review.tx,
      request,
      step,
      "notifications.request_rejected",
      [requesterOf(request), ...namedOf(request)],
      session.user.id,
      review.now,
    );
    await announce(
      review.tx,
      request,
      step,
      "rejected",
      await RequestAudience.load(review.tx, session.orgId),
    );
    return result(review, request, { originalShifts: [], newShifts: [] });
  });
}

/**
 * K-024: the current reviewer sends a swap or time off up to the department's director, who
 * reviews it in a step of its own and is asked to.
 */
export async function requestDirectorApproval(
  deps: Deps,
  session: SessionContext,
  contentType: RequestContentType,
  id: number,
  body: { comments?: string | undefined },
): Promise<Wire<ReviewResult>> {
  return reviewing(deps, session, contentType, id, async (review) => {
    const { tx, now, request } = review;
    assertCanEscalate(session, factsOf(request));
    const audience = await RequestAudience.load(tx, session.orgId);
    const director = audience.director(request.row.departmentId);
    if (director === null || director === session.user.id)
      throw Errors.precondition("errors.precondition.no_director");
    const state = "pending_director_approval";
    const me = session.user.id;
    const closed = await updateApproval(
      tx,
      review.step.id,
      { state, comments: body.comments ?? "" },
      me,
      now,
    );
    const step = await insertApproval(tx, {
      orgId: session.orgId,
      contentType,
      objectId: id,
      approved: null,
      reviewerId: director,
      state,
      createdBy: me,
      modifiedBy: me,
      createdOn: now,
      modifiedOn: now,
    });
    const after = {
      ...(await setRequestState(tx, request, state, me, now)),
      approvals: [...request.approvals.slice(0, -1), closed, step],
    };
    await eventStateChanged(tx, session, now, request, after);
    await tell(tx, after, step, "notifications.request_escalated", [director], me, now);
    await announce(tx, after, step, "request_director_approval", audience);
    return result(review, after, { originalShifts: [], newShifts: [] });
  });
}

/** K-025: someone else who may review takes the request over; its former reviewer is told. */
export async function takeOverRequest(
  deps: Deps,
  session: SessionContext,
  contentType: RequestContentType,
  id: number,
): Promise<Wire<ReviewResult>> {
  return reviewing(deps, session, contentType, id, async (review) => {
    const { tx, now, request } = review;
    assertCanTakeOver(session, factsOf(request));
    const former = review.step.reviewerId;
    const step = await updateApproval(
      tx,
      review.step.id,
      { reviewerId: session.user.id },
      session.user.id,
      now,
    );
    const after = { ...request, approvals: [...request.approvals.slice(0, -1), step] };
    await tell(tx, after, step, "notifications.request_taken_over", [former], session.user.id, now);
    await announce(tx, after, step, "take_over", await RequestAudience.load(tx, session.orgId));
    return result(review, after, { originalShifts: [], newShifts: [] });
  });
}

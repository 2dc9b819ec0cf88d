import { can, canAccessDepartment, reachesAllDepartments } from "@rosterly/domain/permissions";
import {
  canDecide,
  canEscalate,
  canTakeOver,
  canWithdraw,
  isAwaitingReview,
} from "@rosterly/domain/requests";
import { Errors } from "../http/errors";
import type { RequestScope } from "../repositories/request-list";
import type { SessionContext } from "../services/session/context";

/**
 * Who may do what with requests (C-019, K-026, Y-028, Y-033). Staff send requests for their own
 * shifts and time off and see only what they sent or what names them; management with the request
 * screen sees and reviews the requests of the departments it reaches. Only the current reviewer
 * decides; anyone else who may review takes the request over first.
 */

/** The fields of a request every check reads. */
export interface RequestFacts {
  contentType: "swap" | "shiftrequest" | "event";
  state: string;
  departmentId: number;
  requesterId: number;
  /** Everyone the request names besides its requester: partner, receiver, split parts. */
  namedIds: readonly number[];
  /** The current review step's reviewer. */
  reviewerId: number | null;
}

const isStaff = (session: SessionContext) => session.classification === "staff";

/** Management needs the request screen to see requests at all; staff see their own. */
export function assertCanViewRequests(session: SessionContext): void {
  if (!isStaff(session) && !can(session.perms, "view", "request"))
    throw Errors.forbidden("errors.forbidden.review_requests");
}

/** What a list or count may hold for the caller (Y-036). */
export function requestScope(session: SessionContext): RequestScope {
  assertCanViewRequests(session);
  if (!isStaff(session) && reachesAllDepartments(session.actor)) return { all: true };
  return {
    all: false,
    staff: isStaff(session),
    userId: session.user.id,
    departmentIds: session.actor.ownDepartmentIds,
  };
}

const involves = (session: SessionContext, request: RequestFacts) =>
  request.requesterId === session.user.id || request.namedIds.includes(session.user.id);

/** A request the caller may not see does not exist for them (404, never 403). */
export function assertRequestVisible(session: SessionContext, request: RequestFacts): void {
  assertCanViewRequests(session);
  if (involves(session, request)) return;
  if (isStaff(session) || !canAccessDepartment(session.actor, request.departmentId))
    throw Errors.notFound("errors.not_found.request");
}

/** Requests are sent by the person whose shift or time off it is. */
export function assertOwnRequestSubject(session: SessionContext, assigneeId: number): void {
  if (assigneeId !== session.user.id) throw Errors.forbidden("errors.forbidden.own_requests_only");
}

/** Time off is asked for by an active member of a department, in that department (Y-027). */
export function assertCanAskTimeOff(
  session: SessionContext,
  profile: { state: string; departmentId: number | null } | undefined,
): number {
  if (!profile || profile.state !== "active" || profile.departmentId === null)
    throw Errors.forbidden("errors.forbidden.own_requests_only");
  return profile.departmentId;
}

/** Y-034: only the requester takes a request back, while it awaits review or once approved. */
export function assertCanWithdraw(session: SessionContext, request: RequestFacts): void {
  if (request.requesterId !== session.user.id) throw Errors.forbidden("errors.forbidden.own_requests_only");
  if (!canWithdraw(request.state)) throw Errors.precondition("errors.precondition.request_not_pending");
}

/** Reviewing needs the request screen at `default` and the request's department within reach. */
export function assertCanReview(session: SessionContext, request: RequestFacts): void {
  if (isStaff(session) || !can(session.perms, "edit", "request"))
    throw Errors.forbidden("errors.forbidden.review_requests");
  if (!canAccessDepartment(session.actor, request.departmentId))
    throw Errors.forbidden("errors.forbidden.review_requests");
}

function assertAwaiting(request: RequestFacts): void {
  if (!isAwaitingReview(request.state)) throw Errors.precondition("errors.precondition.request_not_pending");
}

/** K-026, C-019: approve and reject are the current reviewer's. */
export function assertCanDecide(session: SessionContext, request: RequestFacts): void {
  assertCanReview(session, request);
  assertAwaiting(request);
  if (!canDecide(request, session.user.id)) throw Errors.forbidden("errors.forbidden.not_reviewer");
}

/** K-024: the current reviewer sends a swap or time off up to the department's director. */
export function assertCanEscalate(session: SessionContext, request: RequestFacts): void {
  assertCanDecide(session, request);
  if (!canEscalate(request.contentType, request.state))
    throw Errors.precondition("errors.precondition.request_not_pending");
}

/** K-025: anyone else who may review takes over a request awaiting review. */
export function assertCanTakeOver(session: SessionContext, request: RequestFacts): void {
  assertCanReview(session, request);
  assertAwaiting(request);
  if (!canTakeOver(request, session.user.id)) throw Errors.forbidden("errors.forbidden.not_reviewer");
}

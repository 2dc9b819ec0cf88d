/**
 * Request states and who may act on a request (K-001, K-002, K-013, C-019, Y-034): one home for
 * the rules the review panels and the server both apply.
 */

export const REQUEST_CONTENT_TYPES = ["swap", "shiftrequest", "event"] as const;
export type RequestContentType = (typeof REQUEST_CONTENT_TYPES)[number];

export const SHIFT_REQUEST_TYPES = ["giveaway", "reschedule", "split"] as const;
export type ShiftRequestType = (typeof SHIFT_REQUEST_TYPES)[number];

/** The list's tabs and the kinds staff send. */
export const REQUEST_TYPES = [...SHIFT_REQUEST_TYPES, "swap", "event"] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const AWAITING_STATES = [
  "pending_scheduler_approval",
  "pending_operator_approval",
  "pending_supervisor_approval",
  "pending_director_approval",
] as const;
export type AwaitingState = (typeof AWAITING_STATES)[number];

export const REQUEST_STATES = [
  ...AWAITING_STATES,
  "approved",
  "rejected",
  "withdrawn",
  "withdrawn_before_approval",
  "expired",
] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** Only the four pending states await a reviewer. */
export const isAwaitingReview = (state: string): state is AwaitingState =>
  (AWAITING_STATES as readonly string[]).includes(state);

/**
 * "pending" while a scheduler or operator has it, "under review" once it went up to a supervisor or
 * director; "decided" for everything else.
 */
export function reviewStage(state: string): "pending" | "under_review" | "decided" {
  if (state === "pending_scheduler_approval" || state === "pending_operator_approval") return "pending";
  if (state === "pending_supervisor_approval" || state === "pending_director_approval") return "under_review";
  return "decided";
}

/** Escalation to the director exists for swaps and time off only (K-024). */
export const canEscalate = (contentType: RequestContentType, state: string): boolean =>
  (contentType === "swap" || contentType === "event") &&
  isAwaitingReview(state) &&
  state !== "pending_director_approval";

/** The requester may take a request back while it awaits review, and an approved one before its date. */
export const canWithdraw = (state: string): boolean => isAwaitingReview(state) || state === "approved";

/**
 * The state a withdrawal leaves: `withdrawn_before_approval` while no decision was made,
 * `withdrawn` once it had been approved.
 */
export const withdrawnState = (state: string): "withdrawn" | "withdrawn_before_approval" =>
  state === "approved" ? "withdrawn" : "withdrawn_before_approval";

/** Receipts show once decided; giveaway and reschedule do not show them after a withdrawal (K-013). */
export function showsReceipts(requestType: RequestType, state: string): boolean {
  if (state === "approved" || state === "rejected") return true;
  if (state !== "withdrawn" && state !== "withdrawn_before_approval") return false;
  return requestType !== "giveaway" && requestType !== "reschedule";
}

/** The fields of a request's current review step that decide who acts. */
export interface Reviewable {
  readonly state: string;
  readonly reviewerId: number | null;
}

/** C-019: only the assigned reviewer approves or rejects, and only while it awaits review. */
export const canDecide = (request: Reviewable, userId: number): boolean =>
  isAwaitingReview(request.state) && request.reviewerId === userId;

/**
 * C-019: someone else allowed to edit requests in its department takes it over first. The
 * permission and department scope are the caller's to check; this is the request's part.
 */
export const canTakeOver = (request: Reviewable, userId: number): boolean =>
  isAwaitingReview(request.state) && request.reviewerId !== userId;

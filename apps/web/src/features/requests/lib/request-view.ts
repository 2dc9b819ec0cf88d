/**
 * Facts about a request the review panel shows, read the same way for every kind: who asked, who
 * holds it, its current review step, the outcome card (K-009), the dates it touches and where it
 * sits in the schedule (K-012).
 */
import type { Approval, RequestDetail, RequestType } from "@rosterly/contract";
import { isAwaitingReview } from "@rosterly/domain/requests";

export const currentApproval = (request: { approvals: readonly Approval[] }): Approval | null =>
  request.approvals.at(-1) ?? null;

export const reviewerOf = (request: RequestDetail): number | null =>
  currentApproval(request)?.reviewerId ?? null;

export function requesterOf(request: RequestDetail): number {
  if (request.contentType === "swap") return request.sourceUserId;
  if (request.contentType === "shiftrequest") return request.assigneeId;
  return request.assigneeId;
}

export const requestTypeOf = (request: RequestDetail): RequestType => request.requestType;

/** The first date the request is about: where "go to schedule" opens the grid. */
export function firstDate(request: RequestDetail): string | null {
  if (request.contentType === "swap") return request.sourceShift.date;
  if (request.contentType === "shiftrequest") return request.originData.date || request.shift.date;
  return [...request.dates].sort()[0] ?? null;
}

/** The schedule the request belongs to, when the request carries it (events ask the server). */
export const scheduleIdOf = (request: RequestDetail): number | null =>
  request.contentType === "event" ? null : request.scheduleId;

export type OutcomeCard =
  | { kind: "approved" | "rejected" | "withdrawn"; by: number | null; on: string; comments: string }
  | { kind: "expired"; on: string }
  | null;

/** K-009: the outcome of a decided request, from its current review step; null while it awaits review. */
export function outcomeOf(request: RequestDetail): OutcomeCard {
  if (isAwaitingReview(request.state)) return null;
  const approval = currentApproval(request);
  const on = approval?.modifiedOn ?? request.modifiedOn;
  const comments = approval?.comments ?? "";
  switch (request.state) {
    case "approved":
    case "rejected":
      return { kind: request.state, by: approval?.reviewerId ?? approval?.modifiedBy ?? null, on, comments };
    case "withdrawn":
    case "withdrawn_before_approval":
      return { kind: "withdrawn", by: approval?.modifiedBy ?? request.createdBy, on, comments };
    case "expired":
      return { kind: "expired", on };
    default:
      return null;
  }
}

/** Whole dates with a validator finding for one person (K-015: those chips are highlighted). */
export function datesWithErrors(request: RequestDetail, userId: number): ReadonlySet<string> {
  const dates = new Set<string>();
  for (const result of request.errors) {
    if (result.validator === "ImbalanceValidator") {
      for (const entry of result.error_data)
        for (const list of Object.values(entry.shift_types)) for (const date of list) dates.add(date);
    } else if (result.validator !== "MinimumCountValidator") {
      for (const date of result.error_data[String(userId)] ?? []) dates.add(date);
    }
  }
  return dates;
}

/** K-008: "submitted now" under one hour, else how long ago. */
export const submittedRecently = (createdOn: string, now: number): boolean =>
  now - new Date(createdOn).getTime() < 3_600_000;

import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import type { RequestFacts } from "../../policies/requests";
import { findEvents } from "../../repositories/events";
import {
  type ApprovalRow,
  approvalsOf,
  findShiftRequest,
  findSwap,
  type LoadedRequest,
  type RequestRecord,
  type RequestContentType,
} from "../../repositories/requests";

export type { LoadedRequest };

export const currentStep = (request: LoadedRequest): ApprovalRow | undefined => request.approvals.at(-1);

export function requesterOf(request: LoadedRequest): number {
  switch (request.contentType) {
    case "swap":
      return request.row.sourceUserId;
    case "shiftrequest":
      return request.row.assigneeId;
    case "event":
      return request.row.assigneeId;
  }
}

/** Swap partner or giveaway receiver. */
export function counterpartOf(request: LoadedRequest): number | null {
  if (request.contentType === "swap") return request.row.targetUserId;
  if (request.contentType === "shiftrequest") return request.row.newAssigneeId;
  return null;
}

/** Everyone the request names besides its requester. */
export function namedOf(request: LoadedRequest): number[] {
  const named = new Set<number>();
  const counterpart = counterpartOf(request);
  if (counterpart !== null) named.add(counterpart);
  if (request.contentType === "shiftrequest")
    for (const part of request.row.splits.slice(1)) named.add(part.assigneeId);
  named.delete(requesterOf(request));
  return [...named];
}

export function factsOf(request: LoadedRequest): RequestFacts {
  return {
    contentType: request.contentType,
    state: request.row.state,
    departmentId: request.row.departmentId,
    requesterId: requesterOf(request),
    namedIds: namedOf(request),
    reviewerId: currentStep(request)?.reviewerId ?? null,
  };
}

/** The request's kind as the list's tabs name it. */
export function requestTypeOf(request: LoadedRequest): string {
  if (request.contentType === "shiftrequest") return request.row.requestType;
  return request.contentType;
}

/** The dates the request concerns, in order. */
export function datesOf(request: LoadedRequest): string[] {
  switch (request.contentType) {
    case "swap":
      return [...new Set([request.row.sourceShift.date, request.row.targetShift.date])].sort();
    case "shiftrequest":
      return [...new Set([request.row.shift.date, request.row.date])].sort();
    case "event":
      return [...request.row.dates].sort();
  }
}

/**
 * A request of the organisation by kind and id, with its review steps; `lock` holds the request's
 * row for the rest of the transaction (every review action takes this lock first). An event that
 * never went through review is not a request.
 */
export async function loadRequest(
  db: Executor,
  orgId: number,
  contentType: RequestContentType,
  id: number,
  options: { lock?: boolean } = {},
): Promise<LoadedRequest> {
  const found = await findRow(db, orgId, contentType, id, options);
  const approvals = found ? ((await approvalsOf(db, orgId, contentType, [id])).get(id) ?? []) : [];
  if (!found || approvals.length === 0) throw Errors.notFound("errors.not_found.request");
  return { ...found, approvals };
}

async function findRow(
  db: Executor,
  orgId: number,
  contentType: RequestContentType,
  id: number,
  options: { lock?: boolean },
): Promise<RequestRecord | undefined> {
  if (contentType === "swap") {
    const row = await findSwap(db, orgId, id, options);
    return row && { contentType, row };
  }
  if (contentType === "shiftrequest") {
    const row = await findShiftRequest(db, orgId, id, options);
    return row && { contentType, row };
  }
  const [row] = await findEvents(db, { orgId, scope: { all: true }, ids: [id] }, options);
  return row && { contentType, row };
}

import type { Executor } from "../../db/client";
import { publishUpdate } from "../../realtime/publish";
import {
  type ApprovalRow,
  type LoadedRequest,
  setEventRequestState,
  setShiftRequestState,
  setSwapState,
} from "../../repositories/requests";
import { fullNames } from "../../repositories/scheduling-config";
import { loadWriteContext } from "../activities/write-context";
import { publishEventChanges, recordEventHistory } from "../events/event-live";
import { notify } from "../notifications/notify";
import type { SessionContext } from "../session/context";
import type { RequestAudience } from "./audience";
import { datesOf, namedOf, requesterOf, requestTypeOf } from "./load";

/** The request with its new state, as every kind stores it. */
export async function setRequestState(
  tx: Executor,
  request: LoadedRequest,
  state: string,
  by: number | null,
  now: Date,
): Promise<LoadedRequest> {
  switch (request.contentType) {
    case "swap":
      return { ...request, row: await setSwapState(tx, request.row.id, state, by, now) };
    case "shiftrequest":
      return {
        ...request,
        row: await setShiftRequestState(tx, request.row.id, { state }, by, now),
      };
    case "event":
      return { ...request, row: await setEventRequestState(tx, request.row.id, state, by, now) };
  }
}

/** Notification message keys, one per thing that happens to a request. */
export type RequestNotice =
  | "notifications.request_submitted"
  | "notifications.request_named"
  | "notifications.request_escalated"
  | "notifications.request_taken_over"
  | "notifications.request_approved"
  | "notifications.request_rejected"
  | "notifications.request_expired"
  | "notifications.request_withdrawn";

const LEVEL: Partial<Record<RequestNotice, "success" | "warning">> = {
  "notifications.request_approved": "success",
  "notifications.request_rejected": "warning",
  "notifications.request_expired": "warning",
};

/**
 * Y-035: tells people of a request's review step, inside the transaction. The step is the
 * notifications' source, so the step's receipts are those of its notifications (K-013). Params:
 * `kind`, `content_type`, `request_id`, `dates` (comma-joined), `requester` and, for a take-over,
 * `reviewer`. The person acting is never told of their own act.
 */
export async function tell(
  tx: Executor,
  request: LoadedRequest,
  step: ApprovalRow,
  notice: RequestNotice,
  recipients: readonly (number | null)[],
  actorId: number | null,
  now: Date,
): Promise<void> {
  const people = [...new Set(recipients.filter((id): id is number => id !== null && id !== actorId))];
  if (people.length === 0) return;
  const names = await fullNames(tx, [requesterOf(request), ...(actorId === null ? [] : [actorId])]);
  await notify(
    tx,
    {
      orgId: step.orgId,
      originatorId: actorId,
      messageKey: notice,
      messageParams: {
        kind: requestTypeOf(request),
        content_type: request.contentType,
        request_id: request.row.id,
        dates: datesOf(request).join(", "),
        requester: names.get(requesterOf(request)) ?? "",
        ...(notice === "notifications.request_taken_over" && actorId !== null
          ? { reviewer: names.get(actorId) ?? "" }
          : {}),
      },
      ...(LEVEL[notice] ? { level: LEVEL[notice] } : {}),
      source: { contentType: "approval", objectId: step.id },
    },
    people,
    now,
  );
}

/**
 * Y-035, K-027: an `approval` update naming the request, for the department's management and the
 * people the request names, so lists, badges and an open review panel reload.
 */
export async function announce(
  tx: Executor,
  request: LoadedRequest,
  step: ApprovalRow,
  action: string,
  audience: RequestAudience,
): Promise<void> {
  const userIds = [
    ...new Set([...audience.managers(request.row.departmentId), requesterOf(request), ...namedOf(request)]),
  ];
  await publishUpdate(tx, {
    orgId: step.orgId,
    contentType: "approval",
    action,
    id: step.id,
    data: { state: request.row.state, reviewer_id: step.reviewerId },
    audience: { kind: "users", userIds },
    associated: { contentType: request.contentType, objectId: request.row.id },
  });
}

/**
 * A time-off request's state change is also a change of the event: its timeline records it and
 * the grids showing it hear of it.
 */
export async function eventStateChanged(
  tx: Executor,
  session: SessionContext,
  now: Date,
  before: LoadedRequest,
  after: LoadedRequest,
): Promise<void> {
  if (before.contentType !== "event" || after.contentType !== "event") return;
  const ctx = await loadWriteContext(tx, session, now, [after.row.assigneeId]);
  await recordEventHistory(ctx, [[before.row, after.row]]);
  await publishEventChanges(ctx, [{ action: "updated", row: after.row }]);
}

import type { RequestListQuery, RequestSummary, Wire } from "@rosterly/contract";
import { AWAITING_STATES, isAwaitingReview } from "@rosterly/domain/requests";
import { indexFlags, type ValidatorResult } from "@rosterly/domain/schedule";
import type { Executor } from "../../db/client";
import { offsetOf } from "../../http/pagination";
import { assertRequestVisible, requestScope } from "../../policies/requests";
import {
  presentRequestDetail,
  presentRequestSummary,
  type WireRequestDetail,
} from "../../presenters/request";
import { countRequests, listRequests, type RequestListFilter } from "../../repositories/request-list";
import { type LoadedRequest, type RequestContentType, receiptsOfSteps } from "../../repositories/requests";
import { eventTypesOf, flagsOf } from "../../repositories/scheduling-config";
import { schedulingContext } from "../scheduling/context";
import type { SessionContext } from "../session/context";
import { planFindings } from "./findings";
import { factsOf, loadRequest } from "./load";
import { planOfRequest } from "./planning";

/**
 * K-029: the validators' findings on the schedule as it would be after approving the request, for
 * a request still awaiting review whose shifts are as it saw them; none otherwise.
 */
export async function findingsOfRequest(
  db: Executor,
  session: SessionContext,
  request: LoadedRequest,
  now: Date,
): Promise<ValidatorResult[]> {
  if (!isAwaitingReview(request.row.state)) return [];
  const flags = indexFlags(await flagsOf(db, session.orgId));
  const plan = await planOfRequest(db, session.orgId, request, flags);
  if (plan === "changed") return [];
  const [found] = await planFindings(db, session, await schedulingContext(db, session.orgId), [plan], now);
  return found ?? [];
}

/** The request as the wire shows it, with its receipts and the findings given. */
export async function presentLoaded(
  db: Executor,
  orgId: number,
  request: LoadedRequest,
  errors: readonly ValidatorResult[],
): Promise<WireRequestDetail> {
  const receipts = await receiptsOfSteps(
    db,
    orgId,
    request.approvals.map((step) => step.id),
  );
  const eventTypes =
    request.contentType === "event"
      ? new Map((await eventTypesOf(db, orgId)).map((type) => [type.id, type]))
      : new Map<number, { name: string }>();
  return presentRequestDetail(request, { receipts, eventTypes, errors });
}

/** A request the caller may see, or 404. */
export async function visibleRequest(
  db: Executor,
  session: SessionContext,
  contentType: RequestContentType,
  id: number,
): Promise<LoadedRequest> {
  const request = await loadRequest(db, session.orgId, contentType, id);
  assertRequestVisible(session, factsOf(request));
  return request;
}

/** GET /swaps/{id}/, /shift-requests/{id}/, /events/{id}/request/ (K-029). */
export async function getRequestDetail(
  deps: { db: Executor; clock: () => Date },
  session: SessionContext,
  contentType: RequestContentType,
  id: number,
): Promise<WireRequestDetail> {
  const request = await visibleRequest(deps.db, session, contentType, id);
  const errors = await findingsOfRequest(deps.db, session, request, deps.clock());
  return presentLoaded(deps.db, session.orgId, request, errors);
}

/** GET /swaps/{id}/errors/, /shift-requests/{id}/errors/. */
export async function getRequestErrors(
  deps: { db: Executor; clock: () => Date },
  session: SessionContext,
  contentType: RequestContentType,
  id: number,
): Promise<ValidatorResult[]> {
  const request = await visibleRequest(deps.db, session, contentType, id);
  return findingsOfRequest(deps.db, session, request, deps.clock());
}

function filterOf(session: SessionContext, query: RequestListQuery): RequestListFilter {
  const departmentIds = [...(query.dept_ids ?? []), ...(query.dept_id === undefined ? [] : [query.dept_id])];
  const order = query.order_by ?? "-created_on";
  let states: readonly string[] | undefined = query.assoc_content_states;
  if (query.pending !== undefined) {
    const awaiting = (state: string) => (AWAITING_STATES as readonly string[]).includes(state);
    const wanted = (state: string) => awaiting(state) === query.pending;
    states = states
      ? states.filter(wanted)
      : query.pending
        ? AWAITING_STATES
        : ["approved", "rejected", "withdrawn", "withdrawn_before_approval", "expired"];
  }
  return {
    orgId: session.orgId,
    scope: requestScope(session),
    ...(query.assoc_content_types ? { contentTypes: query.assoc_content_types } : {}),
    ...(query.request_types ? { requestTypes: query.request_types } : {}),
    ...(states ? { states } : {}),
    ...(departmentIds.length > 0 ? { departmentIds } : {}),
    ...(query.created_by_name ? { requesterName: query.created_by_name } : {}),
    ...(query.mine ? { involving: session.user.id } : {}),
    ...(query.assigned_to_me ? { reviewerId: session.user.id } : {}),
    order: {
      field: order.replace("-", "") as "created_on" | "modified_on",
      descending: order.startsWith("-"),
    },
  };
}

/** GET /approvals/ (K-005, K-006, Y-036): requests of the caller's scope, filtered, 100 a page. */
export async function listRequestsFor(
  db: Executor,
  session: SessionContext,
  query: RequestListQuery,
): Promise<{ count: number; results: Wire<RequestSummary>[] }> {
  const filter = filterOf(session, query);
  const page = { page: query.page, pageSize: query.page_size };
  const rows = await listRequests(db, filter, { limit: page.pageSize, offset: offsetOf(page) });
  const count =
    rows.length > 0 && rows.length < page.pageSize && query.page === 1
      ? rows.length
      : await countRequests(db, filter);
  return { count, results: rows.map(presentRequestSummary) };
}

/** GET /approvals/count/: how many requests the same query holds (`?pending=true`: the badge). */
export async function countRequestsFor(
  db: Executor,
  session: SessionContext,
  query: RequestListQuery,
): Promise<{ count: number }> {
  return { count: await countRequests(db, filterOf(session, query)) };
}

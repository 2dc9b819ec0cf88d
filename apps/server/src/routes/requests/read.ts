import {
  errorBody,
  idParams,
  page,
  requestCount,
  requestDetail,
  requestListQuery,
  type RequestContentType,
  requestSummary,
  validatorResults,
  wireShape,
} from "@rosterly/contract";
import type { AppDeps } from "../../deps";
import { paginate } from "../../http/pagination";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import {
  countRequestsFor,
  getRequestDetail,
  getRequestErrors,
  listRequestsFor,
} from "../../services/requests/read";

const tags = ["requests"];
export const failures = { 400: errorBody, 403: errorBody, 404: errorBody, 412: errorBody };
export const detail = wireShape(requestDetail);

/** Where each kind's own paths live. */
export const KIND_PATHS: readonly [RequestContentType, string][] = [
  ["swap", "/api/swaps"],
  ["shiftrequest", "/api/shift-requests"],
];

/** K-005, K-006, K-029: the request list and count across kinds, and each request with its findings. */
export function requestReadRoutes(app: App, deps: AppDeps): void {
  app.get(
    "/api/approvals/",
    {
      schema: {
        tags,
        summary: "Requests of every kind in the caller's reach, filtered and ordered (pages of up to 100)",
        querystring: requestListQuery,
        response: { 200: page(wireShape(requestSummary)), ...failures },
      },
    },
    async (request) => {
      const { count, results } = await listRequestsFor(deps.db, sessionOf(request), request.query);
      return paginate(
        request,
        { page: request.query.page, pageSize: request.query.page_size },
        count,
        results,
      );
    },
  );

  app.get(
    "/api/approvals/count/",
    {
      schema: {
        tags,
        summary: "How many requests the same query holds; `pending=true` counts those awaiting review",
        querystring: requestListQuery,
        response: { 200: requestCount, ...failures },
      },
    },
    async (request) => countRequestsFor(deps.db, sessionOf(request), request.query),
  );

  for (const [contentType, base] of [...KIND_PATHS, ["event", "/api/events"] as const]) {
    app.get(
      contentType === "event" ? `${base}/:id/request/` : `${base}/:id/`,
      {
        schema: {
          tags,
          summary: "One request with its review steps and the findings approving it would leave",
          params: idParams,
          response: { 200: detail, ...failures },
        },
      },
      async (request) => getRequestDetail(deps, sessionOf(request), contentType, request.params.id),
    );
  }

  for (const [contentType, base] of KIND_PATHS) {
    app.get(
      `${base}/:id/errors/`,
      {
        schema: {
          tags,
          summary: "The findings approving the request would leave on the schedule",
          params: idParams,
          response: { 200: validatorResults, ...failures },
        },
      },
      async (request) => getRequestErrors(deps, sessionOf(request), contentType, request.params.id),
    );
  }
}

import {
  approveEventBody,
  approveGiveawayBody,
  approveRescheduleBody,
  approveSplitBody,
  approveSwapBody,
  directorApprovalBody,
  idParams,
  rejectBody,
  reviewResult,
  wire,
  wireShape,
} from "@rosterly/contract";
import type { AppDeps } from "../../deps";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import {
  approveRequest,
  rejectRequest,
  requestDirectorApproval,
  takeOverRequest,
} from "../../services/requests/review";
import { failures, KIND_PATHS } from "./read";

const tags = ["requests"];
const answer = { 200: wireShape(reviewResult), ...failures };
const ALL_KINDS = [...KIND_PATHS, ["event", "/api/events"] as const];

/** K-018…K-025: approve (one path per kind), reject, send up to the director, take over. */
export function requestReviewRoutes(app: App, deps: AppDeps): void {
  const approve = <K extends "giveaway" | "reschedule" | "split" | "swap" | "event">(
    path: string,
    kind: K,
    contentType: "swap" | "shiftrequest" | "event",
    body: Parameters<typeof wire>[0],
    summary: string,
  ) =>
    app.patch(
      path,
      { schema: { tags, summary, params: idParams, body: wire(body), response: answer } },
      async (request) =>
        approveRequest(deps, sessionOf(request), contentType, request.params.id, {
          ...(request.body as object),
          kind,
        }),
    );
  approve(
    "/api/swaps/:id/approve/",
    "swap",
    "swap",
    approveSwapBody,
    "Approve a swap: both shifts change hands",
  );
  approve(
    "/api/shift-requests/:id/approve_giveaway/",
    "giveaway",
    "shiftrequest",
    approveGiveawayBody,
    "Approve a giveaway: the receiver gets the shift",
  );
  approve(
    "/api/shift-requests/:id/approve_reschedule/",
    "reschedule",
    "shiftrequest",
    approveRescheduleBody,
    "Approve a reschedule: the shift moves to the date asked for",
  );
  approve(
    "/api/shift-requests/:id/approve_split/",
    "split",
    "shiftrequest",
    approveSplitBody,
    "Approve a split: each part becomes its assignee's shift",
  );
  approve(
    "/api/events/:id/approve/",
    "event",
    "event",
    approveEventBody,
    "Approve time off: the assignee's working shifts on its dates are canceled",
  );

  for (const [contentType, base] of ALL_KINDS) {
    app.patch(
      `${base}/:id/reject/`,
      {
        schema: {
          tags,
          summary: "Reject the request, with a comment everyone sees",
          params: idParams,
          body: wire(rejectBody),
          response: answer,
        },
      },
      async (request) =>
        rejectRequest(deps, sessionOf(request), contentType, request.params.id, request.body),
    );
    app.patch(
      `${base}/:id/take_over/`,
      {
        schema: {
          tags,
          summary: "Become the request's reviewer (someone else holds it)",
          params: idParams,
          response: answer,
        },
      },
      async (request) => takeOverRequest(deps, sessionOf(request), contentType, request.params.id),
    );
    if (contentType === "shiftrequest") continue;
    app.patch(
      `${base}/:id/request_director_approval/`,
      {
        schema: {
          tags,
          summary: "Send the request up to the department's director",
          params: idParams,
          body: wire(directorApprovalBody),
          response: answer,
        },
      },
      async (request) =>
        requestDirectorApproval(deps, sessionOf(request), contentType, request.params.id, request.body),
    );
  }
}

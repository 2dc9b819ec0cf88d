import {
  errorBody,
  idParams,
  schedule,
  scheduleApprovalBody,
  scheduleForDateQuery,
  schedulePatch,
  scheduleQuery,
  scheduleRejectBody,
  validatorResults,
  wire,
  wireShape,
} from "@rosterly/contract";
import type { AppDeps } from "../../deps";
import { serializeTrusted } from "../../http/fast-json";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import { getSchedule, getScheduleForDate } from "../../services/scheduling/get-schedule";
import { scheduleErrors } from "../../services/scheduling/schedule-errors";
import { type TransitionRequest, transitionSchedule } from "../../services/scheduling/transition-schedule";
import { updateScheduleDetails } from "../../services/scheduling/update-schedule";
import { fillRoutes } from "./fill";

const tags = ["schedules"];
const failures = { 400: errorBody, 403: errorBody, 404: errorBody };
// Fastify hands a request without a body to the validator as null.
const approvalBody = wire(scheduleApprovalBody).nullish();

export function scheduleRoutes(app: App, deps: AppDeps): void {
  fillRoutes(app, deps);
  app.get(
    "/api/schedules/",
    {
      schema: {
        tags,
        summary: "The department's schedule for the period holding a date, created on first use",
        querystring: scheduleForDateQuery,
        response: { 200: wireShape(schedule), ...failures },
      },
      serializerCompiler: serializeTrusted,
    },
    async (request) =>
      getScheduleForDate(
        deps,
        sessionOf(request),
        request.query.dept_id,
        request.query.for_date,
        request.query.omit,
      ),
  );

  app.get(
    "/api/schedules/:id/",
    {
      schema: {
        tags,
        summary: "A schedule with its shifts, events, swaps and shift requests (omit any of them)",
        params: idParams,
        querystring: scheduleQuery,
        response: { 200: wireShape(schedule), ...failures },
      },
      serializerCompiler: serializeTrusted,
    },
    async (request) => getSchedule(deps.db, sessionOf(request), request.params.id, request.query.omit),
  );

  app.patch(
    "/api/schedules/:id/",
    {
      schema: {
        tags,
        summary: "Change the schedule's comments and settings",
        params: idParams,
        body: wire(schedulePatch),
        response: { 200: wireShape(schedule), ...failures },
      },
    },
    async (request) => updateScheduleDetails(deps, sessionOf(request), request.params.id, request.body),
  );

  app.get(
    "/api/schedules/:id/errors/",
    {
      schema: {
        tags,
        summary: "Validator errors of the schedule (staff: their own)",
        params: idParams,
        response: { 200: validatorResults, ...failures },
      },
    },
    async (request) => scheduleErrors(deps.db, sessionOf(request), request.params.id),
  );

  const transition = (path: string, summary: string, toRequest: (body: unknown) => TransitionRequest) =>
    app.post(
      `/api/schedules/:id/${path}/`,
      {
        schema: {
          tags,
          summary,
          params: idParams,
          body: approvalBody,
          response: { 200: wireShape(schedule), ...failures },
        },
      },
      async (request) =>
        transitionSchedule(deps, sessionOf(request), request.params.id, toRequest(request.body)),
    );
  transition("approve", "Approve: one step forward", () => ({ action: "approve" }));
  transition("post_self_schedule", "Open the period to self-scheduling", () => ({
    action: "post_self_schedule",
  }));

  for (const action of ["post", "publish"] as const) {
    app.post(
      `/api/schedules/:id/${action}/`,
      {
        schema: {
          tags,
          summary:
            action === "post"
              ? "Post for staff review (needs_approval: through the director)"
              : "Publish (needs_approval: through the director)",
          params: idParams,
          body: approvalBody,
          response: { 200: wireShape(schedule), ...failures },
        },
      },
      async (request) =>
        transitionSchedule(deps, sessionOf(request), request.params.id, {
          action,
          needsApproval: request.body?.needsApproval,
        }),
    );
  }

  app.post(
    "/api/schedules/:id/reject/",
    {
      schema: {
        tags,
        summary: "Reject: one step back, with comments",
        params: idParams,
        body: wire(scheduleRejectBody),
        response: { 200: wireShape(schedule), ...failures },
      },
    },
    async (request) =>
      transitionSchedule(deps, sessionOf(request), request.params.id, {
        action: "reject",
        comments: request.body.comments,
      }),
  );
}

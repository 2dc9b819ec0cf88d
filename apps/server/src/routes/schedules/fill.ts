import {
  errorBody,
  fillAcceptRequest,
  fillAcceptResult,
  fillRequest,
  fillRun,
  fillRunParams,
  idParams,
  wire,
  wireShape,
} from "@rosterly/contract";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import { acceptFill } from "../../services/roster/accept-fill";
import { FillRuns } from "../../services/roster/fill-runs";
import { discardFill, getFill, startFill, stopFill } from "../../services/roster/fill-service";

const tags = ["schedules"];
const failures = { 400: errorBody, 403: errorBody, 404: errorBody, 412: errorBody };
// Fastify hands a request without a body to the validator as null.
const acceptBody = wire(fillAcceptRequest).nullish();
const startBody = wire(fillRequest).nullish();

/** "Fill the schedule": the roster generator's runs, kept in this process (see fill-runs.ts). */
export function fillRoutes(app: App, deps: AppDeps): void {
  const runs = new FillRuns();
  app.addHook("onClose", () => runs.close());

  app.post(
    "/api/schedules/:id/fill/",
    {
      schema: {
        tags,
        summary: "Start the roster generator on a schedule: a proposal, saved only when accepted",
        params: idParams,
        body: startBody,
        response: { 201: wireShape(fillRun), ...failures },
      },
    },
    async (request, reply) => {
      const run = await startFill(deps, runs, sessionOf(request), request.params.id, {
        ...fillRequest.parse({}),
        ...request.body,
      });
      return reply.status(201).send(run);
    },
  );

  app.get(
    "/api/schedules/:id/fill/:run/",
    {
      schema: {
        tags,
        summary: "A generator run: progress, and once done the proposal with validator results and staffing",
        params: fillRunParams,
        response: { 200: wireShape(fillRun), ...failures },
      },
    },
    async (request) => getFill(deps, runs, sessionOf(request), request.params.id, request.params.run),
  );

  app.post(
    "/api/schedules/:id/fill/:run/cancel/",
    {
      schema: {
        tags,
        summary: "Stop the search and keep the best proposal so far",
        params: fillRunParams,
        response: { 200: wireShape(fillRun), ...failures },
      },
    },
    async (request) => stopFill(deps, runs, sessionOf(request), request.params.id, request.params.run),
  );

  app.post(
    "/api/schedules/:id/fill/:run/accept/",
    {
      schema: {
        tags,
        summary: "Create the proposed shifts (everyone or the people named) in one transaction",
        params: fillRunParams,
        body: acceptBody,
        response: { 200: wireShape(fillAcceptResult), ...failures },
      },
    },
    async (request) =>
      acceptFill(deps, runs, sessionOf(request), request.params.id, request.params.run, request.body ?? {}),
  );

  app.post(
    "/api/schedules/:id/fill/:run/discard/",
    {
      schema: {
        tags,
        summary: "Discard the proposal (stopping the search if it still runs)",
        params: fillRunParams,
        response: { 204: z.null(), ...failures },
      },
    },
    async (request, reply) => {
      await discardFill(deps, runs, sessionOf(request), request.params.id, request.params.run);
      return reply.status(204).send(null);
    },
  );
}

import {
  eventRequestCreateBody,
  idParams,
  shiftRequestCreateBody,
  swapCreateBody,
  wire,
  withdrawBody,
} from "@rosterly/contract";
import type { AppDeps } from "../../deps";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import { createEventRequest, createShiftRequest, createSwap } from "../../services/requests/create";
import { withdrawRequest } from "../../services/requests/withdraw";
import { detail, failures, KIND_PATHS } from "./read";

const tags = ["requests"];

/** Y-028, Y-034: staff send requests for their own shifts and time off, and take them back. */
export function requestSendRoutes(app: App, deps: AppDeps): void {
  app.post(
    "/api/swaps/",
    {
      schema: {
        tags,
        summary: "Offer one's upcoming shift for a colleague's; the first reviewer is asked to review it",
        body: wire(swapCreateBody),
        response: { 201: detail, ...failures },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSwap(deps, sessionOf(request), request.body)),
  );

  app.post(
    "/api/shift-requests/",
    {
      schema: {
        tags,
        summary: "Give away, move or split one's upcoming shift",
        body: wire(shiftRequestCreateBody),
        response: { 201: detail, ...failures },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createShiftRequest(deps, sessionOf(request), request.body)),
  );

  app.post(
    "/api/events/request/",
    {
      schema: {
        tags,
        summary: "Ask for time off in one's own department; it awaits review",
        body: wire(eventRequestCreateBody),
        response: { 201: detail, ...failures },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createEventRequest(deps, sessionOf(request), request.body)),
  );

  for (const [contentType, base] of [...KIND_PATHS, ["event", "/api/events"] as const]) {
    app.patch(
      `${base}/:id/withdraw/`,
      {
        schema: {
          tags,
          summary: "The requester takes the request back (awaiting review, or approved before its date)",
          params: idParams,
          body: wire(withdrawBody),
          response: { 200: detail, ...failures },
        },
      },
      async (request) =>
        withdrawRequest(deps, sessionOf(request), contentType, request.params.id, request.body),
    );
  }
}

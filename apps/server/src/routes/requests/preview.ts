import {
  eventRequestCreateBody,
  giveawayCandidate,
  giveawayCandidatesQuery,
  shiftRequestCreateBody,
  swapCandidate,
  swapCandidatesQuery,
  swapCreateBody,
  validatorResults,
  wire,
  wireShape,
} from "@rosterly/contract";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import { giveawayCandidates, swapCandidates } from "../../services/requests/candidates";
import { validateRequest } from "../../services/requests/create";
import { failures } from "./read";

const tags = ["requests"];
const findings = { 200: validatorResults, ...failures };

/** C-017, Y-028: what a request would leave before it is sent, and whom it could name. */
export function requestPreviewRoutes(app: App, deps: AppDeps): void {
  app.post(
    "/api/swaps/validate/",
    {
      schema: {
        tags,
        summary: "The findings a swap would leave if approved, without sending it",
        body: wire(swapCreateBody),
        response: findings,
      },
    },
    async (request) => validateRequest(deps, sessionOf(request), { contentType: "swap", body: request.body }),
  );
  app.post(
    "/api/shift-requests/validate/",
    {
      schema: {
        tags,
        summary: "The findings a giveaway, reschedule or split would leave if approved, without sending it",
        body: wire(shiftRequestCreateBody),
        response: findings,
      },
    },
    async (request) =>
      validateRequest(deps, sessionOf(request), { contentType: "shiftrequest", body: request.body }),
  );
  app.post(
    "/api/events/request/validate/",
    {
      schema: {
        tags,
        summary: "The findings time off would leave if approved, without asking for it",
        body: wire(eventRequestCreateBody),
        response: findings,
      },
    },
    async (request) =>
      validateRequest(deps, sessionOf(request), { contentType: "event", body: request.body }),
  );
  app.get(
    "/api/swaps/candidates/",
    {
      schema: {
        tags,
        summary: "Colleagues' shifts one's upcoming shift could be swapped for, each with its findings",
        querystring: swapCandidatesQuery,
        response: { 200: z.array(wireShape(swapCandidate)), ...failures },
      },
    },
    async (request) => swapCandidates(deps, sessionOf(request), request.query.shift_id),
  );
  app.get(
    "/api/shift-requests/giveaway_candidates/",
    {
      schema: {
        tags,
        summary: "Colleagues who could take a shift given away, each with the findings it would leave",
        querystring: giveawayCandidatesQuery,
        response: { 200: z.array(wireShape(giveawayCandidate)), ...failures },
      },
    },
    async (request) => giveawayCandidates(deps, sessionOf(request), request.query.shift_id),
  );
}

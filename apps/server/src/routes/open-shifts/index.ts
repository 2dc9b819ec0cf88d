import {
  assignBody,
  assignmentWarning,
  assignWarnings,
  errorBody,
  idParams,
  openingBody,
  openShift,
  openShiftInput,
  openShiftListQuery,
  openShiftPatch,
  page,
  shift,
  userBidsQuery,
  wire,
  wireShape,
} from "@rosterly/contract";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { paginate } from "../../http/pagination";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import { viewerOf } from "../../policies/schedule";
import { presentAssignmentWarning } from "../../presenters/assignment-warning";
import { presentOpenShift } from "../../presenters/open-shift";
import { presentShift } from "../../presenters/shift";
import { assignOpenShift } from "../../services/open-shifts/assign";
import { bidOnOpenShift } from "../../services/open-shifts/bid";
import { cancelBid } from "../../services/open-shifts/cancel-bid";
import { closeOpenShift } from "../../services/open-shifts/close";
import { createOpenShift } from "../../services/open-shifts/create";
import { removeOpenShift } from "../../services/open-shifts/delete";
import { countOpenShiftsFor, listOpenShiftsFor } from "../../services/open-shifts/list";
import { nudgeOpenShift } from "../../services/open-shifts/nudge";
import { bidPreview, getOpenShift } from "../../services/open-shifts/read";
import { updateOpenShiftDetails } from "../../services/open-shifts/update";
import { updateOpening } from "../../services/open-shifts/update-opening";
import { userBids } from "../../services/open-shifts/user-bids";
import type { SessionContext } from "../../services/session/context";

const tags = ["open shifts"];
const failures = { 400: errorBody, 403: errorBody, 404: errorBody, 412: errorBody };
const one = wireShape(openShift);
const asManager = (session: SessionContext) => ({ userId: session.user.id, isStaff: false });
const asCaller = (session: SessionContext) => ({
  userId: session.user.id,
  isStaff: session.classification === "staff",
});

export function openShiftRoutes(app: App, deps: AppDeps): void {
  app.get(
    "/api/open-shifts/",
    {
      schema: {
        tags,
        summary:
          "Pending or past open shifts (H-007): management's within reach, staff's those offered to them",
        querystring: openShiftListQuery,
        response: { 200: page(one), ...failures },
      },
    },
    async (request) => {
      const raw =
        typeof request.raw.url === "string" ? new URL(request.raw.url, "http://x").searchParams : null;
      const given = raw ? Object.fromEntries(raw) : {};
      const { count, results } = await listOpenShiftsFor(deps.db, sessionOf(request), request.query, given);
      return paginate(
        request,
        { page: request.query.page, pageSize: request.query.page_size },
        count,
        results,
      );
    },
  );

  app.get(
    "/api/open-shifts/count/",
    {
      schema: {
        tags,
        summary: "How many open shifts a list would hold, and the bids on pending ones (rail badges, H-008)",
        querystring: openShiftListQuery,
        response: { 200: z.object({ count: z.number().int(), bids: z.number().int() }), ...failures },
      },
    },
    async (request) => {
      const raw =
        typeof request.raw.url === "string" ? new URL(request.raw.url, "http://x").searchParams : null;
      return countOpenShiftsFor(
        deps.db,
        sessionOf(request),
        request.query,
        raw ? Object.fromEntries(raw) : {},
      );
    },
  );

  app.get(
    "/api/open-shifts/user_bids/",
    {
      schema: {
        tags,
        summary: "The open shifts one person bid on between two dates (H-017)",
        querystring: userBidsQuery,
        response: { 200: z.array(one), ...failures },
      },
    },
    async (request) =>
      userBids(deps.db, sessionOf(request), {
        userId: request.query.user_id,
        between: request.query.between,
      }),
  );

  app.post(
    "/api/open-shifts/",
    {
      schema: {
        tags,
        summary: "Open a shift for bidding; every eligible person is notified",
        body: wire(openShiftInput),
        response: { 201: one, ...failures },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const row = await createOpenShift(deps, session, request.body);
      return reply.status(201).send(presentOpenShift(row, asManager(session)));
    },
  );

  app.get(
    "/api/open-shifts/:id/",
    { schema: { tags, summary: "One open shift", params: idParams, response: { 200: one, ...failures } } },
    async (request) => getOpenShift(deps.db, sessionOf(request), request.params.id),
  );

  app.get(
    "/api/open-shifts/:id/preview/",
    {
      schema: {
        tags,
        summary: "What taking this open shift would bring the caller: overtime, consecutive days, conflicts",
        params: idParams,
        response: { 200: z.array(wireShape(assignmentWarning)), ...failures },
      },
    },
    async (request) =>
      (await bidPreview(deps.db, sessionOf(request), request.params.id)).map(presentAssignmentWarning),
  );

  app.patch(
    "/api/open-shifts/:id/",
    {
      schema: {
        tags,
        summary: "Change title, comments, flags, sitter details or deadline while nobody is involved (H-010)",
        params: idParams,
        body: wire(openShiftPatch),
        response: { 200: one, ...failures },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const row = await updateOpenShiftDetails(deps, session, request.params.id, request.body);
      return presentOpenShift(row, asManager(session));
    },
  );

  app.delete(
    "/api/open-shifts/:id/",
    {
      schema: {
        tags,
        summary: "Delete an open shift nobody has bid on (H-009)",
        params: idParams,
        response: { 204: z.null(), ...failures },
      },
    },
    async (request, reply) => {
      await removeOpenShift(deps, sessionOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    "/api/open-shifts/:id/update_opening/",
    {
      schema: {
        tags,
        summary: "Change the number of seats (H-011)",
        params: idParams,
        body: openingBody,
        response: { 200: one, ...failures },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const row = await updateOpening(deps, session, request.params.id, request.body.opening);
      return presentOpenShift(row, asManager(session));
    },
  );

  app.post(
    "/api/open-shifts/:id/assign/",
    {
      schema: {
        tags,
        summary:
          "Seat selected bidders and picked staff (H-013); the assignment checks come back as warnings",
        params: idParams,
        body: wire(assignBody),
        response: { 200: z.object({ open_shift: one, warnings: wireShape(assignWarnings) }), ...failures },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const outcome = await assignOpenShift(deps, session, request.params.id, request.body);
      return {
        open_shift: presentOpenShift(outcome.openShift, asManager(session)),
        warnings: outcome.warnings.map((entry) => ({
          user_id: entry.userId,
          warnings: entry.warnings.map(presentAssignmentWarning),
        })),
      };
    },
  );

  for (const [path, summary, act] of [
    ["close", "Stop bidding by hand; bidders without a seat are told", closeOpenShift],
    ["nudge", "Remind those who have not bid (every 900 s at most, H-014)", nudgeOpenShift],
    ["cancel_bid", "Withdraw one's own bid while bidding is open", cancelBid],
  ] as const) {
    app.post(
      `/api/open-shifts/:id/${path}/`,
      { schema: { tags, summary, params: idParams, response: { 200: one, ...failures } } },
      async (request) => {
        const session = sessionOf(request);
        return presentOpenShift(await act(deps, session, request.params.id), asCaller(session));
      },
    );
  }

  app.post(
    "/api/open-shifts/:id/bid/",
    {
      schema: {
        tags,
        summary: "Bid (staff): an FCFS open shift answers the shift won, any other the open shift",
        params: idParams,
        response: { 200: z.union([wireShape(shift), one]), ...failures },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const outcome = await bidOnOpenShift(deps, session, request.params.id);
      if (outcome.kind === "seat") {
        return presentShift(outcome.shift, {
          viewer: viewerOf(session),
          flagsVisibleToOtherStaff: new Set(),
        });
      }
      return presentOpenShift(outcome.openShift, asCaller(session));
    },
  );
}

import {
  errorBody,
  historyEntry,
  idParams,
  idsBody,
  lastShiftHistoryPage,
  lastShiftHistoryQuery,
  lastShiftsQuery,
  page,
  shift,
  shiftBulkPatch,
  shiftCreateBody,
  shiftErrorsQuery,
  shiftListQuery,
  shiftPatch,
  validatorResults,
  wire,
  wireShape,
} from "@rosterly/contract";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { serializeTrusted } from "../../http/fast-json";
import { paginate } from "../../http/pagination";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import { createShifts } from "../../services/shifts/create-shifts";
import { deleteShifts } from "../../services/shifts/delete-shifts";
import { getLastShiftHistory } from "../../services/shifts/last-shift-history";
import { getLastShifts } from "../../services/shifts/last-shifts";
import { listShiftsFor } from "../../services/shifts/list-shifts";
import { getShift, getShiftHistory } from "../../services/shifts/read-shift";
import { periodErrors } from "../../services/scheduling/period-errors";
import { shiftErrors } from "../../services/shifts/shift-errors";
import { updateShifts } from "../../services/shifts/update-shifts";

const tags = ["shifts"];
const failures = { 400: errorBody, 403: errorBody, 404: errorBody };

export function shiftRoutes(app: App, deps: AppDeps): void {
  app.get(
    "/api/shifts/",
    {
      schema: {
        tags,
        summary:
          "Shifts by date range, department, assignee and the filters of spec 2 §7 (pages of up to 500)",
        querystring: shiftListQuery,
        response: { 200: page(wireShape(shift.partial())), ...failures },
      },
      serializerCompiler: serializeTrusted,
    },
    async (request) => {
      const { count, results } = await listShiftsFor(deps.db, sessionOf(request), request.query);
      return paginate(
        request,
        { page: request.query.page, pageSize: request.query.page_size },
        count,
        results,
      );
    },
  );

  app.post(
    "/api/shifts/",
    {
      schema: {
        tags,
        summary:
          "Create shifts (a list; an empty list creates nothing); answers them, then any receiving shifts",
        body: wire(shiftCreateBody),
        response: { 201: z.array(wireShape(shift)), ...failures },
      },
      serializerCompiler: serializeTrusted,
    },
    async (request, reply) =>
      reply.status(201).send(await createShifts(deps, sessionOf(request), request.body)),
  );

  app.get(
    "/api/shifts/last/",
    {
      schema: {
        tags,
        summary: "Each assignee's latest canceled, float or overtime shift before a date",
        querystring: lastShiftsQuery,
        response: { 200: z.record(z.string(), z.object({ last: wireShape(shift).nullable() })), ...failures },
      },
    },
    async (request) =>
      getLastShifts(deps.db, sessionOf(request), {
        type: request.query.type,
        before: request.query.before,
        assigneeIds: request.query.assignee_ids,
      }),
  );

  app.get(
    "/api/shifts/last/history/",
    {
      schema: {
        tags,
        summary:
          "One assignee's canceled, float or overtime shifts before a date, newest first, a page at a time (cursor from the previous page)",
        querystring: lastShiftHistoryQuery,
        response: { 200: wireShape(lastShiftHistoryPage), ...failures },
      },
    },
    async (request) => getLastShiftHistory(deps.db, sessionOf(request), request.query),
  );

  app.patch(
    "/api/shifts/bulk_update/",
    {
      schema: {
        tags,
        summary: "Change several shifts at once, all or nothing",
        body: wire(shiftBulkPatch),
        response: { 200: z.array(wireShape(shift)), ...failures },
      },
      serializerCompiler: serializeTrusted,
    },
    async (request) => updateShifts(deps, sessionOf(request), request.body, { single: false }),
  );

  app.delete(
    "/api/shifts/bulk_delete/",
    {
      schema: {
        tags,
        summary: "Delete several shifts at once, all or nothing",
        body: idsBody,
        response: { 204: z.null(), ...failures, 412: errorBody },
      },
    },
    async (request, reply) => {
      await deleteShifts(deps, sessionOf(request), request.body.ids, { single: false });
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/shifts/:id/",
    {
      schema: {
        tags,
        summary: "One shift",
        params: idParams,
        response: { 200: wireShape(shift), ...failures },
      },
    },
    async (request) => getShift(deps.db, sessionOf(request), request.params.id),
  );

  app.patch(
    "/api/shifts/:id/",
    {
      schema: {
        tags,
        summary: "Change a shift (cancel: canceled true with flags and comments)",
        params: idParams,
        body: wire(shiftPatch),
        response: { 200: wireShape(shift), ...failures },
      },
    },
    async (request) => {
      const [updated] = await updateShifts(
        deps,
        sessionOf(request),
        [{ ...request.body, id: request.params.id }],
        {
          single: true,
        },
      );
      return updated;
    },
  );

  app.delete(
    "/api/shifts/:id/",
    {
      schema: {
        tags,
        summary: "Delete a shift",
        params: idParams,
        response: { 204: z.null(), ...failures, 412: errorBody },
      },
    },
    async (request, reply) => {
      await deleteShifts(deps, sessionOf(request), [request.params.id], { single: true });
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/shifts/:id/history/",
    {
      schema: {
        tags,
        summary: "The shift's timeline, creation first",
        params: idParams,
        response: { 200: z.array(wireShape(historyEntry)), ...failures },
      },
    },
    async (request) => getShiftHistory(deps.db, sessionOf(request), request.params.id),
  );

  app.get(
    "/api/shifts/errors/",
    {
      schema: {
        tags,
        summary: "A schedule's validator errors, by schedule_id or by dept_id and between (P-030)",
        querystring: shiftErrorsQuery,
        response: { 200: validatorResults, ...failures },
      },
    },
    async (request) => periodErrors(deps.db, sessionOf(request), request.query),
  );

  app.get(
    "/api/shifts/:id/errors/",
    {
      schema: {
        tags,
        summary: "Validator errors involving the shift",
        params: idParams,
        response: { 200: validatorResults, ...failures },
      },
    },
    async (request) => shiftErrors(deps.db, sessionOf(request), request.params.id),
  );
}

import {
  censusBulkPatchBody,
  censusCreateBody,
  censusQuery,
  censusRow,
  dailySchedule,
  dailyScheduleCreate,
  dailySchedulePatch,
  dailyScheduleQuery,
  errorBody,
  idParams,
  wire,
  wireShape,
} from "@rosterly/contract";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import { bulkUpdateCensus, createCensusRows } from "../../services/daily-schedules/census";
import { getDailySchedule, listCensusFor, listDailySchedulesFor } from "../../services/daily-schedules/read";
import {
  createDailySchedule,
  finalizeDailySchedule,
  shareDailySchedule,
  updateDailyScheduleDetails,
} from "../../services/daily-schedules/write";

const tags = ["daily schedules"];
const failures = { 400: errorBody, 403: errorBody, 404: errorBody };
const one = wireShape(dailySchedule);
const row = wireShape(censusRow);
// Fastify hands a request without a body to the validator as null.
const noBody = z.object({}).strict().nullish();

export function dailyScheduleRoutes(app: App, deps: AppDeps): void {
  app.get(
    "/api/daily-schedules/",
    {
      schema: {
        tags,
        summary:
          "A department's daily schedules (one type or all) of the week holding a date and a week either side",
        querystring: dailyScheduleQuery,
        response: { 200: z.array(one), ...failures },
      },
    },
    async (request) => listDailySchedulesFor(deps.db, sessionOf(request), request.query),
  );

  app.post(
    "/api/daily-schedules/",
    {
      schema: {
        tags,
        summary: "Start a day's daily schedule of a type, with the type's predefined census rows",
        body: wire(dailyScheduleCreate),
        response: { 201: one, ...failures },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createDailySchedule(deps, sessionOf(request), request.body)),
  );

  app.get(
    "/api/daily-schedules/:id/",
    {
      schema: {
        tags,
        summary: "One daily schedule with its census",
        params: idParams,
        response: { 200: one, ...failures },
      },
    },
    async (request) => getDailySchedule(deps.db, sessionOf(request), request.params.id),
  );

  app.patch(
    "/api/daily-schedules/:id/",
    {
      schema: {
        tags,
        summary: "Change the memos (refused once finalized)",
        params: idParams,
        body: wire(dailySchedulePatch),
        response: { 200: one, ...failures },
      },
    },
    async (request) => updateDailyScheduleDetails(deps, sessionOf(request), request.params.id, request.body),
  );

  app.post(
    "/api/daily-schedules/:id/share/",
    {
      schema: {
        tags,
        summary: "Share with the unit's staff (sets shared_by_id and shared_on)",
        params: idParams,
        body: noBody,
        response: { 200: one, ...failures },
      },
    },
    async (request) => shareDailySchedule(deps, sessionOf(request), request.params.id),
  );

  app.post(
    "/api/daily-schedules/:id/finalize/",
    {
      schema: {
        tags,
        summary: "Finalize: cannot be undone; every later change is refused",
        params: idParams,
        body: noBody,
        response: { 200: one, ...failures },
      },
    },
    async (request) => finalizeDailySchedule(deps, sessionOf(request), request.params.id),
  );

  app.get(
    "/api/census/",
    {
      schema: {
        tags,
        summary: "The census rows of a daily schedule",
        querystring: censusQuery,
        response: { 200: z.array(row), ...failures },
      },
    },
    async (request) => listCensusFor(deps.db, sessionOf(request), request.query.daily_schedule_id),
  );

  app.post(
    "/api/census/",
    {
      schema: {
        tags,
        summary: "Add census rows (a list, each naming its daily schedule)",
        body: wire(censusCreateBody),
        response: { 201: z.array(row), ...failures },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCensusRows(deps, sessionOf(request), request.body)),
  );

  app.patch(
    "/api/census/bulk_update/",
    {
      schema: {
        tags,
        summary: "Change census rows (a list, each by id)",
        body: wire(censusBulkPatchBody),
        response: { 200: z.array(row), ...failures },
      },
    },
    async (request) => bulkUpdateCensus(deps, sessionOf(request), request.body),
  );
}

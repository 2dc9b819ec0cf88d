import {
  errorBody,
  eventBulkPatch,
  eventCreateBody,
  eventListQuery,
  eventPatch,
  eventValidateBody,
  historyEntry,
  idParams,
  idsBody,
  page,
  scheduleEvent,
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
import { createEvents } from "../../services/events/create-events";
import { deleteEvents } from "../../services/events/delete-events";
import { eventErrors, eventScheduleId, validateEvents } from "../../services/events/event-errors";
import { getEvent, getEventHistory, listEventsFor } from "../../services/events/read-events";
import { updateEvents } from "../../services/events/update-events";

const tags = ["events"];
const failures = { 400: errorBody, 403: errorBody, 404: errorBody };

export function eventRoutes(app: App, deps: AppDeps): void {
  app.get(
    "/api/events/",
    {
      schema: {
        tags,
        summary: "Events (time off and similar) by department and dates (pages of up to 500)",
        querystring: eventListQuery,
        response: { 200: page(wireShape(scheduleEvent)), ...failures },
      },
      serializerCompiler: serializeTrusted,
    },
    async (request) => {
      const { count, results } = await listEventsFor(deps.db, sessionOf(request), request.query);
      return paginate(
        request,
        { page: request.query.page, pageSize: request.query.page_size },
        count,
        results,
      );
    },
  );

  app.post(
    "/api/events/",
    {
      schema: {
        tags,
        summary: "Create events (a list); events made by management are approved",
        body: wire(eventCreateBody),
        response: { 201: z.array(wireShape(scheduleEvent)), ...failures },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createEvents(deps, sessionOf(request), request.body)),
  );

  app.post(
    "/api/events/validate/",
    {
      schema: {
        tags,
        summary: "The validator errors proposed events would bring, without saving them",
        body: wire(eventValidateBody),
        response: { 200: validatorResults, ...failures },
      },
    },
    async (request) => validateEvents(deps, sessionOf(request), request.body),
  );

  app.patch(
    "/api/events/bulk_update/",
    {
      schema: {
        tags,
        summary: "Change several events at once, all or nothing",
        body: wire(eventBulkPatch),
        response: { 200: z.array(wireShape(scheduleEvent)), ...failures },
      },
    },
    async (request) => updateEvents(deps, sessionOf(request), request.body, { single: false }),
  );

  app.delete(
    "/api/events/bulk_delete/",
    {
      schema: {
        tags,
        summary: "Delete several events, all or nothing",
        body: idsBody,
        response: { 204: z.null(), ...failures },
      },
    },
    async (request, reply) => {
      await deleteEvents(deps, sessionOf(request), request.body.ids, { single: false });
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/events/:id/",
    {
      schema: {
        tags,
        summary: "One event",
        params: idParams,
        response: { 200: wireShape(scheduleEvent), ...failures },
      },
    },
    async (request) => getEvent(deps.db, sessionOf(request), request.params.id),
  );

  app.patch(
    "/api/events/:id/",
    {
      schema: {
        tags,
        summary: "Change an event",
        params: idParams,
        body: wire(eventPatch),
        response: { 200: wireShape(scheduleEvent), ...failures },
      },
    },
    async (request) => {
      const [updated] = await updateEvents(
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
    "/api/events/:id/",
    {
      schema: {
        tags,
        summary: "Delete an event",
        params: idParams,
        response: { 204: z.null(), ...failures },
      },
    },
    async (request, reply) => {
      await deleteEvents(deps, sessionOf(request), [request.params.id], { single: true });
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/events/:id/errors/",
    {
      schema: {
        tags,
        summary: "Validator errors involving the event",
        params: idParams,
        response: { 200: validatorResults, ...failures },
      },
    },
    async (request) => eventErrors(deps, sessionOf(request), request.params.id),
  );

  app.get(
    "/api/events/:id/history/",
    {
      schema: {
        tags,
        summary: "The event's timeline: creation, then changes to dates, state and type",
        params: idParams,
        response: { 200: z.array(wireShape(historyEntry)), ...failures },
      },
    },
    async (request) => getEventHistory(deps.db, sessionOf(request), request.params.id),
  );

  app.get(
    "/api/events/:id/schedule_id/",
    {
      schema: {
        tags,
        summary: "The schedule holding the event's first date (Z-031)",
        params: idParams,
        response: { 200: z.object({ schedule_id: z.number().int() }), ...failures },
      },
    },
    async (request) => ({ schedule_id: await eventScheduleId(deps, sessionOf(request), request.params.id) }),
  );
}

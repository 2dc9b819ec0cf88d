import { calendarFeed, calendarFeedList, errorBody, idParams, wireShape } from "@rosterly/contract";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import {
  listCalendarFeeds,
  regenerateCalendarFeed,
  turnOffCalendarFeed,
  turnOnCalendarFeed,
} from "../../services/calendar-feeds/manage";
import { publicFeedRoute } from "./public-feed";

const tags = ["calendar feeds"];
const failures = { 400: errorBody, 403: errorBody, 404: errorBody };
const one = { 200: wireShape(calendarFeed), ...failures };
const none = { 204: z.null(), ...failures };
const PERSONAL = "/api/calendar-feeds/personal/";
const DEPARTMENT = "/api/calendar-feeds/departments/:id/";
const personal = { kind: "personal" } as const;
const department = (id: number) => ({ kind: "department", departmentId: id }) as const;

export function calendarFeedRoutes(app: App, deps: AppDeps): void {
  app.get(
    "/api/calendar-feeds/",
    {
      schema: {
        tags,
        summary: "The caller's calendar feeds that are on, with their private links",
        response: { 200: wireShape(calendarFeedList), ...failures },
      },
    },
    async (request) => ({ results: await listCalendarFeeds(deps, sessionOf(request)) }),
  );

  app.post(
    PERSONAL,
    {
      schema: {
        tags,
        summary: "Turn on the caller's own feed (one already on keeps its link)",
        response: one,
      },
    },
    async (request) => turnOnCalendarFeed(deps, sessionOf(request), personal),
  );
  app.post(
    `${PERSONAL}regenerate/`,
    {
      schema: {
        tags,
        summary: "A new link for the caller's own feed; the old one stops at once",
        response: one,
      },
    },
    async (request) => regenerateCalendarFeed(deps, sessionOf(request), personal),
  );
  app.delete(
    PERSONAL,
    { schema: { tags, summary: "Turn off the caller's own feed; its link stops working", response: none } },
    async (request, reply) => {
      await turnOffCalendarFeed(deps, sessionOf(request), personal);
      return reply.status(204).send(null);
    },
  );

  app.post(
    DEPARTMENT,
    {
      schema: {
        tags,
        summary: "Turn on a feed of the department's published schedule (its managers only)",
        params: idParams,
        response: one,
      },
    },
    async (request) => turnOnCalendarFeed(deps, sessionOf(request), department(request.params.id)),
  );
  app.post(
    `${DEPARTMENT}regenerate/`,
    {
      schema: {
        tags,
        summary: "A new link for the department feed; the old one stops at once",
        params: idParams,
        response: one,
      },
    },
    async (request) => regenerateCalendarFeed(deps, sessionOf(request), department(request.params.id)),
  );
  app.delete(
    DEPARTMENT,
    { schema: { tags, summary: "Turn off the department feed", params: idParams, response: none } },
    async (request, reply) => {
      await turnOffCalendarFeed(deps, sessionOf(request), department(request.params.id));
      return reply.status(204).send(null);
    },
  );

  publicFeedRoute(app, deps);
}

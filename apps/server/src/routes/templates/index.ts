import {
  errorBody,
  page,
  profileIdParams,
  scheduleTemplate,
  templateApplyBody,
  templateApplyErrors,
  templateApplyResult,
  templateFromScheduleBody,
  templateListQuery,
  templatePatch,
  wire,
  wireShape,
} from "@rosterly/contract";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { offsetOf, paginate } from "../../http/pagination";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import { applyTemplates } from "../../services/templates/apply-templates";
import { listTemplates, patchTemplateDay, templatesFromSchedule } from "../../services/templates/templates";

const tags = ["schedule templates"];
const failures = { 400: errorBody, 403: errorBody, 404: errorBody };

export function templateRoutes(app: App, deps: AppDeps): void {
  app.get(
    "/api/schedule-templates/",
    {
      schema: {
        tags,
        summary: "The department's people with their templates (pages of up to 500)",
        querystring: templateListQuery,
        response: { 200: page(wireShape(scheduleTemplate)), ...failures },
      },
    },
    async (request) => {
      const pageRequest = { page: request.query.page, pageSize: request.query.page_size };
      const { count, results } = await listTemplates(deps.db, sessionOf(request), request.query.dept_id, {
        offset: offsetOf(pageRequest),
        limit: pageRequest.pageSize,
      });
      return paginate(request, pageRequest, count, results);
    },
  );

  app.post(
    "/api/schedule-templates/apply/",
    {
      schema: {
        tags,
        summary:
          "Make the templates' shifts in a period of the department, skipping (and listing) days already taken",
        body: wire(templateApplyBody),
        response: { 201: z.intersection(wireShape(templateApplyResult), templateApplyErrors), ...failures },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await applyTemplates(deps, sessionOf(request), request.body)),
  );

  app.post(
    "/api/schedule-templates/from_schedule/",
    {
      schema: {
        tags,
        summary: "Save a period's shifts as the department's templates (replacing them)",
        body: wire(templateFromScheduleBody),
        response: { 200: page(wireShape(scheduleTemplate)), ...failures },
      },
    },
    async (request) => {
      const { count, results } = await templatesFromSchedule(
        deps,
        sessionOf(request),
        request.body.scheduleId,
      );
      return { count, next: null, previous: null, results };
    },
  );

  app.patch(
    "/api/schedule-templates/:profile_id/",
    {
      schema: {
        tags,
        summary: "Set one day of a person's template (no activities: clear the day)",
        params: profileIdParams,
        body: wire(templatePatch),
        response: { 200: wireShape(scheduleTemplate), ...failures, 412: errorBody },
      },
    },
    async (request) => patchTemplateDay(deps, sessionOf(request), request.params.profile_id, request.body),
  );
}

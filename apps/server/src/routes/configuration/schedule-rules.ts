import { department, errorBody, idParams, scheduleRulesPatch, wire, wireShape } from "@rosterly/contract";
import type { AppDeps } from "../../deps";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import { requireConfigurationEditor } from "../../policies/configuration";
import { updateScheduleRules } from "../../services/configuration/update-schedule-rules";

export function scheduleRulesRoutes(app: App, deps: AppDeps): void {
  app.patch(
    "/api/departments/:id/update_schedule_rules/",
    {
      preValidation: requireConfigurationEditor,
      schema: {
        tags: ["configuration"],
        summary: "Change a department's schedule rules (administrators); unnamed rules stay",
        params: idParams,
        body: wire(scheduleRulesPatch),
        response: { 200: wireShape(department), 400: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => updateScheduleRules(deps, sessionOf(request), request.params.id, request.body),
  );
}

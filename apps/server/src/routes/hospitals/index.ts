import {
  errorBody,
  hospital,
  hospitalInfoPatch,
  idParams,
  queryId,
  settingsChanges,
  wire,
  wireShape,
} from "@rosterly/contract";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import { requireConfigurationEditor } from "../../policies/configuration";
import { getHospital } from "../../services/hospitals/get-hospital";
import { updateHospitalInfo } from "../../services/hospitals/update-hospital-info";
import { updateHospitalSettings } from "../../services/hospitals/update-hospital-settings";

const tags = ["organisation"];
const RELATED = [
  "departments",
  "job_types",
  "job_status",
  "shift_types",
  "event_types",
  "flags",
  "daily_schedule_types",
  "employees",
] as const;
const listQuery = z.object({
  user_id: queryId.optional(),
  omit: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(",").map((key) => key.trim()) : []))
    .pipe(z.array(z.enum(RELATED))),
});

export function hospitalRoutes(app: App, deps: AppDeps): void {
  app.get(
    "/api/hospitals/",
    {
      schema: {
        tags,
        summary: "The caller's organisation with its related configuration and employees",
        querystring: listQuery,
        response: { 200: wireShape(hospital.partial()), 401: errorBody },
      },
    },
    async (request) => {
      const result: Partial<Awaited<ReturnType<typeof getHospital>>> = await getHospital(
        deps.db,
        sessionOf(request),
        deps.clock(),
      );
      for (const key of request.query.omit) delete result[key];
      return result;
    },
  );

  app.get(
    "/api/hospitals/:id/",
    {
      schema: {
        tags,
        summary: "One organisation (only the caller's own)",
        params: idParams,
        response: { 200: wireShape(hospital), 404: errorBody },
      },
    },
    async (request) => getHospital(deps.db, sessionOf(request), deps.clock(), request.params.id),
  );

  app.patch(
    "/api/hospitals/:id/",
    {
      schema: {
        tags,
        summary: "Change the hospital's info (admins)",
        params: idParams,
        body: wire(hospitalInfoPatch),
        response: { 200: wireShape(hospital), 400: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await updateHospitalInfo(deps, session, request.params.id, request.body.info);
      return getHospital(deps.db, session, deps.clock(), request.params.id);
    },
  );

  app.patch(
    "/api/hospitals/:id/update_settings/",
    {
      preValidation: requireConfigurationEditor,
      schema: {
        tags,
        summary: "Change hospital settings by path (administrators); the whole batch or nothing",
        description:
          "Body: a list of {path, value}. Paths: idleTimeout, scheduling.period, scheduling.initialStartDate, " +
          "scheduling.states.<state>[.editable|.staffVisible], holidays.<region>, dateFormats.<key>, " +
          "validations.consecutiveShifts.data, requests.<setting>, security.lockout.<setting> (or any parent " +
          "object). A null value resets the path to its default.",
        params: idParams,
        body: settingsChanges,
        response: { 200: wireShape(hospital), 400: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await updateHospitalSettings(deps, session, request.params.id, request.body);
      return getHospital(deps.db, session, deps.clock(), request.params.id);
    },
  );
}

import {
  createProfilePermissionsBody,
  errorBody,
  profilePermissions,
  profilePermissionsPatchBody,
  wire,
  wireShape,
} from "@rosterly/contract";
import type { AppDeps } from "../../deps";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import {
  createProfilePermissions,
  getProfilePermissions,
  updateProfilePermissions,
} from "../../services/profiles/profile-permissions";
import { idParams, manageAccounts, permissionsAccess } from "../accounts/guards";

const tags = ["profiles"];
const refused = { 400: errorBody, 403: errorBody, 404: errorBody };
const shape = wireShape(profilePermissions);

/** Saved screen permissions of a profile (C-012, D-019, D-020). */
export function profilePermissionRoutes(app: App, deps: AppDeps): void {
  app.post(
    "/api/profile-permissions/",
    {
      preValidation: manageAccounts,
      schema: {
        tags,
        summary: "Save a profile's screen values (each one of its role's choices)",
        body: wire(createProfilePermissionsBody),
        response: { 201: shape, ...refused },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProfilePermissions(deps, sessionOf(request), request.body)),
  );

  app.get(
    "/api/profile-permissions/:id/",
    {
      preValidation: permissionsAccess(deps, "view"),
      schema: {
        tags,
        summary: "A profile's saved screen values",
        params: idParams,
        response: { 200: shape, ...refused },
      },
    },
    async (request) => getProfilePermissions(deps.db, sessionOf(request), request.params.id),
  );

  app.patch(
    "/api/profile-permissions/:id/",
    {
      preValidation: permissionsAccess(deps, "manage"),
      schema: {
        tags,
        summary: "Replace a profile's saved screen values",
        params: idParams,
        body: wire(profilePermissionsPatchBody),
        response: { 200: shape, ...refused },
      },
    },
    async (request) =>
      updateProfilePermissions(deps, sessionOf(request), request.params.id, request.body.screens.web),
  );
}

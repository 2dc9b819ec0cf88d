import {
  changeEmailBody,
  changeEmailConfirmBody,
  checkPasswordBody,
  errorBody,
  wire,
} from "@rosterly/contract";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import {
  checkOwnPassword,
  confirmEmailChange,
  requestEmailChange,
} from "../../services/accounts/email-change";
import { idParams, userAccess } from "../accounts/guards";

const tags = ["users"];
const answers = { 204: z.null(), 400: errorBody, 403: errorBody, 404: errorBody };

/** Changing one's e-mail address (B-016, Y-006): check the password, mail the new address, confirm. */
export function emailRoutes(app: App, deps: AppDeps): void {
  app.post(
    "/api/users/:id/check_password/",
    {
      preValidation: userAccess(deps, "own"),
      schema: {
        tags,
        summary: "Check one's own password (400 if wrong); opens an e-mail change for ten minutes",
        params: idParams,
        body: wire(checkPasswordBody),
        response: answers,
      },
    },
    async (request, reply) => {
      await checkOwnPassword(deps, sessionOf(request), request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/users/:id/change_email/",
    {
      preValidation: userAccess(deps, "own"),
      schema: {
        tags,
        summary: "Mail a confirmation link to a new address (after check_password; 412 without)",
        params: idParams,
        body: wire(changeEmailBody),
        response: { ...answers, 412: errorBody },
      },
    },
    async (request, reply) => {
      await requestEmailChange(deps, sessionOf(request), request.body.newEmail);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    "/api/users/change_email_confirm/",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Confirm a new e-mail address from its mailed link",
        body: wire(changeEmailConfirmBody),
        response: answers,
      },
    },
    async (request, reply) => {
      await confirmEmailChange(deps, request.body);
      return reply.status(204).send(null);
    },
  );
}

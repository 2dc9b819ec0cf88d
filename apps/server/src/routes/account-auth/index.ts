import {
  activationBody,
  errorBody,
  resetPasswordBody,
  resetPasswordConfirmBody,
  setPasswordBody,
  tokenPair,
  wire,
} from "@rosterly/contract";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { sessionOf } from "../../http/session";
import { addressLimit } from "../../http/rate-limits";
import type { App } from "../../http/types";
import { activateAccount, confirmPasswordReset } from "../../services/accounts/activation";
import { requestPasswordReset } from "../../services/accounts/reset-password";
import { setOwnPassword } from "../../services/accounts/set-password";

const tags = ["auth"];
const noContent = { 204: z.null(), 400: errorBody };

/** Activation, forgotten password and password change (B-013 to B-015, Y-005). */
export function accountAuthRoutes(app: App, deps: AppDeps): void {
  app.post(
    "/api/auth/users/activation/",
    {
      config: { public: true, ...addressLimit(deps.config.signInRateLimit) },
      schema: {
        tags,
        summary: "Activate an account from its mailed link and choose the password",
        body: wire(activationBody),
        response: noContent,
      },
    },
    async (request, reply) => {
      await activateAccount(deps, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/auth/users/reset_password/",
    {
      config: { public: true, ...addressLimit(deps.config.signInRateLimit) },
      schema: {
        tags,
        summary: "Mail a password-reset link (the same answer whether or not the account exists)",
        body: wire(resetPasswordBody),
        response: noContent,
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/auth/users/reset_password_confirm/",
    {
      config: { public: true, ...addressLimit(deps.config.signInRateLimit) },
      schema: {
        tags,
        summary: "Set a new password from a mailed reset link",
        body: wire(resetPasswordConfirmBody),
        response: noContent,
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(deps, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/auth/users/set_password/",
    {
      schema: {
        tags,
        summary: "Change one's own password; other sessions end and a fresh token pair is answered",
        body: wire(setPasswordBody),
        response: { 200: tokenPair, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => setOwnPassword(deps, sessionOf(request), request.body),
  );
}

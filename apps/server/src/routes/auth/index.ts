import {
  accessToken,
  errorBody,
  loginBody,
  refreshBody,
  sessionUser,
  tokenPair,
  verifyBody,
  wireShape,
} from "@rosterly/contract";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { sessionOf } from "../../http/session";
import { addressLimit } from "../../http/rate-limits";
import type { App } from "../../http/types";
import { presentSessionUser } from "../../presenters/session";
import { refreshAccess, verifyToken } from "../../services/auth/authenticate";
import { login } from "../../services/auth/login";
import { describeSession } from "../../services/session/describe-session";

const tags = ["auth"];

export function authRoutes(app: App, deps: AppDeps): void {
  app.post(
    "/api/auth/jwt/create/",
    {
      config: { public: true, ...addressLimit(deps.config.signInRateLimit) },
      schema: {
        tags,
        summary: "Sign in with e-mail and password (JSON or form)",
        body: loginBody,
        response: { 200: tokenPair, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => login(deps, request.body.email, request.body.password, request.body.client),
  );

  app.post(
    "/api/auth/jwt/refresh/",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Trade a refresh token for a new access token",
        body: refreshBody,
        response: { 200: accessToken, 401: errorBody },
      },
    },
    async (request) => refreshAccess(deps.db, deps.tokens, request.body.refresh),
  );

  app.post(
    "/api/auth/jwt/verify/",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Check that a token is valid",
        body: verifyBody,
        response: { 200: z.object({}), 401: errorBody },
      },
    },
    async (request) => {
      await verifyToken(deps.db, deps.tokens, request.body.token);
      return {};
    },
  );

  app.get(
    "/api/auth/users/me/",
    {
      schema: {
        tags,
        summary: "The signed-in user and the profile they act with",
        response: { 200: wireShape(sessionUser), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => presentSessionUser(await describeSession(deps.db, sessionOf(request))),
  );
}

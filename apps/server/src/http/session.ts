import type { FastifyInstance, FastifyRequest } from "fastify";
import { authenticate } from "../services/auth/authenticate";
import type { SessionContext } from "../services/session/context";
import type { AppDeps } from "../deps";
import { Errors } from "./errors";

declare module "fastify" {
  interface FastifyRequest {
    session: SessionContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without signing in (login, token refresh, account e-mails). */
    public?: boolean;
  }
}

/** Every `/api/` route needs a signed-in person with an active profile unless marked public. */
export function registerSession(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest("session", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/") || request.routeOptions.config.public) return;
    // A path missing its trailing slash gets the not-found answer that says so, signed in or not;
    // other unknown paths stay behind sign-in, so the API's routes are not listed to strangers.
    const path = request.url.split("?")[0] ?? "";
    if (request.routeOptions.url === undefined && !path.endsWith("/")) return;
    request.session = await authenticate(deps.db, deps.tokens, request.headers.authorization);
  });
}

export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw Errors.notAuthenticated();
  return request.session;
}

import { isAdmin } from "@rosterly/domain/permissions";
import type { FastifyRequest } from "fastify";
import { Errors } from "../http/errors";
import type { SessionContext } from "../services/session/context";

/**
 * Everyone signed in reads the configuration (schedules are drawn with it); only administrators
 * change it. Rows of other organisations are never found, so they answer 404, not 403.
 */
export function assertCanEditConfiguration(session: SessionContext): void {
  if (!isAdmin(session.actor)) throw Errors.forbidden("errors.forbidden.change_configuration");
}

/** A create names its organisation; any other than the caller's does not exist for them. */
export function assertOwnHospital(session: SessionContext, hospitalId: number): void {
  if (hospitalId !== session.orgId) throw Errors.notFound("errors.not_found.hospital");
}

/**
 * The same check as a route hook, run before the body is validated, so someone who may not
 * change the configuration hears 403 whatever they sent (never a 400 about a body they may not send).
 */
export function requireConfigurationEditor(request: FastifyRequest): Promise<void> {
  if (request.session) assertCanEditConfiguration(request.session);
  return Promise.resolve();
}

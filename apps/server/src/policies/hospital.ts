import { Errors } from "../http/errors";
import type { SessionContext } from "../services/session/context";

/** Another organisation's hospital does not exist as far as the caller can tell. */
export function assertCanViewHospital(session: SessionContext, hospitalId: number): void {
  if (hospitalId !== session.orgId) throw Errors.notFound("errors.not_found.hospital");
}

/** Only admins change the organisation; others who can see it are refused. */
export function assertCanEditHospital(session: SessionContext, hospitalId: number): void {
  assertCanViewHospital(session, hospitalId);
  if (session.classification !== "admin") throw Errors.forbidden("errors.forbidden.change_hospital");
}

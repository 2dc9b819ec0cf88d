import { Errors } from "../http/errors";
import type { ProfileRow } from "../repositories/profiles";
import type { SessionContext } from "../services/session/context";
import { canSeeProfile } from "./accounts";

/**
 * People's credentials and health records are management's alone (N-012): department management
 * for the people of its departments, operations management and administrators for the whole
 * organisation. Staff are refused outright; a person beyond the caller's reach does not exist.
 */
export function assertCanManageDocuments(session: SessionContext): void {
  if (session.classification === "staff") throw Errors.forbidden("errors.forbidden.manage_documents");
}

/** The same rule as a yes/no, for the live channel: whether the caller hears of this person's documents. */
export function mayManageDocumentsOf(
  session: SessionContext,
  person: Pick<ProfileRow, "orgId" | "userId" | "departmentId">,
): boolean {
  return session.classification !== "staff" && canSeeProfile(session, person);
}

/** The documents of a profile the caller reaches (404 otherwise, naming what was asked for). */
export function assertCanManageDocumentsOf(
  session: SessionContext,
  profile: ProfileRow | undefined,
  missing: "errors.not_found.profile" | "errors.not_found.document",
): asserts profile is ProfileRow {
  assertCanManageDocuments(session);
  if (!profile || !canSeeProfile(session, profile)) throw Errors.notFound(missing);
}

import { can, reachesAllDepartments, seesInternalCommentsReportColumn } from "@rosterly/domain/permissions";
import { Errors } from "../http/errors";
import type { SessionContext } from "../services/session/context";

/** The shift report is the `report` screen (M-001, C-011): view access reads it and downloads it. */
export function assertCanViewReport(session: SessionContext): void {
  if (!can(session.perms, "view", "report")) throw Errors.forbidden("errors.forbidden.view_report");
}

/**
 * The departments whose shifts the caller's report covers: null for every department (operations
 * management and admin), otherwise the caller's own (department management).
 */
export function reportDepartmentScope(session: SessionContext): readonly number[] | null {
  return reachesAllDepartments(session.actor) ? null : session.actor.ownDepartmentIds;
}

/** A department filter outside the caller's scope names a department that does not exist for them. */
export function assertReportDepartments(session: SessionContext, departmentIds: readonly number[]): void {
  const scope = reportDepartmentScope(session);
  if (scope !== null && departmentIds.some((id) => !scope.includes(id)))
    throw Errors.notFound("errors.not_found.department");
}

/** The internal-comments column is for operations management only (C-015). */
export function seesReportInternalComments(session: SessionContext): boolean {
  return seesInternalCommentsReportColumn(session.classification);
}

export function assertCanDownloadInternalComments(session: SessionContext): void {
  if (!seesReportInternalComments(session))
    throw Errors.forbidden("errors.forbidden.report_internal_comments");
}

import { can, canAccessDepartment } from "@rosterly/domain/permissions";
import { Errors } from "../http/errors";
import type { SessionContext } from "../services/session/context";

/**
 * Schedule templates are operations and department management's (J-002, C-011): the `template`
 * screen at view to read, at default to change, within the departments the caller reaches.
 */
export function assertCanViewTemplates(session: SessionContext): void {
  if (session.classification === "staff" || !can(session.perms, "view", "template"))
    throw Errors.forbidden("errors.forbidden.view_templates");
}

export function assertCanChangeTemplates(session: SessionContext): void {
  assertCanViewTemplates(session);
  if (!can(session.perms, "edit", "template")) throw Errors.forbidden("errors.forbidden.change_templates");
}

/** A department outside the caller's reach does not exist for them. */
export function assertTemplateDepartment(session: SessionContext, departmentId: number): void {
  if (!canAccessDepartment(session.actor, departmentId)) throw Errors.notFound("errors.not_found.department");
}

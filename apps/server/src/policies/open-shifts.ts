import { can, canAccessDepartment } from "@rosterly/domain/permissions";
import { Errors } from "../http/errors";
import type { SessionContext } from "../services/session/context";

/**
 * Who may do what with open shifts (C-008, C-009, C-020). Management works the open-shift screen
 * (`openShift` view to read, edit to change) within the departments it reaches; staff only bid on
 * what is offered to them, which the bid rules decide with the open shift in hand.
 */

export function isManagement(session: SessionContext): boolean {
  return session.classification !== "staff";
}

export function assertCanViewOpenShifts(session: SessionContext): void {
  if (isManagement(session) && !can(session.perms, "view", "openShift")) {
    throw Errors.forbidden("errors.forbidden.view_open_shifts");
  }
}

export function assertCanManageOpenShifts(session: SessionContext): void {
  if (!isManagement(session) || !can(session.perms, "edit", "openShift")) {
    throw Errors.forbidden("errors.forbidden.change_open_shifts");
  }
}

/** An open shift of a department the caller does not reach does not exist for them. */
export function assertOpenShiftDepartmentVisible(session: SessionContext, departmentId: number): void {
  if (isManagement(session) && !canAccessDepartment(session.actor, departmentId)) {
    throw Errors.notFound("errors.not_found.open_shift");
  }
}

export function assertCanManageDepartment(session: SessionContext, departmentId: number): void {
  assertCanManageOpenShifts(session);
  if (!canAccessDepartment(session.actor, departmentId)) {
    throw Errors.forbidden("errors.forbidden.change_department_open_shifts");
  }
}

/** Only staff bid, for themselves (H-003). */
export function assertCanBid(session: SessionContext): void {
  if (isManagement(session)) throw Errors.forbidden("errors.forbidden.staff_bid_only");
}

/** Staff see their own bids; management those of the people within reach (H-017). */
export function assertCanSeeBidsOf(session: SessionContext, userId: number): void {
  if (!isManagement(session) && userId !== session.user.id)
    throw Errors.forbidden("errors.forbidden.own_bids_only");
}

import { can, canAccessDepartment } from "@rosterly/domain/permissions";
import { Errors } from "../http/errors";
import type { SessionContext } from "../services/session/context";

/** Snapshots are read by operations and department management with the `snapshot` screen (J-003). */
export function assertCanViewSnapshots(session: SessionContext): void {
  if (session.classification === "staff" || !can(session.perms, "view", "snapshot"))
    throw Errors.forbidden("errors.forbidden.view_snapshots");
}

/** Taking one on demand is operations management's (Z-030), with the screen at default. */
export function assertCanTakeSnapshots(session: SessionContext): void {
  assertCanViewSnapshots(session);
  if (session.classification !== "ops_management" || !can(session.perms, "edit", "snapshot"))
    throw Errors.forbidden("errors.forbidden.take_snapshots");
}

/** A snapshot of a department outside the caller's reach does not exist for them. */
export function assertSnapshotVisible(session: SessionContext, snapshot: { departmentId: number }): void {
  if (!canAccessDepartment(session.actor, snapshot.departmentId))
    throw Errors.notFound("errors.not_found.snapshot");
}

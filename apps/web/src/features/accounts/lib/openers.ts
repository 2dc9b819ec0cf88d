/** Who may open whom from the lists (A-033, C-007), decided by the domain's can-act-on. */
import {
  type Actor,
  type Classification,
  can,
  canActOn,
  type PermissionSet,
} from "@rosterly/domain/permissions";
import type { UserRow } from "./user-rows";

const OPENERS: readonly Classification[] = ["ops_management", "dept_management", "admin"];

export function canOpenUser(viewer: { role: Classification; actor: Actor }, row: UserRow): boolean {
  if (!OPENERS.includes(viewer.role)) return false;
  return canActOn(viewer.actor, {
    userId: row.userId,
    groups: row.groups,
    departmentIds: row.departmentId === null ? [] : [row.departmentId],
  });
}

/** Adding people needs edit on the user screen and on profiles, as the server checks. */
export function canAddUsers(viewer: { role: Classification; perms: PermissionSet }): boolean {
  return (
    OPENERS.includes(viewer.role) && can(viewer.perms, "edit", "user") && can(viewer.perms, "edit", "profile")
  );
}

import type { Hospital, SessionUser } from "@rosterly/contract";
import { type Actor, activeDepartmentId } from "@rosterly/domain/permissions";
import { actorOf, permissionsOf, roleOf } from "../../features/session/lib/permissions";
import { storedDepartment } from "../../lib/active-department";
import type { Session } from "../../lib/session/session-context";

/** What the signed-in shell knows of a user in an organisation. */
export function sessionOf(user: SessionUser, hospital: Hospital): Session {
  return { user, hospital, actor: actorOf(user), role: roleOf(user), perms: permissionsOf(user) };
}

/** The department to work in (C-013) given the one chosen last (`stored`), if any. */
export function activeDepartmentOf(
  user: SessionUser,
  hospital: Hospital,
  actor: Actor,
  stored: number | null = storedDepartment.read(),
): number | null {
  return activeDepartmentId({
    stored,
    departments: hospital.departments,
    ownDepartmentId: user.profile.departmentId,
    actor,
  });
}

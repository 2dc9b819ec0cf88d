/**
 * The session profile as the domain's permission functions take it. The rules themselves live in
 * `@rosterly/domain/permissions` and are never restated here.
 */
import type { SessionUser } from "@rosterly/contract";
import {
  type Actor,
  type Classification,
  isAdmin,
  mapScreens,
  type PermissionSet,
} from "@rosterly/domain/permissions";

/** A screen the server did not list is treated like `no_access`. */
export function permissionsOf(user: SessionUser): PermissionSet {
  const { screens, codenames } = user.profile.permissions;
  return { screens: mapScreens((screen) => screens[screen] ?? "no_access"), codenames: new Set(codenames) };
}

export function actorOf(user: SessionUser): Actor {
  const { classification, groups, ownDepartmentIds } = user.profile;
  return { userId: user.id, classification, groups, ownDepartmentIds };
}

/** The navigation a user gets (C-003..C-006): admins by classification or group, otherwise their classification. */
export function roleOf(user: SessionUser): Classification {
  const actor = actorOf(user);
  return isAdmin(actor) ? "admin" : actor.classification;
}

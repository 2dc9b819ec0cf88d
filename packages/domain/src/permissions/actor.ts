// Who is acting, and on whom (C-003, C-007, Z-018).
import type { Classification } from "./classification.ts";

export interface Actor {
  userId: number;
  classification: Classification;
  groups: readonly string[];
  /** The profile's department plus every department where the user is director or scheduler (Z-018). */
  ownDepartmentIds: readonly number[];
}

export interface Target {
  userId: number;
  groups: readonly string[];
  /** The target's profile departments in the actor's organisation. */
  departmentIds: readonly number[];
}

/** Admin by classification or by holding the `admin` group (C-003). */
export function isAdmin(actor: Pick<Actor, "classification" | "groups">): boolean {
  return actor.classification === "admin" || actor.groups.includes("admin");
}

/** Admin and operations management reach every department of the organisation (C-003, C-004). */
export function reachesAllDepartments(actor: Pick<Actor, "classification" | "groups">): boolean {
  return isAdmin(actor) || actor.classification === "ops_management";
}

/** Z-018: the profile's department plus departments naming the user as director or scheduler. */
export function ownDepartmentIdsOf(
  userId: number,
  profileDepartmentId: number | null,
  departments: readonly { id: number; directorId: number | null; schedulerId: number | null }[],
): number[] {
  const ids = profileDepartmentId === null ? [] : [profileDepartmentId];
  for (const department of departments) {
    const leads = department.directorId === userId || department.schedulerId === userId;
    if (leads && !ids.includes(department.id)) ids.push(department.id);
  }
  return ids;
}

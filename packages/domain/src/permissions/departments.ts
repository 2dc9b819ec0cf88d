// Department scope (C-003, C-004, C-005, C-014).
import { type Actor, reachesAllDepartments } from "./actor.ts";

/** Admin and operations management: any department; everyone else: their own (Z-018). */
export function canAccessDepartment(actor: Actor, departmentId: number): boolean {
  return reachesAllDepartments(actor) || actor.ownDepartmentIds.includes(departmentId);
}

/**
 * Departments the actor may manage (offered in the user dialog, C-014), in the given order without
 * repeats: all for admin and operations management, their own for department management, none for staff.
 */
export function manageableDepartmentIds(actor: Actor, allDepartmentIds: readonly number[]): number[] {
  const all = reachesAllDepartments(actor);
  if (!all && actor.classification !== "dept_management") return [];
  const ids: number[] = [];
  for (const id of allDepartmentIds) {
    if (!ids.includes(id) && (all || actor.ownDepartmentIds.includes(id))) ids.push(id);
  }
  return ids;
}

// Can-act-on (C-007): who may open and change another user's account and profile.
import { type Actor, isAdmin, type Target } from "./actor.ts";
import { classificationOf } from "./classification.ts";

/**
 * - anyone may act on themselves;
 * - admin: on anyone;
 * - operations management: unless the target's groups include `admin`;
 * - department management: only on staff-classified targets whose every department is one of
 *   the actor's own (a target with no department is not theirs);
 * - staff: only on themselves.
 */
export function canActOn(actor: Actor, target: Target): boolean {
  if (actor.userId === target.userId) return true;
  if (isAdmin(actor)) return true;
  switch (actor.classification) {
    case "ops_management":
      return !target.groups.includes("admin");
    case "dept_management":
      return (
        classificationOf(target.groups) === "staff" &&
        target.departmentIds.length > 0 &&
        target.departmentIds.every((id) => actor.ownDepartmentIds.includes(id))
      );
    case "admin":
    case "staff":
      return false;
  }
}

import type { FieldError, ValidationKey } from "@rosterly/domain/fields";
import type { WriteContext } from "./write-context";

/**
 * A shift's or event's department: one of the organisation's, and, when it is set or changed, one
 * that takes part in scheduling and is not obsolete (an activity keeps the department it has).
 */
export function activityDepartmentError(
  ctx: WriteContext,
  departmentId: number,
  currentDepartmentId: number | undefined,
): FieldError | ValidationKey | null {
  const department = ctx.departments.get(departmentId);
  if (!department) return { ok: false, key: "validation.hospital_choice", params: { kind: "a department" } };
  if (departmentId !== currentDepartmentId && (!department.partakeInScheduling || department.obsolete))
    return "validation.not_scheduling_department";
  return null;
}

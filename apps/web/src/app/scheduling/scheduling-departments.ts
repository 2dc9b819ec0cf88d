import type { Department, Hospital } from "@rosterly/contract";
import { type Actor, canAccessDepartment } from "@rosterly/domain/permissions";

/** The departments the user schedules (C-013), and the active one among them (else the first). */
export function schedulingDepartments(
  hospital: Hospital,
  actor: Actor,
  activeDepartmentId: number | null,
): { departments: Department[]; department: Department | null } {
  const departments = hospital.departments.filter(
    (d) => !d.obsolete && d.partakeInScheduling && canAccessDepartment(actor, d.id),
  );
  const department = departments.find((d) => d.id === activeDepartmentId) ?? departments[0] ?? null;
  return { departments, department };
}

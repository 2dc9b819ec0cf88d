import type { Department, Hospital } from "@rosterly/contract";
import type { Actor } from "@rosterly/domain/permissions";
import { schedulingDepartments } from "../scheduling/scheduling-departments";

/**
 * The departments the master schedule offers (those the user schedules, C-013) and the one it shows:
 * the active department, else the first offered. The screen and its route's preload pick alike, so
 * the preload asks for what the screen will show.
 */
export function masterScheduleDepartments(
  hospital: Hospital,
  actor: Actor,
  activeDepartmentId: number | null,
): { departments: Department[]; department: Department | null } {
  const { departments } = schedulingDepartments(hospital, actor, activeDepartmentId);
  const department = hospital.departments.find((d) => d.id === activeDepartmentId) ?? departments[0] ?? null;
  return { departments, department };
}

/**
 * The grid's rows (F-011, E-019, Z-038): the department's employees, active and inactive, grouped by
 * job type in rank order (a job type without a rank, or no job type, ranks 1000), then by name.
 */
import type { Employee, Hospital, JobType } from "@rosterly/contract";

export const UNRANKED = 1000;

export interface StaffGroup {
  jobTypeId: number | null;
  jobType: JobType | null;
  staff: Employee[];
}

const rankOf = (jobType: JobType | null | undefined): number =>
  jobType && Number.isFinite(jobType.rank) && jobType.rank > 0 ? jobType.rank : UNRANKED;

export function departmentStaff(hospital: Hospital, departmentId: number): Employee[] {
  return Object.values(hospital.employees).filter((employee) => employee.departmentId === departmentId);
}

export function staffGroups(hospital: Hospital, staff: readonly Employee[]): StaffGroup[] {
  const jobTypes = new Map(hospital.jobTypes.map((jobType) => [jobType.id, jobType]));
  const groups = new Map<number | null, StaffGroup>();
  for (const employee of staff) {
    const key = employee.jobTypeId;
    let group = groups.get(key);
    if (!group) {
      group = { jobTypeId: key, jobType: key === null ? null : (jobTypes.get(key) ?? null), staff: [] };
      groups.set(key, group);
    }
    group.staff.push(employee);
  }
  const byName = (a: Employee, b: Employee) =>
    a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.userId - b.userId;
  for (const group of groups.values()) group.staff.sort(byName);
  return [...groups.values()].sort(
    (a, b) =>
      rankOf(a.jobType) - rankOf(b.jobType) ||
      (a.jobType?.name ?? "").localeCompare(b.jobType?.name ?? "") ||
      (a.jobTypeId ?? 0) - (b.jobTypeId ?? 0),
  );
}

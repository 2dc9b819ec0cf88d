/**
 * The organisation's configuration as the editors look it up: shift types, flags, event types,
 * departments, job types and statuses by id, and employees by user id. Built once per hospital.
 */
import type {
  Department,
  Employee,
  EventType,
  Flag,
  Hospital,
  JobStatus,
  JobType,
  ShiftType,
} from "@rosterly/contract";
import { type FlagLookup, indexFlags } from "@rosterly/domain/schedule";

export interface Reference {
  shiftTypes: ReadonlyMap<number, ShiftType>;
  flags: ReadonlyMap<number, Flag>;
  flagLookup: FlagLookup;
  eventTypes: ReadonlyMap<number, EventType>;
  departments: ReadonlyMap<number, Department>;
  jobTypes: ReadonlyMap<number, JobType>;
  jobStatuses: ReadonlyMap<number, JobStatus>;
  /** All employees of the organisation, keyed by user id. */
  employees: ReadonlyMap<number, Employee>;
  allShiftTypes: readonly ShiftType[];
  allFlags: readonly Flag[];
  allEventTypes: readonly EventType[];
  allDepartments: readonly Department[];
  allJobTypes: readonly JobType[];
}

const byId = <T extends { id: number }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]));

export function buildReference(hospital: Hospital): Reference {
  const employees = new Map<number, Employee>();
  for (const employee of Object.values(hospital.employees)) employees.set(employee.userId, employee);
  return {
    shiftTypes: byId(hospital.shiftTypes),
    flags: byId(hospital.flags),
    flagLookup: indexFlags(hospital.flags),
    eventTypes: byId(hospital.eventTypes),
    departments: byId(hospital.departments),
    jobTypes: byId(hospital.jobTypes),
    jobStatuses: byId(hospital.jobStatus),
    employees,
    allShiftTypes: hospital.shiftTypes,
    allFlags: hospital.flags,
    allEventTypes: hospital.eventTypes,
    allDepartments: hospital.departments,
    allJobTypes: hospital.jobTypes,
  };
}

/** The department's own staff: their shifts elsewhere (floats) still belong in its cached windows. */
export function staffIdsOf(reference: Reference, departmentId: number): ReadonlySet<number> {
  const ids = new Set<number>();
  for (const employee of reference.employees.values())
    if (employee.departmentId === departmentId) ids.add(employee.userId);
  return ids;
}

/** Active employees of a department, by name: the people a shift can be handed to. */
export function activeStaffOf(reference: Reference, departmentId: number): Employee[] {
  return [...reference.employees.values()]
    .filter((employee) => employee.departmentId === departmentId && employee.state === "active")
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
}

/** A person's display name; an id the organisation does not know shows as `#id`. */
export function personName(reference: Reference, userId: number | null): string | null {
  if (userId === null) return null;
  return reference.employees.get(userId)?.fullName ?? `#${userId}`;
}

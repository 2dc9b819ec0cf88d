/**
 * Which shift types the editor offers for an assignee (F-019): those associated with the assignee's
 * job type, plus those of the charge-nurse job types when the assignee can act as charge nurse.
 * Obsolete types are not offered, but a shift keeps showing the type it already has.
 */
import type { Employee, JobType, ShiftType } from "@rosterly/contract";
import type { Reference } from "./reference";

function idList(value: unknown): number[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter((item): item is number => typeof item === "number");
}

const associatedOf = (jobType: JobType): number[] | null => idList(jobType.settings.associatedShiftTypes);
const isChargeNurseType = (jobType: JobType): boolean => jobType.settings.isChargeNurse === true;

export function offeredShiftTypes(
  reference: Reference,
  assignee: Employee | undefined,
  keepTypeId: number | null = null,
): ShiftType[] {
  const jobType = assignee?.jobTypeId == null ? undefined : reference.jobTypes.get(assignee.jobTypeId);
  const associated = jobType ? associatedOf(jobType) : null;
  // Without a job type, or one that lists no types at all, every type in use is offered.
  const allowed: Set<number> | null = associated === null ? null : new Set(associated);
  if (allowed !== null && assignee?.charge) {
    for (const other of reference.allJobTypes)
      if (isChargeNurseType(other)) for (const id of associatedOf(other) ?? []) allowed.add(id);
  }
  return reference.allShiftTypes
    .filter(
      (type) => type.id === keepTypeId || (!type.obsolete && (allowed === null || allowed.has(type.id))),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * What the dialog offers from the organisation's configuration: only departments and job types the
 * editor may manage (C-014), never retired rows unless the profile already has them.
 */
import type { Hospital, JobType } from "@rosterly/contract";
import { jobGroupsOf, keepsCharge } from "@rosterly/domain/accounts";
import {
  type Actor,
  canActOn,
  classificationOf,
  type GroupName,
  manageableDepartmentIds,
} from "@rosterly/domain/permissions";

export interface Option {
  id: number;
  label: string;
}

const usable = <T extends { id: number; obsolete: boolean }>(
  rows: readonly T[],
  current: readonly number[],
) => rows.filter((row) => !row.obsolete || current.includes(row.id));

export function departmentOptions(hospital: Hospital, actor: Actor, current: number | null): Option[] {
  const manageable = manageableDepartmentIds(
    actor,
    hospital.departments.map((department) => department.id),
  );
  return usable(hospital.departments, current === null ? [] : [current])
    .filter((department) => manageable.includes(department.id) || department.id === current)
    .map((department) => ({ id: department.id, label: department.name }));
}

/** A job type is offered if it leaves the person someone the editor may act on in that department. */
export function jobTypeOptions(
  hospital: Hospital,
  actor: Actor,
  departmentId: number | null,
  current: number | null,
): Option[] {
  return usable(hospital.jobTypes, current === null ? [] : [current])
    .filter((jobType) => {
      if (jobType.id === current) return true;
      const target = {
        userId: 0,
        groups: jobGroupsOf(jobType.settings),
        departmentIds: departmentId === null ? [] : [departmentId],
      };
      return canActOn(actor, target);
    })
    .map((jobType) => ({ id: jobType.id, label: jobType.name }));
}

export function jobStatusOptions(hospital: Hospital, current: number | null): Option[] {
  return usable(hospital.jobStatus, current === null ? [] : [current]).map((status) => ({
    id: status.id,
    label: status.shortCode ? `${status.name} (${status.shortCode})` : status.name,
  }));
}

export function shiftTypeOptions(hospital: Hospital, current: number | null): Option[] {
  return usable(hospital.shiftTypes, current === null ? [] : [current]).map((shiftType) => ({
    id: shiftType.id,
    label: shiftType.name,
  }));
}

/** Flags a non-active status may put on the person's overlapping shifts: the non-working ones. */
export function shiftFlagOptions(hospital: Hospital): Option[] {
  return hospital.flags
    .filter((flag) => !flag.working && !flag.obsolete)
    .map((flag) => ({ id: flag.id, label: flag.shortCode ? `${flag.name} (${flag.shortCode})` : flag.name }));
}

export function jobTypeById(hospital: Hospital, id: number | null): JobType | undefined {
  return id === null ? undefined : hospital.jobTypes.find((jobType) => jobType.id === id);
}

/** The groups a job type gives, its first (whose screen defaults apply) and whether it allows charge. */
export function jobTypeFacts(jobType: JobType | undefined): {
  groups: GroupName[];
  firstGroup: GroupName | null;
  isAdmin: boolean;
  allowsCharge: boolean;
} {
  const groups = jobType ? jobGroupsOf(jobType.settings) : [];
  return {
    groups,
    firstGroup: groups[0] ?? null,
    isAdmin: classificationOf(groups) === "admin",
    allowsCharge: jobType !== undefined && keepsCharge(jobType.settings),
  };
}

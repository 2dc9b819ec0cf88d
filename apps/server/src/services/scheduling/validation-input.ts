import type { JobStatusInfo, PeriodDates, ValidationInput } from "@rosterly/domain/schedule";
import { addDays, shiftHours } from "@rosterly/domain/time";
import { readMinShiftSettings, readShiftTypeCounts } from "@rosterly/domain/settings";
import type { Executor } from "../../db/client";
import {
  type DepartmentInfo,
  departmentStaff,
  flagsOf,
  jobTypesAndStatuses,
  shiftTypesOf,
  staffProfiles,
} from "../../repositories/scheduling-config";
import { periodPeople, validationEvents, validationShifts } from "../../repositories/validation-rows";
import { type OrgScheduling, staffNeededOf } from "./org-scheduling";

/** The schedule screen fetches a week either side; consecutive-shift rules may need to look further. */
const FETCH_WINDOW_DAYS = 7;

function jobStatusInfo(row: { id: number; minShiftSettings: Record<string, unknown> }): JobStatusInfo {
  return { id: row.id, minShiftSettings: readMinShiftSettings(row.minShiftSettings) };
}

/** How far around the period the validators read: the fetch window or the longest consecutive rule. */
export function lookaroundDays(org: OrgScheduling): number {
  const counts = org.consecutiveShifts.flatMap((rule) => Object.values(rule.shiftTypes));
  return Math.max(FETCH_WINDOW_DAYS, ...counts.filter((count) => Number.isFinite(count)).map(Math.ceil));
}

/**
 * Everything the rules engine needs to validate a department's period, read in a handful of
 * queries with only the columns the rules use. `onlyUserIds` narrows it to some people (a staff
 * member's own schedule).
 */
export async function loadValidationInput(
  db: Executor,
  org: OrgScheduling,
  department: DepartmentInfo,
  period: PeriodDates,
  onlyUserIds?: readonly number[],
): Promise<ValidationInput> {
  const reach = lookaroundDays(org);
  const from = addDays(period.startOn, -reach);
  const to = addDays(period.endOn, reach);
  const people = onlyUserIds ?? (await periodPeople(db, org.orgId, department.id, from, to));
  const [shifts, events, staff, types, flags, jobs] = await Promise.all([
    validationShifts(db, org.orgId, from, to, people),
    validationEvents(db, org.orgId, onlyUserIds ? null : department.id, from, to, people),
    onlyUserIds ? Promise.resolve([]) : departmentStaff(db, org.orgId, department.id),
    shiftTypesOf(db, org.orgId),
    flagsOf(db, org.orgId),
    jobTypesAndStatuses(db, org.orgId),
  ]);
  const known = new Set(staff.map((row) => row.userId));
  const others = [...new Set([...shifts, ...events].map((row) => row.assigneeId))].filter(
    (id) => !known.has(id),
  );
  const profiles = [...staff, ...(await staffProfiles(db, org.orgId, others))];
  return {
    period,
    timeZone: org.timeZone,
    departmentId: department.id,
    shifts,
    events,
    users: profiles.map((row) => ({
      id: row.userId,
      jobTypeId: row.jobTypeId,
      jobStatusId: row.jobStatusId,
      weeklyHours: row.weeklyHours,
    })),
    shiftTypes: types.map((row) => ({ id: row.id, hours: shiftHours(row.startTime, row.endTime) ?? 0 })),
    jobTypes: jobs.types.map((row) => ({ id: row.id, staffNeeded: readShiftTypeCounts(row.staffNeeded) })),
    jobStatuses: jobs.statuses.map(jobStatusInfo),
    flags,
    staffNeeded: staffNeededOf(department.settings),
    consecutiveShifts: org.consecutiveShifts,
  };
}

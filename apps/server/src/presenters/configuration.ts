import { shiftHours } from "@rosterly/domain/time";
import type {
  DailyScheduleType,
  Department,
  EventType,
  Flag,
  JobStatus,
  JobType,
  ShiftType,
} from "@rosterly/contract";
import { scheduleRulesOf } from "@rosterly/domain/configuration";
import type {
  DailyScheduleTypeRow,
  DepartmentRow,
  EventTypeRow,
  FlagRow,
  JobStatusRow,
  JobTypeRow,
  ShiftTypeRow,
} from "../repositories/configuration";

interface AuditedRow {
  orgId: number;
  createdBy: number | null;
  createdOn: Date;
  modifiedBy: number | null;
  modifiedOn: Date;
}

/** The tenant and the audit trail every configuration row carries (Y-015). */
function common(row: AuditedRow) {
  return {
    hospitalId: row.orgId,
    createdBy: row.createdBy,
    createdOn: row.createdOn.toISOString(),
    modifiedBy: row.modifiedBy,
    modifiedOn: row.modifiedOn.toISOString(),
  };
}

export function presentDepartment(
  row: DepartmentRow,
  schedulingPeriods: Department["schedulingPeriods"] = [],
): Department {
  return { ...row, ...common(row), scheduleRules: scheduleRulesOf(row.scheduleRules), schedulingPeriods };
}

export function presentJobType(row: JobTypeRow): JobType {
  return { ...row, ...common(row) };
}

export function presentJobStatus(row: JobStatusRow): JobStatus {
  return { ...row, ...common(row) };
}

export function presentShiftType(row: ShiftTypeRow): ShiftType {
  return { ...row, ...common(row), hours: roundedHours(row.startTime, row.endTime) };
}

export function presentEventType(row: EventTypeRow): EventType {
  return { ...row, ...common(row) };
}

export function presentFlag(row: FlagRow): Flag {
  return { ...row, ...common(row) };
}

export function presentDailyScheduleType(row: DailyScheduleTypeRow): DailyScheduleType {
  return { ...row, ...common(row) };
}

/** A shift type's paid length to the tenth of an hour (wall-clock: an end at or before the start is next day). */
function roundedHours(startTime: string, endTime: string): number {
  return Math.round((shiftHours(startTime, endTime) ?? 0) * 10) / 10;
}

/**
 * The rules engine's inputs from what the web already holds: the organisation (types, flags, staff,
 * settings) and the cached shifts and events. Only data is mapped here; every rule is the domain's.
 * Settings are admin-edited JSON, so they are read defensively: a malformed entry configures nothing.
 */
import type { Department, Hospital, ScheduleEvent, Shift } from "@rosterly/contract";
import type {
  ConsecutiveShiftRule,
  ScheduleEvent as DomainEvent,
  ScheduleShift,
  ScheduleStatesConfig,
  StaffNeededGroup,
  ValidationInput,
} from "@rosterly/domain/schedule";
import {
  readMinShiftSettings,
  readSchedulingSettings,
  readShiftTypeCounts,
  readShiftTypeGroups,
} from "@rosterly/domain/settings";

/** Department `settings.staffNeeded` (Z-007). */
export function staffNeededOf(department: Pick<Department, "settings">): StaffNeededGroup[] {
  return readShiftTypeGroups(department.settings.staffNeeded);
}

/** Organisation `validations.consecutiveShifts.data`. */
export function consecutiveRulesOf(hospital: Pick<Hospital, "settings">): ConsecutiveShiftRule[] {
  return readSchedulingSettings(hospital.settings).consecutiveShifts;
}

/** Organisation `scheduling.states` (Z-010); null when never configured, so the lifecycle's defaults apply. */
export function scheduleStatesOf(hospital: Pick<Hospital, "settings">): ScheduleStatesConfig | null {
  return readSchedulingSettings(hospital.settings).states;
}

/** Organisation `scheduling.period` and `scheduling.initialStartDate` (F-001), when set. */
export function periodSettingsOf(hospital: Pick<Hospital, "settings">): {
  periodDays?: number;
  initialStartDate?: string;
} {
  const { periodDays, initialStartDate } = readSchedulingSettings(hospital.settings);
  return {
    ...(periodDays === null ? {} : { periodDays }),
    ...(initialStartDate === null ? {} : { initialStartDate }),
  };
}

const asDomain = new WeakMap<Shift, ScheduleShift>();

/** The wire's `flexOn` is the domain's `available`; one mapped object per cached shift. */
export function toScheduleShift(shift: Shift): ScheduleShift {
  let mapped = asDomain.get(shift);
  if (mapped === undefined) {
    mapped = { ...shift, available: shift.flexOn };
    asDomain.set(shift, mapped);
  }
  return mapped;
}

export const toScheduleEvent = (event: ScheduleEvent): DomainEvent => event;

/** Everything but the shifts and events: what changes only with the organisation or the period. */
export type ValidationContext = Omit<ValidationInput, "shifts" | "events">;

export function validationContext(
  hospital: Hospital,
  department: Department,
  period: { startOn: string; endOn: string },
): ValidationContext {
  return {
    period,
    // The same zone as the server's validators: hours worked are elapsed hours across clock changes.
    ...(hospital.info.timezone ? { timeZone: hospital.info.timezone } : {}),
    departmentId: department.id,
    users: Object.values(hospital.employees).map((employee) => ({
      id: employee.userId,
      jobTypeId: employee.jobTypeId,
      jobStatusId: employee.jobStatusId,
      weeklyHours: employee.weeklyHours,
    })),
    shiftTypes: hospital.shiftTypes.map((type) => ({ id: type.id, hours: type.hours })),
    jobTypes: hospital.jobTypes.map((jobType) => ({
      id: jobType.id,
      staffNeeded: readShiftTypeCounts(jobType.staffNeeded),
    })),
    jobStatuses: hospital.jobStatus.map((status) => ({
      id: status.id,
      minShiftSettings: readMinShiftSettings(status.minShiftSettings),
    })),
    flags: hospital.flags,
    staffNeeded: staffNeededOf(department),
    consecutiveShifts: consecutiveRulesOf(hospital),
  };
}

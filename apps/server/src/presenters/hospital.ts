import { type Employee, type Hospital, hospital, toWire } from "@rosterly/contract";
import { classificationOf } from "@rosterly/domain/permissions";
import type { OrganisationConfiguration, ShiftTypeRow } from "../repositories/configuration";
import type { EmployeeRow } from "../repositories/employees";
import type { OrganisationRow } from "../repositories/organisations";
import { shiftTypeHours } from "../services/configuration/shift-type-hours";

export function presentEmployee(row: EmployeeRow): Employee {
  const alias = row.alias ? ` (${row.alias})` : "";
  return {
    ...row,
    fullName: `${row.lastName}, ${row.firstName}${alias}`,
    classification: classificationOf(row.groups),
  };
}

function shiftTypeView(row: ShiftTypeRow) {
  return { ...row, hours: shiftTypeHours(row.startTime, row.endTime) };
}

/** The organisation with everything the web loads at start-up (E-001). */
export function presentHospital(
  org: OrganisationRow,
  config: OrganisationConfiguration,
  employees: EmployeeRow[],
  periods: ReadonlyMap<number, Hospital["departments"][number]["schedulingPeriods"]>,
) {
  const value: Hospital = {
    id: org.id,
    info: org.info,
    settings: org.settings,
    activeSubscriptionId: org.activeSubscriptionId,
    departments: config.departments.map((row) => ({
      ...row,
      hospitalId: row.orgId,
      schedulingPeriods: periods.get(row.id) ?? [],
    })),
    jobTypes: config.jobTypes,
    jobStatus: config.jobStatus,
    shiftTypes: config.shiftTypes.map(shiftTypeView),
    eventTypes: config.eventTypes,
    flags: config.flags,
    dailyScheduleTypes: config.dailyScheduleTypes.map((row) => ({ ...row, hospitalId: row.orgId })),
    employees: Object.fromEntries(employees.map((row) => [String(row.userId), presentEmployee(row)])),
  };
  return toWire(hospital, value);
}

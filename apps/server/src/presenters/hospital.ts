import { type Employee, type Hospital, hospital, toWire } from "@rosterly/contract";
import { classificationOf } from "@rosterly/domain/permissions";
import { withDefaults } from "@rosterly/domain/settings";
import type { OrganisationConfiguration } from "../repositories/configuration";
import type { CredentialMarks } from "../repositories/credential-marks";
import type { EmployeeRow } from "../repositories/employees";
import type { OrganisationRow } from "../repositories/organisations";
import {
  presentDailyScheduleType,
  presentDepartment,
  presentEventType,
  presentFlag,
  presentJobStatus,
  presentJobType,
  presentShiftType,
} from "./configuration";

/** An employee; `marks` only when the reader is management (the service decides, staff never get them). */
export function presentEmployee(row: EmployeeRow, marks?: CredentialMarks): Employee {
  const alias = row.alias ? ` (${row.alias})` : "";
  return {
    ...row,
    fullName: `${row.lastName}, ${row.firstName}${alias}`,
    classification: classificationOf(row.groups),
    ...(marks ? { credentials: { expired: marks.expired, expiring: marks.expiring } } : {}),
  };
}

/** The organisation with everything the web loads at start-up (E-001). */
export function presentHospital(
  org: OrganisationRow,
  config: OrganisationConfiguration,
  employees: EmployeeRow[],
  periods: ReadonlyMap<number, Hospital["departments"][number]["schedulingPeriods"]>,
  credentialMarks: ReadonlyMap<number, CredentialMarks> = new Map(),
) {
  const value: Hospital = {
    id: org.id,
    info: org.info,
    // Every setting, the organisation's own over the defaults, so readers never guess a default.
    settings: withDefaults(org.settings),
    activeSubscriptionId: org.activeSubscriptionId,
    departments: config.departments.map((row) => presentDepartment(row, periods.get(row.id) ?? [])),
    jobTypes: config.jobTypes.map(presentJobType),
    jobStatus: config.jobStatus.map(presentJobStatus),
    shiftTypes: config.shiftTypes.map(presentShiftType),
    eventTypes: config.eventTypes.map(presentEventType),
    flags: config.flags.map(presentFlag),
    dailyScheduleTypes: config.dailyScheduleTypes.map(presentDailyScheduleType),
    employees: Object.fromEntries(
      employees.map((row) => [String(row.userId), presentEmployee(row, credentialMarks.get(row.id))]),
    ),
  };
  return toWire(hospital, value);
}

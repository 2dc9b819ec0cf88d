/**
 * Realistic server answers: built as typed contract values and presented with the contract's own
 * `toWire`, exactly as the server's presenters do, so the web parses what the server really sends.
 * Permissions come from the domain rules the server uses (C-011 screens, group codenames).
 */
import {
  type Employee,
  type Hospital,
  hospital,
  type SessionUser,
  sessionUser,
  toWire,
} from "@rosterly/contract";
import {
  codenamesOf,
  effectiveScreens,
  GROUP_CLASSIFICATION,
  type GroupName,
} from "@rosterly/domain/permissions";

export type Role = "admin" | "ops" | "dept" | "staff";

export const ROLE_GROUP: Readonly<Record<Role, GroupName>> = {
  admin: "admin",
  ops: "operator",
  dept: "director",
  staff: "nurse",
};

export function buildSessionUser(role: Role, profile: Partial<SessionUser["profile"]> = {}): SessionUser {
  const group = ROLE_GROUP[role];
  return {
    id: 11,
    email: "grace.hopper@stmarys.example",
    firstName: "Grace",
    lastName: "Hopper",
    alias: "Gigi",
    avatarBgColor: "#3d5a80",
    gender: "female",
    phonePersonal: "+15551234567",
    timezone: "America/New_York",
    selectedProfileId: 21,
    settings: {},
    profile: {
      profileId: 21,
      hospitalId: 1,
      state: "active",
      classification: GROUP_CLASSIFICATION[group],
      groups: [group],
      permissions: { screens: effectiveScreens(group, {}), codenames: [...codenamesOf([group])] },
      ownDepartmentIds: [3],
      departmentId: 3,
      department: "Medical-Surgical 4 West",
      jobTypeId: 5,
      jobType: "Registered Nurse",
      jobStatusId: 2,
      jobStatusShortCode: "FT",
      jobStatusName: "Full time",
      shiftTypeId: 7,
      shiftType: "Day 07-19",
      charge: false,
      dailyHours: 12,
      weeklyHours: 36,
      phoneWork: null,
      employeeId: "E-10432",
      jobTitle: "Staff Nurse",
      scheduleNotes: null,
      schedulePreferences: {},
      ...profile,
    },
  };
}

/** Audit columns as the server presents them (Y-015). */
export const audited = {
  createdBy: null,
  createdOn: "2025-11-03T09:12:00Z",
  modifiedBy: null,
  modifiedOn: "2025-11-03T09:12:00Z",
};

const department = (id: number, name: string, partakeInScheduling = true) => ({
  ...audited,
  id,
  hospitalId: 1,
  name,
  fullName: `${name} Unit`,
  costCenter: `CC-${id}00`,
  directorId: null,
  schedulerId: null,
  partakeInScheduling,
  numOfWeeksPerSchedule: 6,
  scheduleRules: {},
  settings: {},
  schedulingPeriods: [],
  obsolete: false,
});

export function buildHospital(settings: Record<string, unknown> = { idleTimeout: 15 }): Hospital {
  return {
    id: 1,
    info: {
      name: "St. Mary's General Hospital",
      address1: "1200 Harbor Avenue",
      address2: "",
      city: "Portland",
      state: "OR",
      zipCode: "97201",
      country: "US",
      phoneDefault: "+15035550100",
      ccn: "380001",
      timezone: "America/Los_Angeles",
    },
    settings,
    activeSubscriptionId: "sub_basic_2026",
    departments: [
      department(2, "Emergency"),
      department(3, "Medical-Surgical 4 West"),
      department(4, "Float Pool", false),
    ],
    jobTypes: [
      {
        ...audited,
        id: 5,
        hospitalId: 1,
        name: "Registered Nurse",
        description: "",
        rank: 1,
        partakeInScheduling: true,
        settings: {},
        swappableJobTypes: [],
        associatedJobTypes: [],
        staffNeeded: {},
        obsolete: false,
      },
    ],
    jobStatus: [],
    shiftTypes: [],
    eventTypes: [],
    flags: [],
    dailyScheduleTypes: [],
    employees: {},
  };
}

export const sessionUserJson = (user: SessionUser) => toWire(sessionUser, user);
export const hospitalJson = (value: Hospital) => toWire(hospital, value);

/** The organisation's rows as the hospital endpoint presents them; each feature's hospital picks its own. */
export const buildShiftType = (
  id: number,
  name: string,
  startTime: string,
  endTime: string,
  extra: object = {},
) => ({
  ...audited,
  id,
  hospitalId: 1,
  name,
  description: "",
  startTime,
  endTime,
  hours: 12,
  maxShiftCount: null,
  onCall: false,
  partakeInScheduling: true,
  styles: {},
  obsolete: false,
  ...extra,
});

export const buildFlag = (id: number, name: string, shortCode: string, extra: object = {}) => ({
  ...audited,
  id,
  hospitalId: 1,
  name,
  shortCode,
  description: "",
  allowRequest: false,
  commitment: true,
  float: false,
  productivity: true,
  working: true,
  visibleToOtherStaff: false,
  obsolete: false,
  ...extra,
});

export const buildEventType = (id: number, name: string, extra: object = {}) => ({
  ...audited,
  id,
  hospitalId: 1,
  name,
  description: "",
  adminOnly: false,
  requestOnly: false,
  visibleToOtherStaff: false,
  settings: {},
  styles: {},
  obsolete: false,
  ...extra,
});

export const buildJobType = (id: number, name: string, extra: object = {}) => ({
  ...audited,
  id,
  hospitalId: 1,
  name,
  description: "",
  rank: id,
  partakeInScheduling: true,
  settings: {},
  swappableJobTypes: [],
  associatedJobTypes: [],
  staffNeeded: {},
  obsolete: false,
  ...extra,
});

export const buildJobStatus = (id: number, name: string, shortCode: string, extra: object = {}) => ({
  ...audited,
  id,
  hospitalId: 1,
  name,
  shortCode,
  description: "",
  benefited: true,
  registry: false,
  weeklyHours: 36,
  minShiftSettings: {},
  obsolete: false,
  ...extra,
});

/** A person of the hospital's employee list (a nurse of 4 West unless told otherwise). */
export const buildEmployee = (
  userId: number,
  firstName: string,
  lastName: string,
  extra: Partial<Employee> = {},
): Employee => ({
  id: userId + 100,
  userId,
  firstName,
  lastName,
  fullName: `${lastName}, ${firstName}`,
  alias: null,
  email: `${firstName.toLowerCase()}@stmarys.example`,
  avatarBgColor: "#3d5a80",
  state: "active",
  classification: "staff",
  groups: ["nurse"],
  charge: false,
  departmentId: 3,
  jobTypeId: 5,
  jobStatusId: 2,
  shiftTypeId: null,
  dailyHours: 12,
  weeklyHours: 36,
  phoneWork: null,
  scheduleNotes: null,
  ...extra,
});

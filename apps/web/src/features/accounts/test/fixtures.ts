/**
 * Server answers for the accounts screens, built as contract values and presented with the
 * contract's `toWire`, as the server's presenters do. The hospital has the job types the rules
 * need: RN (nurse, can be charge), CNA (nurse), Operator, Director and Administrator.
 */
import {
  type Account,
  type AccountProfile,
  account,
  accountProfile,
  type Hospital,
  type ProfileListItem,
  page,
  pendingProfileCounts,
  profileListItem,
  profilePermissions,
  toWire,
} from "@rosterly/contract";
import { audited, buildHospital, buildJobType, buildJobStatus } from "../../../test/factories";

const jobType = (id: number, name: string, groups: string[], canBeChargeNurse = false) =>
  buildJobType(id, name, { settings: { associatedGroups: groups, canBeChargeNurse } });

export const JOB = { rn: 5, cna: 6, operator: 7, director: 8, admin: 9, unassigned: 10 } as const;

export function accountsHospital(): Hospital {
  const base = buildHospital();
  return {
    ...base,
    jobTypes: [
      jobType(JOB.rn, "Registered Nurse", ["nurse"], true),
      jobType(JOB.cna, "Nursing Assistant", ["nurse"]),
      jobType(JOB.operator, "Staffing Operator", ["operator"]),
      jobType(JOB.director, "Unit Director", ["director"]),
      jobType(JOB.admin, "System Administrator", ["admin"]),
      jobType(JOB.unassigned, "Volunteer", []),
    ],
    jobStatus: [
      buildJobStatus(2, "Full time", "FT"),
      buildJobStatus(3, "Part time", "PT", { weeklyHours: 24 }),
    ],
    shiftTypes: [
      {
        ...audited,
        id: 7,
        hospitalId: 1,
        name: "Day 12",
        description: "",
        startTime: "07:00:00",
        endTime: "19:00:00",
        hours: 12,
        maxShiftCount: null,
        onCall: false,
        partakeInScheduling: true,
        styles: {},
        obsolete: false,
      },
      {
        ...audited,
        id: 8,
        hospitalId: 1,
        name: "Night 12",
        description: "",
        startTime: "19:00:00",
        endTime: "07:00:00",
        hours: 12,
        maxShiftCount: null,
        onCall: false,
        partakeInScheduling: true,
        styles: {},
        obsolete: false,
      },
    ],
    flags: [
      {
        ...audited,
        id: 31,
        hospitalId: 1,
        name: "Low census",
        shortCode: "LC",
        description: "",
        allowRequest: false,
        commitment: false,
        float: false,
        productivity: false,
        working: false,
        visibleToOtherStaff: false,
        obsolete: false,
      },
      {
        ...audited,
        id: 32,
        hospitalId: 1,
        name: "Charge",
        shortCode: "CH",
        description: "",
        allowRequest: false,
        commitment: false,
        float: false,
        productivity: true,
        working: true,
        visibleToOtherStaff: true,
        obsolete: false,
      },
    ],
  };
}

export function buildProfile(overrides: Partial<AccountProfile> = {}): AccountProfile {
  return {
    ...audited,
    id: 201,
    userId: 101,
    hospitalId: 1,
    state: "active",
    classification: "staff",
    groups: ["nurse"],
    departmentId: 3,
    jobTypeId: JOB.rn,
    jobStatusId: 2,
    shiftTypeId: 7,
    employeeId: "E-2001",
    jobTitle: "Staff Nurse",
    charge: false,
    dailyHours: 12,
    weeklyHours: 36,
    phoneWork: null,
    hiredOn: "2019-04-01",
    scheduleNotes: null,
    settings: {},
    schedulePreferences: {},
    permissionsId: null,
    ...overrides,
  };
}

export function buildAccount(
  overrides: Partial<Account> = {},
  profile: Partial<AccountProfile> | null = {},
): Account {
  return {
    ...audited,
    id: 101,
    email: "ada.lovelace@stmarys.example",
    firstName: "Ada",
    lastName: "Lovelace",
    alias: null,
    gender: "female",
    phonePersonal: "+15035550142",
    timezone: "America/Los_Angeles",
    avatarBgColor: "#5c6bc0",
    selectedProfileId: 201,
    settings: {},
    activated: true,
    groups: ["nurse"],
    classification: "staff",
    profiles: profile === null ? [] : [buildProfile(profile)],
    ...overrides,
  };
}

export const accountJson = (value: Account) => toWire(account, value);
export const profileJson = (value: AccountProfile) => toWire(accountProfile, value);

export function listRow(overrides: Partial<ProfileListItem> = {}): ProfileListItem {
  return {
    id: 201,
    userId: 101,
    state: "active",
    alias: null,
    avatarBgColor: "#5c6bc0",
    charge: false,
    departmentId: 3,
    departmentName: "Medical-Surgical 4 West",
    email: "ada.lovelace@stmarys.example",
    firstName: "Ada",
    lastName: "Lovelace",
    fullName: "Lovelace, Ada",
    jobStatusId: 2,
    jobStatusShortCode: "FT",
    jobStatusName: "Full time",
    jobTypeId: JOB.rn,
    jobTypeName: "Registered Nurse",
    phoneWork: null,
    scheduleNotes: null,
    shiftTypeId: 7,
    shiftTypeName: "Day 12",
    ...overrides,
  };
}

export function listPage(rows: ProfileListItem[], count = rows.length) {
  return toWire(page(profileListItem), { count, next: null, previous: null, results: rows });
}

export function pendingJson(
  counts: Partial<Record<"staff" | "operations" | "management" | "admin", number>> = {},
) {
  const value = { staff: 0, operations: 0, management: 0, admin: 0, ...counts };
  return toWire(pendingProfileCounts, {
    ...value,
    total: value.staff + value.operations + value.management + value.admin,
  });
}

export function permissionsJson(id: number, profileId: number, web: Record<string, string>) {
  return toWire(profilePermissions, { ...audited, id, profileId, screens: { web } });
}

/** One page of `GET /api/users/` holding all of these people (the list follows `next`, null here). */
export function usersPage(accounts: Account[]) {
  return toWire(page(account), { count: accounts.length, next: null, previous: null, results: accounts });
}

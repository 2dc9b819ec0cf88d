import {
  type Account,
  type AccountProfile,
  account,
  accountProfile,
  type ProfileListItem,
  profileListItem,
  scheduleNotesAnswer,
  toWire,
} from "@rosterly/contract";
import { parseProfileState } from "@rosterly/domain/accounts";
import { classificationOf } from "@rosterly/domain/permissions";
import type { ProfileListRow } from "../repositories/account-scope";
import type { ProfileRow } from "../repositories/profiles";
import type { UserRow } from "../repositories/users";

/** A profile with what is stored beside it. */
export interface ProfileView {
  row: ProfileRow;
  groups: string[];
  permissionsId: number | null;
}

function profileValue({ row, groups, permissionsId }: ProfileView): AccountProfile {
  return {
    id: row.id,
    userId: row.userId,
    hospitalId: row.orgId,
    state: parseProfileState(row.state) ?? "inactive",
    classification: classificationOf(groups),
    groups,
    departmentId: row.departmentId,
    jobTypeId: row.jobTypeId,
    jobStatusId: row.jobStatusId,
    shiftTypeId: row.shiftTypeId,
    employeeId: row.employeeId,
    jobTitle: row.jobTitle,
    charge: row.charge,
    dailyHours: row.dailyHours,
    weeklyHours: row.weeklyHours,
    phoneWork: row.phoneWork,
    hiredOn: row.hiredOn,
    scheduleNotes: row.scheduleNotes,
    settings: row.settings,
    schedulePreferences: row.schedulePreferences,
    permissionsId,
    createdBy: row.createdBy,
    createdOn: row.createdOn.toISOString(),
    modifiedBy: row.modifiedBy,
    modifiedOn: row.modifiedOn.toISOString(),
  };
}

export const presentProfile = (view: ProfileView) => toWire(accountProfile, profileValue(view));

/** The account with its profile in the caller's organisation; never the password hash or counters. */
export function presentAccount(user: UserRow, views: readonly ProfileView[]) {
  const here = views[0];
  const value: Account = {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    alias: user.alias,
    gender: user.gender === "female" || user.gender === "male" ? user.gender : null,
    phonePersonal: user.phonePersonal,
    timezone: user.timezone,
    avatarBgColor: user.avatarBgColor,
    selectedProfileId: user.selectedProfileId,
    settings: user.settings,
    activated: user.passwordHash !== null,
    groups: here?.groups ?? [],
    classification: here ? classificationOf(here.groups) : null,
    profiles: views.map(profileValue),
    createdBy: user.createdBy,
    createdOn: user.createdOn.toISOString(),
    modifiedBy: user.modifiedBy,
    modifiedOn: user.modifiedOn.toISOString(),
  };
  return toWire(account, value);
}

export type WireAccount = ReturnType<typeof presentAccount>;

/** `omit` drops keys; `fields` keeps only those named (both wire names, already checked). */
export function selectAccountFields(
  value: WireAccount,
  selection: { omit: readonly string[]; fields: readonly string[] },
): Partial<WireAccount> {
  const entries = Object.entries(value).filter(
    ([key]) =>
      !selection.omit.includes(key) && (selection.fields.length === 0 || selection.fields.includes(key)),
  );
  return Object.fromEntries(entries);
}

export function presentProfileListItem(row: ProfileListRow) {
  const alias = row.alias ? ` (${row.alias})` : "";
  const value: ProfileListItem = {
    ...row,
    state: parseProfileState(row.state) ?? "inactive",
    fullName: `${row.lastName}, ${row.firstName}${alias}`,
  };
  return toWire(profileListItem, value);
}

/** The schedule notes as saved (N-004): the profile's id and person, nothing else of it. */
export const presentScheduleNotes = (row: Pick<ProfileRow, "id" | "userId" | "scheduleNotes">) =>
  toWire(scheduleNotesAnswer, { id: row.id, userId: row.userId, scheduleNotes: row.scheduleNotes });

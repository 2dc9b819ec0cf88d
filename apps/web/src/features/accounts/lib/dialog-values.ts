/**
 * The user dialog's form: every tab's fields in one form, as the inputs hold them (text, ids as
 * strings, stored dates `YYYY-MM-DD`), and how they start from an account and its profile.
 */
import type { Account, AccountProfile } from "@rosterly/contract";
import {
  type ProfileState,
  readScheduledChanges,
  readStateSettings,
  type ScheduledField,
  type StatusChangeState,
} from "@rosterly/domain/accounts";
import { formatDateInput, formatUsPhone } from "@rosterly/domain/fields";

/** D-005: new user; new profile (the person exists, no profile here); update; pending review. */
export type DialogMode = "newUser" | "newProfile" | "update" | "pending";

export interface StatusValues {
  /** "" = no new status (a scheduled one is cleared when the section was changed). */
  state: "" | StatusChangeState;
  immediately: boolean;
  effectiveOn: string | null;
  until: string | null;
  flagIds: number[];
  deleteShifts: boolean;
  confirmation: string;
}

export interface ScheduledRow {
  field: "" | ScheduledField;
  value: string;
  effectiveOn: string | null;
}

export interface DialogValues {
  email: string;
  firstName: string;
  lastName: string;
  alias: string;
  phonePersonal: string;
  gender: "" | "female" | "male";
  departmentId: string;
  jobTypeId: string;
  jobStatusId: string;
  shiftTypeId: string;
  employeeId: string;
  jobTitle: string;
  dailyHours: string;
  weeklyHours: string;
  phoneWork: string;
  hiredOn: string;
  charge: boolean;
  activation: { mode: "now" | "date"; on: string | null };
  status: StatusValues;
  scheduled: ScheduledRow[];
  /** Screen values shown on the access-control tab, by screen name (or `schedule`). */
  screens: Record<string, string>;
}

const NO_STATUS: StatusValues = {
  state: "",
  immediately: true,
  effectiveOn: null,
  until: null,
  flagIds: [],
  deleteShifts: false,
  confirmation: "",
};

export function modeOf(account: Account | null): DialogMode {
  const profile = account?.profiles[0];
  if (!account) return "newUser";
  if (!profile) return "newProfile";
  return profile.state === "pending" ? "pending" : "update";
}

const phoneText = (value: string | null) => (value ? formatUsPhone(value) : "");
const idText = (value: number | null) => (value === null ? "" : String(value));

/** A status change already queued shows as the chosen new status, so saving keeps it. */
function scheduledStatus(profile: AccountProfile): StatusValues {
  const current = profile.state;
  const stateSettings = readStateSettings(profile.settings);
  const [first, second] = stateSettings.scheduledChanges;
  if (!first || first.state === current || first.state === "pending" || first.state === "rejected")
    return NO_STATUS;
  const returns = second && second.state === current ? second.effectiveOn : null;
  return {
    ...NO_STATUS,
    state: first.state,
    immediately: false,
    effectiveOn: first.effectiveOn,
    until: first.state === "inactive" ? returns : null,
    flagIds: first.shiftFlags?.flags ?? [],
    deleteShifts: first.deleteShifts,
  };
}

/** A pending profile's queued activation, shown as the chosen activation date. */
function pendingActivation(profile: AccountProfile | undefined): DialogValues["activation"] {
  const change = profile
    ? readStateSettings(profile.settings).scheduledChanges.find((c) => c.state === "active")
    : undefined;
  return change ? { mode: "date", on: change.effectiveOn } : { mode: "now", on: null };
}

export function hasScheduledActivation(profile: AccountProfile | undefined): boolean {
  return pendingActivation(profile).mode === "date";
}

export function initialValues(account: Account | null, email = ""): DialogValues {
  const profile = account?.profiles[0];
  const scheduled = profile ? readScheduledChanges(profile.settings).changes : [];
  return {
    email: account?.email ?? email,
    firstName: account?.firstName ?? "",
    lastName: account?.lastName ?? "",
    alias: account?.alias ?? "",
    phonePersonal: phoneText(account?.phonePersonal ?? null),
    gender: account?.gender ?? "",
    departmentId: idText(profile?.departmentId ?? null),
    jobTypeId: idText(profile?.jobTypeId ?? null),
    jobStatusId: idText(profile?.jobStatusId ?? null),
    shiftTypeId: idText(profile?.shiftTypeId ?? null),
    employeeId: profile?.employeeId ?? "",
    jobTitle: profile?.jobTitle ?? "",
    dailyHours: profile ? String(profile.dailyHours) : "",
    weeklyHours: profile ? String(profile.weeklyHours) : "",
    phoneWork: phoneText(profile?.phoneWork ?? null),
    hiredOn: profile?.hiredOn ? formatDateInput(profile.hiredOn) : "",
    charge: profile?.charge ?? false,
    activation: pendingActivation(profile),
    status: profile && profile.state !== "pending" ? scheduledStatus(profile) : NO_STATUS,
    scheduled: scheduled.flatMap((change) =>
      change.fields.map((field) => ({
        field: field.field,
        value: String(field.value),
        effectiveOn: change.effectiveOn,
      })),
    ),
    screens: {},
  };
}

export function currentState(account: Account | null): ProfileState | null {
  return account?.profiles[0]?.state ?? null;
}

import type { Account, Hospital } from "@rosterly/contract";
import { fullName } from "../../../lib/names";

/** What the dialog's header shows of a person (N-003), names resolved from the organisation. */
export interface EmployeeHeaderModel {
  userId: number;
  profileId: number | null;
  fullName: string;
  state: string;
  departmentId: number | null;
  departmentName: string | null;
  jobTypeName: string | null;
  jobStatusName: string | null;
  jobStatusShortCode: string | null;
  shiftTypeName: string | null;
  employeeId: string | null;
  hiredOn: string | null;
  phone: string | null;
  email: string;
  dailyHours: number | null;
  weeklyHours: number | null;
  charge: boolean;
  scheduleNotes: string | null;
}

function nameOf<T extends { id: number; name: string }>(items: readonly T[], id: number | null): T | null {
  return id === null ? null : (items.find((item) => item.id === id) ?? null);
}

export function employeeHeader(account: Account, hospital: Hospital): EmployeeHeaderModel {
  const profile = account.profiles[0] ?? null;
  const status = nameOf(hospital.jobStatus, profile?.jobStatusId ?? null);
  return {
    userId: account.id,
    profileId: profile?.id ?? null,
    fullName: fullName(account),
    state: profile?.state ?? "inactive",
    departmentId: profile?.departmentId ?? null,
    departmentName: nameOf(hospital.departments, profile?.departmentId ?? null)?.name ?? null,
    jobTypeName: nameOf(hospital.jobTypes, profile?.jobTypeId ?? null)?.name ?? null,
    jobStatusName: status?.name ?? null,
    jobStatusShortCode: status?.shortCode ?? null,
    shiftTypeName: nameOf(hospital.shiftTypes, profile?.shiftTypeId ?? null)?.name ?? null,
    employeeId: profile?.employeeId ?? null,
    hiredOn: profile?.hiredOn ?? null,
    phone: account.phonePersonal,
    email: account.email,
    dailyHours: profile?.dailyHours ?? null,
    weeklyHours: profile?.weeklyHours ?? null,
    charge: profile?.charge ?? false,
    scheduleNotes: profile?.scheduleNotes ?? null,
  };
}

/** Whether trimmed notes differ from the saved ones (an empty text is no notes). */
export function notesChanged(saved: string | null, typed: string): boolean {
  return (saved ?? "").trim() !== typed.trim();
}

export const NOTES_MAX_LENGTH = 1000;

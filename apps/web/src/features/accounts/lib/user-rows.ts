/**
 * The users lists' rows: each person with their profile here, named from the organisation's
 * configuration, and the sort the list header asks the server for.
 */
import type { Account, Employee, Hospital } from "@rosterly/contract";
import type { ProfileState } from "@rosterly/domain/accounts";
import { fullName } from "../../../lib/names";

export interface UserRow {
  userId: number;
  state: ProfileState | null;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  avatarBgColor: string;
  groups: readonly string[];
  departmentId: number | null;
  departmentName: string | null;
  jobTypeName: string | null;
  jobStatusName: string | null;
  /** Expired and expiring credentials; only management's hospital load carries them. */
  credentials: Employee["credentials"];
}

export const SORT_KEYS = ["name", "email", "department", "jobType", "state"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface Sort {
  key: SortKey;
  direction: "asc" | "desc";
}

export function userRows(accounts: readonly Account[], hospital: Hospital): UserRow[] {
  const named = <T extends { id: number }>(
    rows: readonly T[],
    id: number | null,
    name: (row: T) => string,
  ) => {
    const row = id === null ? undefined : rows.find((candidate) => candidate.id === id);
    return row ? name(row) : null;
  };
  return accounts.map((person) => {
    const profile = person.profiles[0];
    return {
      userId: person.id,
      state: profile?.state ?? null,
      name: fullName(person),
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      avatarBgColor: person.avatarBgColor,
      groups: person.groups,
      departmentId: profile?.departmentId ?? null,
      departmentName: named(hospital.departments, profile?.departmentId ?? null, (row) => row.name),
      jobTypeName: named(hospital.jobTypes, profile?.jobTypeId ?? null, (row) => row.name),
      jobStatusName: named(
        hospital.jobStatus,
        profile?.jobStatusId ?? null,
        (row) => row.shortCode || row.name,
      ),
      credentials: hospital.employees[String(person.id)]?.credentials,
    };
  });
}

/** Names of the hospital's people as the session knows them. */
import type { Hospital } from "@rosterly/contract";

export const personName = (hospital: Hospital, userId: number | null): string | null =>
  userId === null ? null : (hospital.employees[String(userId)]?.fullName ?? null);

/** The caller's colleagues in a department, by name: who a part of a split may go to. */
export function departmentColleagues(
  hospital: Hospital,
  departmentId: number,
  callerId: number,
): { userId: number; fullName: string }[] {
  return Object.values(hospital.employees)
    .filter((person) => person.departmentId === departmentId && person.userId !== callerId)
    .filter((person) => person.state === "active")
    .map((person) => ({ userId: person.userId, fullName: person.fullName }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
}

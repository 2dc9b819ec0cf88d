/**
 * The organisation's rows as the domain's reference checks take them (live ones may be chosen,
 * obsolete ones only kept), built from the hospital the web already holds.
 */
import type { Hospital } from "@rosterly/contract";
import type { ReferenceSet, ReferenceSets } from "@rosterly/domain/configuration";

function setOf(rows: readonly { id: number; obsolete: boolean }[]): ReferenceSet {
  return {
    active: new Set(rows.filter((row) => !row.obsolete).map((row) => row.id)),
    obsolete: new Set(rows.filter((row) => row.obsolete).map((row) => row.id)),
  };
}

export function referenceSetsOf(hospital: Hospital): ReferenceSets {
  return {
    jobType: setOf(hospital.jobTypes),
    shiftType: setOf(hospital.shiftTypes),
    eventType: setOf(hospital.eventTypes),
  };
}

/** The organisation's rows as choices of a multi-select (obsolete ones marked, E-017). */
import type { Hospital } from "@rosterly/contract";
import { formatTimeInput } from "@rosterly/domain/fields";

/** One choice of an id picker: the id and what it is called. */
export interface IdOption {
  id: number;
  label: string;
  obsolete?: boolean;
}

export function shiftTypeOptions(hospital: Hospital): IdOption[] {
  return hospital.shiftTypes.map((row) => ({
    id: row.id,
    label: `${row.name} (${formatTimeInput(row.startTime)}–${formatTimeInput(row.endTime)})`,
    obsolete: row.obsolete,
  }));
}

/** Job types in their ranked order (E-019). */
export function jobTypeOptions(hospital: Hospital, except?: number): IdOption[] {
  return [...hospital.jobTypes]
    .filter((row) => row.id !== except)
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
    .map((row) => ({ id: row.id, label: row.name, obsolete: row.obsolete }));
}

export function eventTypeOptions(hospital: Hospital): IdOption[] {
  return hospital.eventTypes.map((row) => ({ id: row.id, label: row.name, obsolete: row.obsolete }));
}

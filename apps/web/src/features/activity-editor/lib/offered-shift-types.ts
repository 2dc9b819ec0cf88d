/**
 * The shift types the editor offers for an assignee: the domain's rule (F-019) over the
 * organisation's reference data, sorted by name for the picker.
 */
import type { Employee, ShiftType } from "@rosterly/contract";
import { offeredShiftTypes as offered } from "@rosterly/domain/schedule";
import type { Reference } from "./reference";

export function offeredShiftTypes(
  reference: Reference,
  assignee: Employee | undefined,
  keepTypeId: number | null = null,
): ShiftType[] {
  return offered({
    shiftTypes: reference.allShiftTypes,
    jobTypes: reference.allJobTypes,
    jobTypeId: assignee?.jobTypeId,
    charge: assignee?.charge === true,
    keepTypeId,
  }).sort((a, b) => a.name.localeCompare(b.name));
}

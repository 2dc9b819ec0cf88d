/** H-011: how many seats an open shift may ask for. */
import { fail, OK, type Check } from "../fields/index.ts";
import { isOpen, type OpenShiftSeats } from "./state.ts";

export const MIN_OPENING = 1;

/** Whether the opening may be changed at all: not for sitter shifts, not after bidding stops. */
export function canUpdateOpening(shift: OpenShiftSeats & { readonly sitter: boolean }): boolean {
  return !shift.sitter && isOpen(shift);
}

/**
 * The lowest opening allowed. An FCFS shift cannot drop under the nurses who already took a seat;
 * no shift may drop under the nurses already assigned, or the assigned count would exceed the need.
 */
export function minimumOpening(shift: OpenShiftSeats): number {
  const taken = shift.fcfs ? Math.max(shift.bidders.length, shift.assignees.length) : shift.assignees.length;
  return Math.max(MIN_OPENING, taken);
}

export function checkOpening(shift: OpenShiftSeats, opening: number): Check {
  if (!Number.isInteger(opening)) return fail("validation.integer");
  const min = minimumOpening(shift);
  if (opening < min) return fail("validation.min_value", { min });
  return OK;
}

/**
 * A proposal drawn over the saved schedule (the roster generator's, composed in by the screen):
 * proposed shifts carry negative ids, which no saved shift has, and the saved shifts the proposal
 * would remove are left out while it is shown.
 */
import type { Shift } from "@rosterly/contract";

export interface ProposalOverlay {
  scheduleId: number;
  shifts: readonly Shift[];
  removedShiftIds: ReadonlySet<number>;
}

export const isProposedShift = (shift: Pick<Shift, "id">): boolean => shift.id < 0;

/** The schedule's shifts as they would be with the proposal. */
export function withProposal(
  shifts: readonly Shift[],
  overlay: ProposalOverlay | null | undefined,
  scheduleId: number,
): readonly Shift[] {
  if (!overlay || overlay.scheduleId !== scheduleId) return shifts;
  return [...shifts.filter((shift) => !overlay.removedShiftIds.has(shift.id)), ...overlay.shifts];
}

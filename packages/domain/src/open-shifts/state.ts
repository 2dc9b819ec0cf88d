/**
 * An open shift's state (H-002) and the rules on what may still be done with it (H-009…H-013).
 * The server enforces them; the web uses the same answers to enable its buttons.
 */

export type OpenShiftState = "open" | "closed" | "ended";

export interface OpenShiftStatus {
  readonly biddingClosed: boolean;
  readonly biddingEnded: boolean;
}

export interface OpenShiftSeats extends OpenShiftStatus {
  readonly fcfs: boolean;
  readonly opening: number;
  readonly bidders: readonly number[];
  readonly assignees: readonly number[];
}

/** Closed manually wins over ended by the clock: a scheduler's act is what people remember. */
export function openShiftState(status: OpenShiftStatus): OpenShiftState {
  if (status.biddingClosed) return "closed";
  if (status.biddingEnded) return "ended";
  return "open";
}

export function isOpen(status: OpenShiftStatus): boolean {
  return openShiftState(status) === "open";
}

/** Seats still to fill; never negative, even when an opening was lowered under the assignees. */
export function remainingSeats(shift: Pick<OpenShiftSeats, "opening" | "assignees">): number {
  return Math.max(0, shift.opening - shift.assignees.length);
}

/**
 * H-009: an FCFS shift may go while nobody has taken a seat (its bidders are its takers); any
 * other while it has neither bidders nor assignees.
 */
export function canDelete(shift: OpenShiftSeats): boolean {
  if (shift.bidders.length > 0) return false;
  return shift.fcfs || shift.assignees.length === 0;
}

/** H-009: close is offered for an open shift that can no longer simply be deleted. */
export function canClose(shift: OpenShiftSeats): boolean {
  return isOpen(shift) && !canDelete(shift);
}

/** H-010: details, room, reason, flags and comments change only before anyone is involved. */
export function canEditDetails(shift: OpenShiftSeats): boolean {
  return isOpen(shift) && shift.bidders.length === 0 && shift.assignees.length === 0;
}

import type { OpenShift } from "@rosterly/contract";
import { planAssignment } from "@rosterly/domain/open-shifts";

export interface UserBid {
  openShift: OpenShift;
  /** Whether seating the bidder now would be accepted (open, seats left); the server decides again. */
  assignable: boolean;
}

/**
 * N-009: the person's bids still waiting for a seat, soonest first. A shift they were seated on
 * leaves the list; a bid on a closed or full shift stays listed but cannot be assigned.
 */
export function pendingBidsOf(shifts: readonly OpenShift[], userId: number): UserBid[] {
  return shifts
    .filter((shift) => shift.bidders.includes(userId) && !shift.assignees.includes(userId))
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime))
    .map((shift) => ({
      openShift: shift,
      assignable: planAssignment(shift, { selectedBidders: [userId], assignees: [] }).ok,
    }));
}

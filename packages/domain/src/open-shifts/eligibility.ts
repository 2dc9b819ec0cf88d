/**
 * Who an open shift is offered to (Y-037, C-020) and why a bid is refused (Y-038). Recipients are
 * active staff of an eligible department whose job type and job status the shift asks for; an
 * empty list of job types or statuses asks for any.
 */
import { acceptsBids } from "./timing.ts";
import type { OpenShiftSeats } from "./state.ts";

export interface OpenShiftAudience {
  readonly eligibleDepartments: readonly number[];
  readonly jobTypes: readonly number[];
  readonly eligibleJobStatus: readonly number[];
}

export interface Candidate {
  readonly id: number;
  readonly active: boolean;
  readonly isStaff: boolean;
  readonly departmentId: number | null;
  readonly jobTypeId: number | null;
  readonly jobStatusId: number | null;
}

export function isEligible(shift: OpenShiftAudience, person: Candidate): boolean {
  if (!person.active || !person.isStaff || person.departmentId === null) return false;
  if (!shift.eligibleDepartments.includes(person.departmentId)) return false;
  if (!matches(shift.jobTypes, person.jobTypeId)) return false;
  return matches(shift.eligibleJobStatus, person.jobStatusId);
}

function matches(wanted: readonly number[], value: number | null): boolean {
  return wanted.length === 0 || (value !== null && wanted.includes(value));
}

export type BidRefusal = "not_open" | "ineligible" | "already_bid" | "full";

export interface Biddable extends OpenShiftSeats, OpenShiftAudience {
  readonly biddingEndsOn: number;
}

/**
 * Why this person may not bid now, or null when the bid is taken. Eligibility comes first: to
 * someone it is not offered to, an open shift has no state to tell.
 */
export function bidRefusal(shift: Biddable, person: Candidate, now: number): BidRefusal | null {
  if (!isEligible(shift, person)) return "ineligible";
  if (!acceptsBids(shift, shift.biddingEndsOn, now)) return "not_open";
  if (shift.bidders.includes(person.id) || shift.assignees.includes(person.id)) return "already_bid";
  if (shift.fcfs && shift.assignees.length >= shift.opening) return "full";
  return null;
}

/** Why a bid may not be withdrawn, or null. Only while bidding is open and only one's own bid. */
export function cancelBidRefusal(shift: Biddable, userId: number, now: number): "not_open" | "no_bid" | null {
  if (!acceptsBids(shift, shift.biddingEndsOn, now)) return "not_open";
  return shift.bidders.includes(userId) ? null : "no_bid";
}

/**
 * H-013 and Z-025: who an assignment may seat. `selectedBidders` come from the bidders;
 * `assignees` are staff picked directly without bidding. Both receive a shift, and the seats
 * taken after the assignment never exceed the opening.
 */
import { isOpen, type OpenShiftSeats, remainingSeats } from "./state.ts";

export interface AssignRequest {
  readonly assignees: readonly number[];
  readonly selectedBidders: readonly number[];
}

export type AssignRefusal =
  | { readonly code: "not_open" }
  | { readonly code: "nobody_new" }
  | { readonly code: "not_a_bidder"; readonly userIds: readonly number[] }
  | { readonly code: "already_assigned"; readonly userIds: readonly number[] }
  | { readonly code: "duplicate"; readonly userIds: readonly number[] }
  | { readonly code: "too_many"; readonly remaining: number };

export type AssignPlan =
  | { readonly ok: true; readonly newAssignees: readonly number[] }
  | { readonly ok: false; readonly refusal: AssignRefusal };

export function planAssignment(shift: OpenShiftSeats, request: AssignRequest): AssignPlan {
  const refuse = (refusal: AssignRefusal): AssignPlan => ({ ok: false, refusal });
  if (!isOpen(shift)) return refuse({ code: "not_open" });
  const picked = [...request.selectedBidders, ...request.assignees];
  if (picked.length === 0) return refuse({ code: "nobody_new" });
  const duplicates = repeated(picked);
  if (duplicates.length > 0) return refuse({ code: "duplicate", userIds: duplicates });
  const bidders = new Set(shift.bidders);
  const notBidders = request.selectedBidders.filter((id) => !bidders.has(id));
  if (notBidders.length > 0) return refuse({ code: "not_a_bidder", userIds: notBidders });
  const seated = new Set(shift.assignees);
  const already = picked.filter((id) => seated.has(id));
  if (already.length > 0) return refuse({ code: "already_assigned", userIds: already });
  const remaining = remainingSeats(shift);
  if (picked.length > remaining) return refuse({ code: "too_many", remaining });
  return { ok: true, newAssignees: picked };
}

function repeated(ids: readonly number[]): number[] {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const id of ids) (seen.has(id) ? twice : seen).add(id);
  return [...twice];
}

/**
 * How a request reads in a list (K-001, K-002): its kind, and its state as staff say it: "pending"
 * while a scheduler or operator has it, "under review" once it went up, then how it was decided.
 */
import type { RequestType } from "@rosterly/contract";
import { reviewStage } from "@rosterly/domain/requests";

export type StateLabel =
  | "pending"
  | "underReview"
  | "approved"
  | "rejected"
  | "withdrawn"
  | "expired"
  | "unknown";

export function stateLabel(state: string): StateLabel {
  const stage = reviewStage(state);
  if (stage === "pending") return "pending";
  if (stage === "under_review") return "underReview";
  if (state === "approved") return "approved";
  if (state === "rejected") return "rejected";
  if (state === "withdrawn" || state === "withdrawn_before_approval") return "withdrawn";
  if (state === "expired") return "expired";
  return "unknown";
}

export type StateTone = "default" | "info" | "success" | "error" | "warning";

export const STATE_TONES: Record<StateLabel, StateTone> = {
  pending: "warning",
  underReview: "info",
  approved: "success",
  rejected: "error",
  withdrawn: "default",
  expired: "default",
  unknown: "default",
};

export type KindLabel = RequestType;

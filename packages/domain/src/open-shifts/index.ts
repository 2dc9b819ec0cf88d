export { type AssignPlan, type AssignRefusal, type AssignRequest, planAssignment } from "./assign.ts";
export {
  type BidRefusal,
  type Biddable,
  bidRefusal,
  type Candidate,
  cancelBidRefusal,
  isEligible,
  type OpenShiftAudience,
} from "./eligibility.ts";
export { canUpdateOpening, checkOpening, MIN_OPENING, minimumOpening } from "./opening.ts";
export {
  canClose,
  canDelete,
  canEditDetails,
  isOpen,
  type OpenShiftSeats,
  type OpenShiftState,
  type OpenShiftStatus,
  openShiftState,
  remainingSeats,
} from "./state.ts";
export {
  acceptsBids,
  type BiddingLabel,
  biddingLabel,
  ENDS_SOON_SECONDS,
  NUDGE_COOLDOWN_SECONDS,
  type NudgeCountdown,
  nextNudgeAt,
  nudgeCountdown,
  nudgeWaitSeconds,
} from "./timing.ts";

/**
 * The clock rules of an open shift, on instants in milliseconds since the epoch so server and web
 * share them: when the next nudge is allowed (H-014, Q-007) and how the card tells the time left
 * to bid (H-004).
 */
import { openShiftState, type OpenShiftStatus } from "./state.ts";

export const NUDGE_COOLDOWN_SECONDS = 900;
export const ENDS_SOON_SECONDS = 5 * 60;

const MS_PER_SECOND = 1000;

/** The first instant a nudge is allowed: 900 s after the last nudge, or after creation. */
export function nextNudgeAt(createdOn: number, lastNudge: number | null): number {
  return (lastNudge ?? createdOn) + NUDGE_COOLDOWN_SECONDS * MS_PER_SECOND;
}

/** Whole seconds until a nudge is allowed; 0 when it is allowed now. */
export function nudgeWaitSeconds(now: number, createdOn: number, lastNudge: number | null): number {
  return Math.max(0, Math.ceil((nextNudgeAt(createdOn, lastNudge) - now) / MS_PER_SECOND));
}

/** The countdown shows minutes, then seconds in the last minute. */
export type NudgeCountdown =
  | { readonly unit: "ready" }
  | { readonly unit: "minutes"; readonly value: number }
  | { readonly unit: "seconds"; readonly value: number };

export function nudgeCountdown(waitSeconds: number): NudgeCountdown {
  if (waitSeconds <= 0) return { unit: "ready" };
  if (waitSeconds < 60) return { unit: "seconds", value: waitSeconds };
  return { unit: "minutes", value: Math.ceil(waitSeconds / 60) };
}

export type BiddingLabel =
  | { readonly kind: "closed" }
  | { readonly kind: "ended" }
  | { readonly kind: "ends_soon" }
  | { readonly kind: "closes_in"; readonly hours: number; readonly minutes: number };

/** The card's label. A deadline already past reads "ended" even before the job has marked it. */
export function biddingLabel(status: OpenShiftStatus, biddingEndsOn: number, now: number): BiddingLabel {
  const state = openShiftState(status);
  if (state !== "open") return { kind: state };
  const seconds = Math.floor((biddingEndsOn - now) / MS_PER_SECOND);
  if (seconds <= 0) return { kind: "ended" };
  if (seconds <= ENDS_SOON_SECONDS) return { kind: "ends_soon" };
  const totalMinutes = Math.floor(seconds / 60);
  return { kind: "closes_in", hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** Whether bids are still taken at `now`: open, and before the deadline by this clock. */
export function acceptsBids(status: OpenShiftStatus, biddingEndsOn: number, now: number): boolean {
  return openShiftState(status) === "open" && now < biddingEndsOn;
}

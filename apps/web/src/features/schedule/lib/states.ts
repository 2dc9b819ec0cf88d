/** How each schedule state looks (F-008, 3 §2.10): a badge colour and an abbreviation; past has none. */
import { normalizeScheduleState, type ScheduleState } from "@rosterly/domain/schedule";
import { readableTextOn } from "../../../lib/colour";

export interface StateLook {
  state: ScheduleState;
  color: string;
  /** The label's colour on `color`: black or white, whichever reads (white on the review orange does not). */
  text: "#000" | "#fff";
}

const COLORS: Readonly<Record<ScheduleState, string>> = {
  initial: "#455a64",
  self_schedule: "#8e24aa",
  draft: "#546e7a",
  pending_post_approval: "#e74c3c",
  under_nurse_review: "#f39c12",
  pending_publish_approval: "#e74c3c",
  published: "#2e7d32",
  current: "#1565c0",
  past: "#9e9e9e",
};

/** The look of a state, or null for past or unknown states (no chip). */
export function stateLook(state: string | null | undefined): StateLook | null {
  const known = state ? normalizeScheduleState(state) : null;
  if (known === null || known === "past") return null;
  return { state: known, color: COLORS[known], text: readableTextOn(COLORS[known]) };
}

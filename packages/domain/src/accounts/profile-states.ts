// Profile states (D-004, Z-014) and the status choices of the user dialog (D-013).

export const PROFILE_STATES = ["active", "inactive", "pending", "rejected", "severed"] as const;
export type ProfileState = (typeof PROFILE_STATES)[number];

/** States a status change may set; `pending` and `rejected` come only from review (D-012). */
export const STATUS_CHANGE_STATES = ["active", "inactive", "severed"] as const;
export type StatusChangeState = (typeof STATUS_CHANGE_STATES)[number];

/** Reads a stored or submitted state; `pending_approval` is accepted as another name of `pending`. */
export function parseProfileState(value: string): ProfileState | null {
  if (value === "pending_approval") return "pending";
  return PROFILE_STATES.find((state) => state === value) ?? null;
}

/**
 * New-status choices exclude the current state. A pending profile is approved or rejected instead
 * of changing status, so it has no choices.
 */
export function statusChoices(current: ProfileState): StatusChangeState[] {
  if (current === "pending") return [];
  return STATUS_CHANGE_STATES.filter((state) => state !== current);
}

/** Only an active profile may use the product (spec §4). */
export function isUsable(state: string): boolean {
  return state === "active";
}

/**
 * What the transport learns about the session and the app must act on. The API client only reports;
 * the app decides where to navigate and what to tell the user (STYLE: no toasts in the transport).
 */
export const LOGOUT_REASONS = ["idle", "unauthorized_device", "no_active_profile"] as const;
export type LogoutReason = (typeof LOGOUT_REASONS)[number];

export function isLogoutReason(value: unknown): value is LogoutReason {
  return LOGOUT_REASONS.some((reason) => reason === value);
}

export type SessionEvent =
  /** The tokens are gone (already cleared); the guards send the user to sign in. */
  | { type: "login-required" }
  /** The session must end through /auth/logout with a reason shown on the login page. */
  | { type: "forced-logout"; reason: LogoutReason }
  /** A new access token was stored: live channels reconnect with it (Z-041). */
  | { type: "access-refreshed" };

type Listener = (event: SessionEvent) => void;
const listeners = new Set<Listener>();

export const sessionEvents = {
  emit(event: SessionEvent): void {
    for (const listener of listeners) listener(event);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The logout reason carried in router state to the login page, if any. */
export function logoutReasonOf(state: unknown): LogoutReason | null {
  if (typeof state !== "object" || state === null || !("reason" in state)) return null;
  return isLogoutReason(state.reason) ? state.reason : null;
}

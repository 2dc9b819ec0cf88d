import type { CooloffTimedelta } from "@rosterly/contract";
import { DEFAULT_SETTINGS, settingAt } from "@rosterly/domain/settings";

export interface LockoutPolicy {
  maxFailures: number;
  windowMinutes: number;
  durationMinutes: number;
}

export const DEFAULT_LOCKOUT: LockoutPolicy = DEFAULT_SETTINGS.security.lockout;

/** The organisation may tighten or relax the lockout; anything malformed falls back to the default. */
export function lockoutPolicyFrom(settings: Record<string, unknown>): LockoutPolicy {
  const read = (key: keyof LockoutPolicy): number => {
    const value = settingAt(settings, `security.lockout.${key}`);
    return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : DEFAULT_LOCKOUT[key];
  };
  return {
    maxFailures: read("maxFailures"),
    windowMinutes: read("windowMinutes"),
    durationMinutes: read("durationMinutes"),
  };
}

export interface FailureState {
  failedLogins: number;
  firstFailedAt: Date | null;
  lockedUntil: Date | null;
}

/** Counts one more failure; a failure outside the window starts a new count. */
export function afterFailure(state: FailureState, now: Date, policy: LockoutPolicy): FailureState {
  const windowStart = now.getTime() - policy.windowMinutes * 60_000;
  const inWindow = state.firstFailedAt !== null && state.firstFailedAt.getTime() > windowStart;
  const failedLogins = inWindow ? state.failedLogins + 1 : 1;
  const firstFailedAt = inWindow ? state.firstFailedAt : now;
  const lockedUntil =
    failedLogins >= policy.maxFailures ? new Date(now.getTime() + policy.durationMinutes * 60_000) : null;
  return { failedLogins, firstFailedAt, lockedUntil };
}

export function isLocked(lockedUntil: Date | null, now: Date): lockedUntil is Date {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

export function cooloff(lockedUntil: Date, now: Date): CooloffTimedelta {
  let seconds = Math.max(0, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  const days = Math.floor(seconds / 86_400);
  seconds -= days * 86_400;
  const hours = Math.floor(seconds / 3600);
  seconds -= hours * 3600;
  const minutes = Math.floor(seconds / 60);
  seconds -= minutes * 60;
  return { days, hours, minutes, seconds };
}

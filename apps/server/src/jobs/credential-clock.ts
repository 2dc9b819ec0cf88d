import type { AppDeps } from "../deps";
import type { App } from "../http/types";
import { noticeExpiringCredentials } from "../services/documents/expiry-notices";
import { type JobTiming, registerPeriodicJob } from "./periodic";

/** The window is thirty days wide; an hour's delay in noticing a new expiry is of no consequence. */
export const CREDENTIAL_CLOCK_INTERVAL_MS = 60 * 60_000;

/** Tells managers about credentials expiring soon, once per expiry. */
export function registerCredentialClock(
  app: App,
  deps: AppDeps,
  { intervalMs = CREDENTIAL_CLOCK_INTERVAL_MS, startDelayMs = 0 }: Partial<JobTiming> = {},
): void {
  registerPeriodicJob(app, {
    name: "credential expiry notices",
    intervalMs,
    startDelayMs,
    run: async () => {
      const notified = await noticeExpiringCredentials(deps.db, deps.clock());
      return notified > 0 ? { notified } : null;
    },
  });
}

import type { AppDeps } from "../deps";
import type { App } from "../http/types";
import { noticeExpiringCredentials } from "../services/documents/expiry-notices";
import { registerPeriodicJob } from "./periodic";

/** The window is thirty days wide; an hour's delay in noticing a new expiry is of no consequence. */
export const CREDENTIAL_CLOCK_INTERVAL_MS = 60 * 60_000;

/** Tells managers about credentials expiring soon, once per expiry. */
export function registerCredentialClock(
  app: App,
  deps: AppDeps,
  intervalMs = CREDENTIAL_CLOCK_INTERVAL_MS,
): void {
  registerPeriodicJob(app, {
    name: "credential expiry notices",
    intervalMs,
    run: async () => {
      const notified = await noticeExpiringCredentials(deps.db, deps.clock());
      return notified > 0 ? { notified } : null;
    },
  });
}

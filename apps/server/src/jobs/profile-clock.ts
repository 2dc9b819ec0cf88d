import type { AppDeps } from "../deps";
import type { App } from "../http/types";
import { type JobTiming, registerPeriodicJob } from "./periodic";
import { applyDueProfileChanges } from "./profile-changes";
import { loggableError } from "../lib/redact";

/** Effective dates start at 00:00 local; a minute's delay is invisible. */
export const PROFILE_CLOCK_INTERVAL_MS = 60_000;

/** Applies due scheduled profile changes (Y-009); profiles are claimed with FOR UPDATE SKIP LOCKED. */
export function registerProfileClock(
  app: App,
  deps: AppDeps,
  { intervalMs = PROFILE_CLOCK_INTERVAL_MS, startDelayMs = 0 }: Partial<JobTiming> = {},
): void {
  registerPeriodicJob(app, {
    name: "scheduled profile changes",
    intervalMs,
    startDelayMs,
    run: async () => {
      const changed = await applyDueProfileChanges(deps, {
        onError: (profileId, error) =>
          app.log.error({ failure: loggableError(error), profileId }, "scheduled profile change failed"),
      });
      return changed > 0 ? { changed } : null;
    },
  });
}

import type { AppDeps } from "../deps";
import type { App } from "../http/types";
import { expireDueRequests } from "../services/requests/expire";
import { type JobTiming, registerPeriodicJob } from "./periodic";

/** Requests lapse by the minute at the earliest; once a minute is often enough. */
export const REQUEST_CLOCK_INTERVAL_MS = 60_000;

/** Expires requests awaiting review once what they concern has begun (Y-034). */
export function registerRequestClock(
  app: App,
  deps: AppDeps,
  { intervalMs = REQUEST_CLOCK_INTERVAL_MS, startDelayMs = 0 }: Partial<JobTiming> = {},
): void {
  registerPeriodicJob(app, {
    name: "request expiry",
    intervalMs,
    startDelayMs,
    run: async () => {
      const expired = await expireDueRequests(deps.db, deps.clock());
      return expired > 0 ? { expired } : null;
    },
  });
}

import type { AppDeps } from "../deps";
import type { App } from "../http/types";
import { endDueOpenShifts } from "../services/open-shifts/end-bidding";
import { type JobTiming, registerPeriodicJob } from "./periodic";

/** Deadlines are shown to the minute; bids after the deadline are refused by the bid itself. */
export const OPEN_SHIFT_CLOCK_INTERVAL_MS = 15_000;

/** Ends bidding on open shifts whose deadline has passed (Y-039). */
export function registerOpenShiftClock(
  app: App,
  deps: AppDeps,
  { intervalMs = OPEN_SHIFT_CLOCK_INTERVAL_MS, startDelayMs = 0 }: Partial<JobTiming> = {},
): void {
  registerPeriodicJob(app, {
    name: "open shift deadlines",
    intervalMs,
    startDelayMs,
    run: async () => {
      const ended = await endDueOpenShifts(deps.db, deps.clock());
      return ended.length > 0 ? { ended: ended.length } : null;
    },
  });
}

import type { AppDeps } from "../deps";
import type { App } from "../http/types";
import { registerCredentialClock } from "./credential-clock";
import { registerOpenShiftClock } from "./open-shift-clock";
import { registerProfileClock } from "./profile-clock";
import { registerRequestClock } from "./request-clock";
import { registerScheduleCalendar } from "./schedule-clock";

/**
 * How long after a start the jobs' first passes wait. Run as the server started listening, their
 * first queries (each a first of its kind for the database, with its catalog reads) held a
 * restart's first answer back by ~0.2 s; a person's first page is in by then, and work that fell
 * due while the server was down is done a few seconds later.
 */
export const CLOCK_START_DELAY_MS = 5_000;

/** The server's clock: every due-work job, started by the process that serves (not by tests). */
export function registerClockJobs(app: App, deps: AppDeps): void {
  const timing = { startDelayMs: CLOCK_START_DELAY_MS };
  registerProfileClock(app, deps, timing);
  registerScheduleCalendar(app, deps, timing);
  registerOpenShiftClock(app, deps, timing);
  registerRequestClock(app, deps, timing);
  registerCredentialClock(app, deps, timing);
}

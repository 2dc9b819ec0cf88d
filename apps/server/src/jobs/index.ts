import type { AppDeps } from "../deps";
import type { App } from "../http/types";
import { registerCredentialClock } from "./credential-clock";
import { registerOpenShiftClock } from "./open-shift-clock";
import { registerProfileClock } from "./profile-clock";
import { registerRequestClock } from "./request-clock";
import { registerScheduleCalendar } from "./schedule-clock";

/** The server's clock: every due-work job, started by the process that serves (not by tests). */
export function registerClockJobs(app: App, deps: AppDeps): void {
  registerProfileClock(app, deps);
  registerScheduleCalendar(app, deps);
  registerOpenShiftClock(app, deps);
  registerRequestClock(app, deps);
  registerCredentialClock(app, deps);
}

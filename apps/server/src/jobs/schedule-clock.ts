import type { AppDeps } from "../deps";
import type { App } from "../http/types";
import { type JobTiming, registerPeriodicJob } from "./periodic";
import { runScheduleCalendar } from "./schedule-calendar";

/** Moves happen at midnight in each organisation's zone; a minute's delay is invisible. */
export const SCHEDULE_CALENDAR_INTERVAL_MS = 60_000;

/** Creates periods ahead and moves schedules to current and past as the calendar turns. */
export function registerScheduleCalendar(
  app: App,
  deps: AppDeps,
  { intervalMs = SCHEDULE_CALENDAR_INTERVAL_MS, startDelayMs = 0 }: Partial<JobTiming> = {},
): void {
  registerPeriodicJob(app, {
    name: "schedule calendar",
    intervalMs,
    startDelayMs,
    run: async () => {
      const run = await runScheduleCalendar(deps.db, deps.clock());
      return run.created.length > 0 || run.moved.length > 0
        ? { created: run.created.length, moved: run.moved.length }
        : null;
    },
  });
}

import type { AppDeps } from "../deps";
import type { App } from "../http/types";
import { runScheduleCalendar } from "./schedule-calendar";

/** Moves happen at midnight in each organisation's zone; a minute's delay is invisible. */
export const SCHEDULE_CALENDAR_INTERVAL_MS = 60_000;

/**
 * Runs the schedule calendar in every listening server process, at start and then every minute;
 * a pass still going when the next is due is not doubled, and closing the server waits for it.
 * Several processes may run it at once: the job claims its work in the database.
 */
export function registerScheduleCalendar(
  app: App,
  deps: AppDeps,
  intervalMs = SCHEDULE_CALENDAR_INTERVAL_MS,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runScheduleCalendar(deps.db, deps.clock())
      .then((run) => {
        if (run.created.length > 0 || run.moved.length > 0) {
          app.log.info({ created: run.created.length, moved: run.moved.length }, "schedule calendar");
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, "schedule calendar failed"))
      .finally(() => {
        running = null;
      });
  };
  app.addHook("onListen", (done) => {
    tick();
    timer = setInterval(tick, intervalMs);
    timer.unref();
    done();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}

import type { App } from "../http/types";
import { loggableError } from "../lib/redact";

export interface PeriodicJob {
  name: string;
  intervalMs: number;
  /** One pass; answers a summary to log when it did something, or null. */
  run(): Promise<Record<string, unknown> | null>;
}

/**
 * Runs a job in a listening server process at start and then every interval. A pass still going
 * when the next is due is not doubled, and closing the server waits for it. Jobs claim their work
 * in the database, so any number of processes may run the same job.
 */
export function registerPeriodicJob(app: App, job: PeriodicJob): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = job
      .run()
      .then((summary) => {
        if (summary) app.log.info({ job: job.name, ...summary }, `${job.name} done`);
      })
      .catch((error: unknown) =>
        app.log.error({ failure: loggableError(error), job: job.name }, `${job.name} failed`),
      )
      .finally(() => {
        running = null;
      });
  };
  app.addHook("onListen", (done) => {
    tick();
    timer = setInterval(tick, job.intervalMs);
    timer.unref();
    done();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}

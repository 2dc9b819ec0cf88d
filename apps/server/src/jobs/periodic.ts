import type { App } from "../http/types";
import { loggableError } from "../lib/redact";

/** When a job's passes run, from the server's start listening. */
export interface JobTiming {
  /** Between the starts of two passes. */
  intervalMs: number;
  /** To the first pass; 0 runs it as the server starts listening. */
  startDelayMs: number;
}

export interface PeriodicJob extends JobTiming {
  name: string;
  /** One pass; answers a summary to log when it did something, or null. */
  run(): Promise<Record<string, unknown> | null>;
}

/**
 * Runs a job in a listening server process at start (or its delay after) and then every interval. A
 * pass still going when the next is due is not doubled, and closing the server waits for it; a
 * first pass not yet begun is dropped. Jobs claim their work in the database, so any number of
 * processes may run the same job.
 */
export function registerPeriodicJob(app: App, job: PeriodicJob): void {
  let first: NodeJS.Timeout | undefined;
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
    if (job.startDelayMs > 0) first = setTimeout(tick, job.startDelayMs).unref();
    else tick();
    timer = setInterval(tick, job.intervalMs);
    timer.unref();
    done();
  });
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}

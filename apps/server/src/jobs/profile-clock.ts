import type { AppDeps } from "../deps";
import type { App } from "../http/types";
import { applyDueProfileChanges } from "./profile-changes";

/** Effective dates start at 00:00 local; a minute's delay is invisible. */
export const PROFILE_CLOCK_INTERVAL_MS = 60_000;

/**
 * Applies due scheduled profile changes (Y-009) in every listening server process, at start and
 * then every minute; a pass still going when the next is due is not doubled, and closing the
 * server waits for it. Several processes may run it at once: the job claims profiles in the
 * database with FOR UPDATE SKIP LOCKED.
 */
export function registerProfileClock(app: App, deps: AppDeps, intervalMs = PROFILE_CLOCK_INTERVAL_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = applyDueProfileChanges(deps, {
      onError: (profileId, error) =>
        app.log.error({ err: error, profileId }, "scheduled profile change failed"),
    })
      .then((changed) => {
        if (changed > 0) app.log.info({ changed }, "scheduled profile changes applied");
      })
      .catch((error: unknown) => app.log.error({ err: error }, "scheduled profile changes failed"))
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

import type { BusEvent } from "../src/realtime/events";
import { UPDATES_CHANNEL } from "../src/realtime/events";
import type { TestApp } from "./app";

/**
 * Records the live updates committed while a test runs, as every server process hears them
 * (PostgreSQL NOTIFY on the updates channel). Call `stop()` when done.
 */
function isBusEvent(value: unknown): value is BusEvent {
  return (
    typeof value === "object" &&
    value !== null &&
    "orgId" in value &&
    typeof value.orgId === "number" &&
    "contentType" in value &&
    typeof value.contentType === "string" &&
    "action" in value &&
    typeof value.action === "string" &&
    "audience" in value
  );
}

export async function recordUpdates(t: TestApp) {
  const events: BusEvent[] = [];
  const stop = await t.deps.database.listen(UPDATES_CHANNEL, (payload) => {
    const parsed: unknown = JSON.parse(payload);
    if (isBusEvent(parsed)) events.push(parsed);
  });
  /** Waits until an event matches (NOTIFY arrives asynchronously after commit). */
  const waitFor = async (match: (event: BusEvent) => boolean, ms = 3000): Promise<BusEvent | undefined> => {
    const until = Date.now() + ms;
    for (;;) {
      const found = events.find(match);
      if (found || Date.now() > until) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { events, waitFor, stop };
}

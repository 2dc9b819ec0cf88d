import type { BusEvent } from "../src/realtime/events";
import { UPDATES_CHANNEL } from "../src/realtime/events";
import { BARRIER_ACTION, publishBarrier } from "./barrier";
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
  const waiting: { match: (event: BusEvent) => boolean; resolve: (event: BusEvent) => void }[] = [];
  const stop = await t.deps.database.listen(UPDATES_CHANNEL, (payload) => {
    const parsed: unknown = JSON.parse(payload);
    if (!isBusEvent(parsed)) return;
    events.push(parsed);
    for (const waiter of [...waiting]) {
      if (!waiter.match(parsed)) continue;
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(parsed);
    }
  });
  /** The first event, heard or still to come, that matches (NOTIFY arrives after commit). */
  const waitFor = (match: (event: BusEvent) => boolean): Promise<BusEvent> => {
    const heard = events.find(match);
    if (heard) return Promise.resolve(heard);
    return new Promise((resolve) => waiting.push({ match, resolve }));
  };
  /**
   * Resolves once everything committed before the call has been heard: NOTIFY delivers in commit
   * order, so hearing a marker published now means nothing earlier is still on its way.
   */
  const drain = async (orgId: number): Promise<void> => {
    const id = await publishBarrier(t, [orgId]);
    await waitFor((event) => event.action === BARRIER_ACTION && event.id === id);
    const kept = events.filter((event) => event.action !== BARRIER_ACTION);
    events.splice(0, events.length, ...kept);
  };
  return { events, waitFor, drain, stop };
}

import type { Database, ListenEvents } from "../db/client";
import { type BusEvent, UPDATES_CHANNEL } from "./events";
import type { UpdatesHub } from "./hub";

/** Changes after which the people of an organisation may hear differently (or not at all). */
const CHANGES_WHO_HEARS: ReadonlySet<string> = new Set(["user", "profile", "department"]);

function isBusEvent(value: unknown): value is BusEvent {
  return (
    typeof value === "object" &&
    value !== null &&
    "orgId" in value &&
    typeof value.orgId === "number" &&
    "contentType" in value &&
    "audience" in value
  );
}

/**
 * Feeds every committed update of any server process into this process's hub, in commit order.
 * A change to people, profiles or departments first re-checks the organisation's sockets, so a
 * severed user hears nothing more and a moved nurse stops hearing the old department.
 */
export async function listenForUpdates(
  database: Database,
  hub: UpdatesHub,
  recheck: (orgId: number) => Promise<void>,
  events: ListenEvents = {},
): Promise<() => Promise<void>> {
  let queue: Promise<void> = Promise.resolve();
  const stop = await database.listen(
    UPDATES_CHANNEL,
    (payload) => {
      let event: unknown;
      try {
        event = JSON.parse(payload);
      } catch {
        return; // A malformed notification cannot come from our own publisher.
      }
      if (!isBusEvent(event)) return;
      const known = event;
      queue = queue
        .then(async () => {
          if (CHANGES_WHO_HEARS.has(known.contentType)) await recheck(known.orgId);
          hub.deliver(known);
        })
        .catch(() => hub.deliver(known));
    },
    events,
  );
  return async () => {
    await stop();
    await queue;
  };
}

import type { Database } from "../db/client";
import { type BusEvent, UPDATES_CHANNEL } from "./events";
import type { UpdatesHub } from "./hub";

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

/** Feeds every committed update of any server process into this process's hub. */
export async function listenForUpdates(database: Database, hub: UpdatesHub): Promise<() => Promise<void>> {
  return database.listen(UPDATES_CHANNEL, (payload) => {
    try {
      const event: unknown = JSON.parse(payload);
      if (isBusEvent(event)) hub.deliver(event);
    } catch {
      // A malformed notification is dropped; it cannot come from our own publisher.
    }
  });
}

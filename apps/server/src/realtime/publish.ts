import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { type BusEvent, UPDATES_CHANNEL } from "./events";

// NOTIFY's payload limit is 8000 bytes; bigger data is dropped and clients refetch by id.
const MAX_PAYLOAD = 7000;

/**
 * Records a live update inside the caller's transaction. PostgreSQL delivers NOTIFY only when the
 * transaction commits, so nobody hears of a rolled-back change, and every server process (each
 * listening on the channel) fans it out to its own sockets.
 */
export async function publishUpdate(db: Executor, event: BusEvent): Promise<void> {
  let payload = JSON.stringify(event);
  if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ ...event, data: undefined });
  await db.execute(sql`select pg_notify(${UPDATES_CHANNEL}, ${payload})`);
}

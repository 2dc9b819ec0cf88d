import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { type BusEvent, UPDATES_CHANNEL } from "./events";

// As in publish.ts: NOTIFY payloads stay under 8000 bytes; bigger data is dropped (clients refetch).
const MAX_PAYLOAD = 7000;
const PER_STATEMENT = 500;

/**
 * Records many live updates inside the caller's transaction in a few statements, in order. Bulk
 * writes (a period's shifts) would otherwise spend most of their time on one NOTIFY per row.
 * Delivery is the same as `publishUpdate`: on commit, to every server process.
 */
export async function publishUpdates(db: Executor, events: readonly BusEvent[]): Promise<void> {
  const payloads = events.map((event) => {
    const payload = JSON.stringify(event);
    return payload.length > MAX_PAYLOAD ? JSON.stringify({ ...event, data: undefined }) : payload;
  });
  for (let start = 0; start < payloads.length; start += PER_STATEMENT) {
    const rows = payloads
      .slice(start, start + PER_STATEMENT)
      .map((payload, i) => sql`(${payload}::text, ${start + i}::int)`);
    await db.execute(
      sql`select pg_notify(${UPDATES_CHANNEL}, p.payload) from (values ${sql.join(rows, sql`, `)}) as p(payload, n) order by p.n`,
    );
  }
}

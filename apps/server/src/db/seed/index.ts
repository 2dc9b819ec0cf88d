import { count } from "drizzle-orm";
import type { Database } from "../client";
import { organisations } from "../schema";
import { seedDemo } from "./demo";

export { DEMO_ACCOUNTS } from "./demo";

/**
 * Loads the demo hospital into an empty database, in one transaction, so a restart never seeds
 * twice and a failed seed leaves nothing half-written.
 *
 * The embedded database writes it without checking foreign keys row by row: those checks of the
 * demo's 16,000 shift and history rows took 0.3 s of every fresh start. The rows come from the
 * product's own code, and a test holds the demo to every foreign key on both databases
 * (`demo-integrity.test.ts`). On PostgreSQL the checks stay: skipping them needs a superuser.
 */
export async function seedDemoIfEmpty(
  database: Database,
  passwordHash: () => Promise<string>,
  initialStartDate: string,
): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    // Serialises concurrent first starts of several server processes.
    await tx.execute("select pg_advisory_xact_lock(7202611)");
    const [row] = await tx.select({ n: count() }).from(organisations);
    if ((row?.n ?? 0) > 0) return false;
    // A replica's session fires no ordinary triggers, and the foreign keys' checks are such triggers
    // (the schema has no others).
    if (database.kind === "pglite") await tx.execute("set local session_replication_role = replica");
    await seedDemo(tx, await passwordHash(), initialStartDate);
    return true;
  });
}

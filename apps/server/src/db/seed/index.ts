import { count } from "drizzle-orm";
import type { DB } from "../client";
import { organisations } from "../schema";
import { seedDemo } from "./demo";

export { DEMO_ACCOUNTS } from "./demo";

/**
 * Loads the demo hospital into an empty database, in one transaction, so a restart never seeds
 * twice and a failed seed leaves nothing half-written.
 */
export async function seedDemoIfEmpty(
  db: DB,
  passwordHash: () => Promise<string>,
  initialStartDate: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts of several server processes.
    await tx.execute("select pg_advisory_xact_lock(7202611)");
    const [row] = await tx.select({ n: count() }).from(organisations);
    if ((row?.n ?? 0) > 0) return false;
    await seedDemo(tx, await passwordHash(), initialStartDate);
    return true;
  });
}

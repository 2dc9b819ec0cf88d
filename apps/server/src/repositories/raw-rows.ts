import type { SQL } from "drizzle-orm";
import type { Executor } from "../db/client";

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Executor, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  if (typeof result !== "object" || result === null || !("rows" in result) || !Array.isArray(result.rows))
    throw new Error("The database answered a statement without rows.");
  return result.rows as T[];
}

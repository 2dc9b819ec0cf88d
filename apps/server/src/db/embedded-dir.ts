import { readdir } from "node:fs/promises";
import { join } from "node:path";

/** The embedded database's own directory inside DATA_DIR. */
export const pgdataOf = (dataDir: string) => join(dataDir, "pgdata");

/** Whether DATA_DIR already holds an embedded database (else opening it creates one). */
export async function hasEmbeddedDatabase(dataDir: string): Promise<boolean> {
  try {
    return (await readdir(pgdataOf(dataDir))).length > 0;
  } catch {
    return false;
  }
}

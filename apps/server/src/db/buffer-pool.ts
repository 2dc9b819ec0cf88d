import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";

const MB = 1024 * 1024;
/** PostgreSQL's own default, which the embedded engine used before it was sized. */
export const MAX_POOL_MB = 128;
export const MIN_POOL_MB = 32;
const STEP_MB = 16;
/** The one database the embedded engine serves, `postgres`, whose OID is fixed since PostgreSQL 15. */
const APP_DATABASE_OID = "5";

/**
 * The embedded engine's buffer pool, in MB, for a database of `databaseBytes` (null: a new one in
 * memory). The engine writes every page of its pool as it starts, and on a virtual machine each
 * first write to a page costs a fault: PostgreSQL's default 128 MB took 0.3–0.45 s of every start on
 * two cores, for a demo database of 18 MB. So the pool holds the database as it stands and half as
 * much again, in steps of 16 MB, between 32 MB and the default; a database that grows past its pool
 * reads the rest from the file system's cache until the next start sizes the pool anew.
 */
export function bufferPoolMb(databaseBytes: number | null): number {
  if (databaseBytes === null) return MIN_POOL_MB;
  const wanted = Math.ceil((databaseBytes * 1.5) / MB / STEP_MB) * STEP_MB;
  return Math.min(MAX_POOL_MB, Math.max(MIN_POOL_MB, wanted));
}

/** The bytes of the app's database in a PGlite data directory (0 while it has none). */
export function databaseBytes(pgdata: string): number {
  let total = 0;
  let entries: string[];
  try {
    entries = readdirSync(join(pgdata, "base", APP_DATABASE_OID));
  } catch {
    return 0;
  }
  for (const entry of entries) total += statSync(join(pgdata, "base", APP_DATABASE_OID, entry)).size;
  return total;
}

/**
 * PGlite's start parameters with the pool set: given parameters replace PGlite's defaults whole, so
 * the defaults are taken from PGlite itself (an upgrade that stops offering them fails every start,
 * and so every test, rather than silently dropping them).
 */
export function startParamsWithPool(poolMb: number): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams?: unknown }).defaultStartParams;
  if (!Array.isArray(defaults) || !defaults.every((param) => typeof param === "string")) {
    throw new Error("PGlite no longer offers its default start parameters (PGlite.defaultStartParams)");
  }
  return [...defaults, "-c", `shared_buffers=${poolMb}MB`];
}

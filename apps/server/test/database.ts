import pg from "pg";
import { type Database, openDatabase } from "../src/db/client";

let shared: Promise<Database> | undefined;
let opened = 0;

/**
 * The worker's database: a fresh embedded PGlite by default, or a database of its own on the
 * PostgreSQL server named by TEST_DATABASE_URL (the CI run against real PostgreSQL 15).
 */
export function testDatabase(): Promise<Database> {
  shared ??= freshDatabase();
  return shared;
}

/**
 * A database of its own, on the same engine as the worker's: for the few tests that need a whole
 * empty database (loading the demo). Costly (seconds, and hundreds of MB for PGlite): close it.
 */
export async function freshDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    return database;
  }
  opened += 1;
  const name = `rosterly_test_${process.pid}_${Date.now()}_${opened}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return database;
}

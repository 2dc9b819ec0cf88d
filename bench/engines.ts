/**
 * The two databases a benchmark may compare in one run: a fresh embedded PGlite, and a fresh
 * database on PostgreSQL 15 (the server named by BENCH_DATABASE_URL, else a throwaway cluster
 * started from the PostgreSQL binaries, as the PostgreSQL test run does).
 */
import pg from "pg";
import { type Database, openDatabase } from "../apps/server/src/db/client";
import { PG_BIN, postgresAvailable, startCluster } from "../scripts/postgres-cluster.mjs";

export interface BenchEngine {
  name: "PGlite" | "PostgreSQL";
  database: Database;
  close(): Promise<void>;
}

export async function pgliteEngine(): Promise<BenchEngine> {
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  return { name: "PGlite", database, close: () => database.close() };
}

/** PostgreSQL, or the reason it cannot run here. */
export async function postgresEngine(): Promise<BenchEngine | { skipped: string }> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return freshDatabaseOn(given, () => undefined);
  if (!postgresAvailable()) {
    return { skipped: `no PostgreSQL 15 server binaries in ${PG_BIN} (set PG_BIN or BENCH_DATABASE_URL)` };
  }
  const cluster = await startCluster();
  try {
    return await freshDatabaseOn(cluster.url, () => cluster.stop());
  } catch (error) {
    cluster.stop();
    throw error;
  }
}

async function freshDatabaseOn(serverUrl: string, stop: () => void): Promise<BenchEngine> {
  const name = `rosterly_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    name: "PostgreSQL",
    database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database "${name}"`);
      } finally {
        await cleanup.end();
        stop();
      }
    },
  };
}

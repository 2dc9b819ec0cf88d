import { cpSync, existsSync, readdirSync, renameSync, rmdirSync, rmSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzleLite } from "drizzle-orm/pglite";
import { migrate as migrateLite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import { fromServerRoot, SERVER_ROOT } from "../lib/server-root";
import { bufferPoolMb, databaseBytes, startParamsWithPool } from "./buffer-pool";
import { pgdataOf } from "./embedded-dir";
import { emptyDatabaseTemplate } from "./empty-database.mjs";
import * as schema from "./schema";

export type Schema = typeof schema;
export type DB = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. */
export type Executor = DB | Tx;

export interface Database {
  readonly kind: "pglite" | "postgres";
  readonly db: DB;
  migrate(): Promise<void>;
  /**
   * Subscribes to a NOTIFY channel; resolves to an unsubscribe function. `events` hears the
   * subscription drop and come back (PostgreSQL restarted); the embedded database never drops it.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    events?: ListenEvents,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** What a subscription reports about its connection, for the log and for tests that wait on it. */
export interface ListenEvents {
  /** The connection carrying LISTEN is gone; notifications are missed until it is back. */
  onLost?(): void;
  /** LISTEN is in place again on a new connection: what is committed from now on is heard. */
  onReestablished?(): void;
}

const migrationsFolder = fromServerRoot("drizzle");

/** Opens PostgreSQL at `url`, or the embedded PGlite under `dataDir` (in memory when dataDir is null). */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | null;
}): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir ?? null);
}

/**
 * A new database starts from the build's migrated empty template when there is one for these
 * migrations (empty-database.mjs); without it, PGlite creates one and the migrations run. The
 * template's files are copied beside the data directory and renamed into it whole, so a start
 * stopped halfway leaves no half-made database behind.
 */
function copyTemplateInto(dir: string): void {
  // A restart asks nothing more: naming the template hashes every migration.
  if (readdirSync(dir).length > 0) return;
  const template = emptyDatabaseTemplate(SERVER_ROOT).dir;
  if (!existsSync(template)) return;
  const partial = `${dir}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(template, partial, { recursive: true });
  rmdirSync(dir);
  renameSync(partial, dir);
}

async function templateTar(): Promise<{ loadDataDir?: Blob }> {
  const { tar } = emptyDatabaseTemplate(SERVER_ROOT);
  return existsSync(tar) ? { loadDataDir: new Blob([await readFile(tar)]) } : {};
}

async function openPglite(dataDir: string | null): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    const dir = pgdataOf(dataDir);
    await mkdir(dir, { recursive: true });
    copyTemplateInto(dir);
    client = await PGlite.create(dir, { startParams: startParamsWithPool(bufferPoolMb(databaseBytes(dir))) });
  } else {
    client = await PGlite.create({
      ...(await templateTar()),
      startParams: startParamsWithPool(bufferPoolMb(null)),
    });
  }
  const db = drizzleLite(client, { schema });
  return {
    kind: "pglite",
    db,
    migrate: () => migrateLite(db, { migrationsFolder }),
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return unsubscribe;
    },
    close: () => client.close(),
  };
}

/** How long a request waits for a connection before it fails (as a 503) instead of hanging. */
const CONNECT_TIMEOUT_MS = 5_000;
/** Between attempts to re-establish a lost LISTEN connection. */
const RELISTEN_DELAY_MS = 1_000;

/**
 * The driver and its drizzle adapter are imported only here: an install on the embedded database
 * never loads them.
 */
async function openPostgres(url: string): Promise<Database> {
  const [{ default: driver }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new driver.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection the server dropped (a restart, a failover) is an event, not a crash: the
  // pool discards it and opens a new one for the next request.
  pool.on("error", () => undefined);
  const db = drizzlePg(pool, { schema });
  return {
    kind: "postgres",
    db,
    migrate: () => migratePg(db, { migrationsFolder }),
    listen: (channel, onPayload, events) => listenPostgres(driver, url, channel, onPayload, events ?? {}),
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own that comes back by itself: when PostgreSQL restarts, the
 * connection is re-opened (every second until it succeeds) and LISTEN issued again. What was
 * notified while it was away is lost; clients reconcile by refetching after their socket reconnects.
 */
async function listenPostgres(
  driver: typeof pg,
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  events: ListenEvents,
): Promise<() => Promise<void>> {
  let stopped = false;
  let listening = false;
  /** Only the LISTENs after the first one re-establish the subscription. */
  let listenedBefore = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const listener = new driver.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const lost = () => {
      if (current !== listener) return;
      current = null;
      void listener.end().catch(() => undefined);
      if (stopped) return;
      if (listening) events.onLost?.();
      listening = false;
      scheduleReconnect();
    };
    listener.on("error", lost);
    listener.on("end", lost);
    listener.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    current = listener;
    await listener.connect();
    await listener.query(`LISTEN "${channel.replace(/"/g, "")}"`);
    // Only once the LISTEN is in place may anyone rely on hearing the next commit.
    if (current !== listener) return;
    if (listenedBefore) events.onReestablished?.();
    listening = true;
    listenedBefore = true;
  };
  const scheduleReconnect = () => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      connect().catch(() => {
        current = null;
        if (!stopped) scheduleReconnect();
      });
    }, RELISTEN_DELAY_MS);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const listener = current;
    current = null;
    await listener?.end();
  };
}

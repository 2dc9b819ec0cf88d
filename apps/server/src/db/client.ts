import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzleLite } from "drizzle-orm/pglite";
import { migrate as migrateLite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { fromServerRoot } from "../lib/server-root";
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
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = fromServerRoot("drizzle");

/** Opens PostgreSQL at `url`, or the embedded PGlite under `dataDir` (in memory when dataDir is null). */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | null;
}): Promise<Database> {
  if (options.url) return Promise.resolve(openPostgres(options.url));
  return openPglite(options.dataDir ?? null);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    const dir = join(dataDir, "pgdata");
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
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

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema });
  return {
    kind: "postgres",
    db,
    migrate: () => migratePg(db, { migrationsFolder }),
    listen: async (channel, onPayload) => {
      const listener = new pg.Client({ connectionString: url });
      await listener.connect();
      listener.on("notification", (message) => {
        if (message.channel === channel) onPayload(message.payload ?? "");
      });
      await listener.query(`LISTEN "${channel.replace(/"/g, "")}"`);
      return async () => {
        await listener.end();
      };
    },
    close: () => pool.end(),
  };
}

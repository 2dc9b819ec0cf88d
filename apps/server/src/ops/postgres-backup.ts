import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { BackupError } from "./backup-error";

const run = promisify(execFile);

/** pg_dump's custom format starts with these five bytes. */
const CUSTOM_FORMAT_MAGIC = "PGDMP";

/** The PostgreSQL client tools: PG_BIN, else the Debian PostgreSQL 15 directory, else PATH. */
export function pgTool(name: "pg_dump" | "pg_restore"): string {
  for (const dir of [process.env.PG_BIN, "/usr/lib/postgresql/15/bin"]) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return name;
}

/**
 * The connection as libpq environment variables, so the password never appears on a command line
 * (which any user of the machine may read).
 */
function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  return {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || "5432",
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
    ...Object.fromEntries(
      [...url.searchParams].filter(([key]) => key === "sslmode").map(([, value]) => ["PGSSLMODE", value]),
    ),
  };
}

function toolFailure(tool: string, error: unknown): BackupError {
  const stderr =
    typeof error === "object" && error !== null && "stderr" in error && typeof error.stderr === "string"
      ? error.stderr.trim().split("\n")[0]
      : undefined;
  const message = stderr || (error instanceof Error ? error.message : String(error));
  return new BackupError(`${tool} failed: ${message}`);
}

/** pg_dump in its custom format (compressed, restorable table by table); the file appears only whole. */
export async function backupPostgres(databaseUrl: string, file: string): Promise<{ bytes: number }> {
  const partial = `${file}.partial`;
  try {
    await run(pgTool("pg_dump"), ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`], {
      env: libpqEnv(databaseUrl),
    });
  } catch (error) {
    await rm(partial, { force: true });
    throw toolFailure("pg_dump", error);
  }
  await rename(partial, file);
  const handle = await open(file, "r");
  try {
    return { bytes: (await handle.stat()).size };
  } finally {
    await handle.close();
  }
}

async function startsWithMagic(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(CUSTOM_FORMAT_MAGIC.length);
    await handle.read(head, 0, head.length, 0);
    return head.toString("latin1") === CUSTOM_FORMAT_MAGIC;
  } finally {
    await handle.close();
  }
}

/** How many tables the database holds outside PostgreSQL's own schemas. */
async function userTableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      "select count(*) as count from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * pg_restore of a `backupPostgres` file into DATABASE_URL (which must exist). A database that
 * already holds tables is refused unless `force`, which drops what the dump recreates first.
 * One transaction: a restore that fails leaves the database as it was.
 */
export async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<void> {
  if (!(await startsWithMagic(file)))
    throw new BackupError(
      `${file} is not a PostgreSQL backup (an embedded-database backup needs DATABASE_URL unset)`,
    );
  if (!force && (await userTableCount(databaseUrl)) > 0)
    throw new BackupError(
      "the database already holds tables: restore into an empty database, or add --force",
    );
  const args = ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction"];
  if (force) args.push("--clean", "--if-exists");
  try {
    await run(pgTool("pg_restore"), [...args, `--dbname=${libpqEnv(databaseUrl).PGDATABASE ?? ""}`, file], {
      env: libpqEnv(databaseUrl),
    });
  } catch (error) {
    throw toolFailure("pg_restore", error);
  }
}

import { type ChildProcess, execFile, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "../src/db/client";

export const REPO_ROOT = resolve(fileURLToPath(new URL("../../..", import.meta.url)));
export const TEST_JWT_SECRET = "process-test-secret-that-is-at-least-32-characters";

/** Where a spawned server keeps its data: an embedded data directory, or a PostgreSQL database. */
export interface Store {
  kind: "pglite" | "postgres";
  dataDir: string;
  databaseUrl: string | null;
  /** The server's environment for this store. */
  env: Record<string, string>;
  /** Opens the store from the test process (the embedded one only while no server has it open). */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

/** A fresh embedded data directory, migrated. */
export async function embeddedStore(): Promise<Store> {
  const dataDir = await mkdtemp(join(tmpdir(), "rosterly-process-"));
  const store: Store = {
    kind: "pglite",
    dataDir,
    databaseUrl: null,
    env: { DATA_DIR: dataDir },
    open: async () => {
      const database = await openDatabase({ dataDir });
      await database.migrate();
      return database;
    },
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
  return store;
}

/** A database of its own on the PostgreSQL server at `serverUrl`, migrated. */
export async function postgresStore(serverUrl: string, label: string): Promise<Store> {
  const name = `rosterly_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = await mkdtemp(join(tmpdir(), "rosterly-process-"));
  return {
    kind: "postgres",
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: TEST_JWT_SECRET },
    open: async () => {
      const database = await openDatabase({ url: databaseUrl });
      await database.migrate();
      return database;
    },
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the first output line, already written or still to come, that matches. */
  line(match: RegExp): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface SpawnOptions {
  env?: Record<string, string>;
  /** Resolve as soon as the process runs, without waiting for it to listen (start-up failures). */
  waitForListen?: boolean;
}

let compiled: Promise<string> | undefined;

/**
 * The server as it ships (`npm start` runs the esbuild bundle), built once per test process into a
 * directory of its own: it starts in a fraction of tsx's time, and it is what production runs.
 */
function compiledServer(): Promise<string> {
  compiled ??= (async () => {
    const outdir = join(REPO_ROOT, "apps", "server", `.test-dist-${process.pid}`);
    process.once("exit", () => rmSync(outdir, { recursive: true, force: true }));
    await promisify(execFile)(process.execPath, ["apps/server/build.mjs"], {
      cwd: REPO_ROOT,
      env: { ...process.env, SERVER_BUILD_OUTDIR: outdir },
    });
    return join(outdir, "main.js");
  })();
  return compiled;
}

/**
 * Starts the real server (the compiled bundle of `apps/server/src/main.ts`) as its own process on a
 * free port and resolves once it prints where it listens; rejects with its output if it exits first.
 */
export async function spawnServer(store: Store | null, options: SpawnOptions = {}): Promise<ServerProcess> {
  const main = await compiledServer();
  const child = spawn(process.execPath, [main], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      SEED: "none",
      SIGN_IN_RATE_LIMIT: "100000",
      ...store?.env,
      ...options.env,
    },
  });
  let text = "";
  const waiting: { match: RegExp; resolve: (line: string) => void }[] = [];
  const onData = (chunk: Buffer) => {
    text += chunk.toString("utf8");
    for (const waiter of [...waiting]) {
      const found = text.split("\n").find((candidate) => waiter.match.test(candidate));
      if (found !== undefined) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(found);
      }
    }
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => {
    child.on("exit", (code, signal) => done({ code, signal }));
  });
  const line = (match: RegExp) => {
    const found = text.split("\n").find((candidate) => match.test(candidate));
    if (found !== undefined) return Promise.resolve(found);
    return new Promise<string>((done) => waiting.push({ match, resolve: done }));
  };
  const base = { child, output: () => text, line, exited };
  if (options.waitForListen === false) return { ...base, port: 0, url: "" };
  return new Promise((done, fail) => {
    void exited.then(({ code, signal }) =>
      fail(new Error(`server exited before listening (code ${code}, signal ${signal}):\n${text}`)),
    );
    void line(/is running at http:\/\/localhost:\d+/).then((found) => {
      const port = Number(/localhost:(\d+)/.exec(found)?.[1]);
      done({ ...base, port, url: `http://127.0.0.1:${port}` });
    });
  });
}

/** Signs in over HTTP and answers the access token. */
export async function signInOver(
  url: string,
  who: { email: string; password: string },
  client: "web" | "mobile" = "web",
): Promise<string> {
  const response = await fetch(`${url}/api/auth/jwt/create/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: who.email,
      password: who.password,
      ...(client === "mobile" ? { client } : {}),
    }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const body: unknown = await response.json();
  if (typeof body !== "object" || body === null || !("access" in body) || typeof body.access !== "string")
    throw new Error("sign-in answered no access token");
  return body.access;
}

/** A JSON call with a bearer token; answers status and parsed body. */
export async function callOver(
  url: string,
  token: string,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  payload?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? null : (JSON.parse(text) as unknown) };
}

/** Runs one of the operations commands (`apps/server/src/ops/<name>-cli.ts`) to its end. */
export function runOpsCommand(
  name: "backup" | "restore",
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", `apps/server/src/ops/${name}-cli.ts`, ...args], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output: output.trim() })));
}

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf(result: unknown): unknown[] {
  if (typeof result !== "object" || result === null || !("rows" in result) || !Array.isArray(result.rows))
    throw new Error("the database answered a statement without rows");
  return result.rows;
}

function field(row: unknown, name: string): unknown {
  return typeof row === "object" && row !== null && name in row
    ? Object.getOwnPropertyDescriptor(row, name)?.value
    : undefined;
}

/** Rows per table in every schema of ours (the migrations' bookkeeping included). */
export async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = rowsOf(
    await database.db.execute(
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'
          order by 1, 2`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const schema = String(field(table, "schema"));
    const name = String(field(table, "name"));
    const [row] = rowsOf(
      await database.db.execute(
        sql`select count(*)::int as count from ${sql.identifier(schema)}.${sql.identifier(name)}`,
      ),
    );
    counts[`${schema}.${name}`] = Number(field(row, "count"));
  }
  return counts;
}

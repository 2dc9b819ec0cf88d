/**
 * Server start, as `npm start` runs it (the compiled bundle, no TypeScript loader): a fresh data
 * directory with the demo hospital (initdb, migrations, demo seed), then restarts on that directory.
 * Times spawn → first answer from /status.json, and prints the server's own phase figures.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { median, ms } from "./support";

const BUNDLE = "apps/server/dist/main.js";
const PORT = Number(process.env.BENCH_START_PORT ?? 8659);
const FRESH_GOAL_MS = 4000;
const RESTART_GOAL_MS = 1000;

interface Start {
  firstAnswerMs: number;
  phases: string;
}

/** A running compiled server: its address, the phase figures it printed, and how to stop it. */
export interface RunningServer {
  url: string;
  phases: string;
  stop(): Promise<void>;
}

/** Starts the bundle on `dataDir` with the demo; resolves once its ready line is printed. */
export async function startServer(dataDir: string, port = PORT): Promise<RunningServer> {
  // As `npm start` runs it (its stack traces are mapped to the sources when printed).
  const server = spawn(process.execPath, [BUNDLE], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED: "demo",
      LOG_LEVEL: "warn",
      SIGN_IN_RATE_LIMIT: "100000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const phases = await readyLine(server);
    return { url: `http://127.0.0.1:${port}`, phases, stop: () => stop(server) };
  } catch (error) {
    await stop(server);
    throw error;
  }
}

/** Rebuilds the server bundle from the current sources (a few seconds) rather than trusting dist/. */
export function buildServer(): void {
  execFileSync(process.execPath, ["apps/server/build.mjs"], { stdio: ["ignore", "ignore", "inherit"] });
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} was not built`);
}

/** Spawn → first answer from /status.json. */
async function startOnce(dataDir: string): Promise<Start> {
  const started = performance.now();
  const server = await startServer(dataDir);
  try {
    const response = await fetch(`${server.url}/status.json`);
    if (!response.ok) throw new Error(`status.json answered ${response.status}`);
    return { firstAnswerMs: performance.now() - started, phases: server.phases };
  } finally {
    await server.stop();
  }
}

function readyLine(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!server.stdout) throw new Error("no stdout");
    const lines = createInterface({ input: server.stdout });
    let running = false;
    lines.on("line", (line) => {
      if (line.includes("is running at")) running = true;
      const phases = /Start: (.*)$/.exec(line);
      if (running && phases) resolve(phases[1] ?? "");
    });
    server.once("exit", (code) => reject(new Error(`server exited with ${code} before it was ready`)));
  });
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });
}

export async function run(): Promise<void> {
  buildServer();
  const dataDir = mkdtempSync(join(tmpdir(), "rosterly-start-"));
  try {
    const fresh = await startOnce(dataDir);
    const restarts: Start[] = [];
    for (let i = 0; i < 3; i += 1) restarts.push(await startOnce(dataDir));
    const restartMs = median(restarts.map((start) => start.firstAnswerMs));
    console.log("\nServer start (compiled bundle, PGlite on disk, demo seed)");
    console.log(
      `  fresh data dir → first answer: ${ms(fresh.firstAnswerMs)} ms (goal ${FRESH_GOAL_MS} ms)  [${fresh.phases}]`,
    );
    console.log(
      `  restart → first answer: median ${ms(restartMs)} ms of ${restarts.length} (goal ${RESTART_GOAL_MS} ms)  [${restarts.at(-1)?.phases ?? ""}]`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

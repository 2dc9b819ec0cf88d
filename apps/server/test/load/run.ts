import { startCluster } from "../../../../scripts/postgres-cluster.mjs";
import { embeddedStore, postgresStore, spawnServer } from "../server-process";
import { type SignedIn, signInAll } from "./accounts";
import { type HospitalSize, LOAD_PASSWORD, type LoadedHospital, loadHospital } from "./hospital";
import { LiveSocket } from "./live-socket";
import { growthAfterWarmup, type MemorySample, sampleMemory } from "./memory";
import { runMix } from "./mix";
import { keepRenewing, type RenewalPacing, type RenewalRound } from "./renewals";
import { type RequestKind, Tally } from "./tally";

/**
 * `npm run bench:load` end to end: a fresh database (an embedded data directory, or a database on
 * a PostgreSQL 15 cluster of its own unless a server URL is given), the reference hospital loaded
 * in bulk, the compiled server started on it (as `npm start` runs it, loopback only), everyone
 * signed in with a live socket, the mix for the chosen time, then a check that every acknowledged
 * shift change reached every scheduler socket of its department.
 */
export interface LoadOptions {
  db: "pglite" | "postgres";
  /** A PostgreSQL server to create the load's database on; a throwaway cluster when absent. */
  postgresUrl?: string;
  seconds: number;
  /** Instead of `seconds`, this many requests per connection (then the run's length is the server's). */
  requestsPerConnection?: number;
  /** Where the server listens on 127.0.0.1; 0 picks a free port. */
  port: number;
  size: HospitalSize;
  /** Schedulers and nurses taking part (at most what the hospital has accounts for). */
  schedulers: number;
  staff: number;
  editsPerDepartmentPerSecond: number;
  staffReadsPerSecond: number;
  /** How long to wait for the last changes to be heard before counting them lost; null: as long as it takes. */
  drainLimitMs: number | null;
  memoryEveryMs: number;
  /** How the clients' token renewals fall in time (see `RenewalPacing`). */
  renewals: RenewalPacing;
  log: (line: string) => void;
  /** Where to write every request's timing, the renewal rounds and the server's output (JSON). */
  trace?: string;
  /** More environment for the server process (a log level, NODE_OPTIONS for a probe). */
  serverEnv?: Record<string, string>;
}

export interface LoadReport {
  engine: "pglite" | "postgres";
  hospital: { departments: number; staff: number; shifts: number; loadMs: number };
  schedulers: number;
  staff: number;
  sockets: number;
  seconds: number;
  requests: number;
  throughput: number;
  latency: { kind: RequestKind; count: number; p50: number; p95: number; p99: number }[];
  errors: { what: string; count: number }[];
  errorCount: number;
  acknowledgedEdits: number;
  lostUpdates: number;
  memory: MemorySample[];
  memoryGrowth: ReturnType<typeof growthAfterWarmup>;
  warmupSeconds: number;
}

async function openStore(options: LoadOptions) {
  if (options.db === "pglite") return { store: await embeddedStore(), stopCluster: () => undefined };
  if (options.postgresUrl)
    return { store: await postgresStore(options.postgresUrl, "load"), stopCluster: () => undefined };
  const cluster = await startCluster();
  return { store: await postgresStore(cluster.url, "load"), stopCluster: () => cluster.stop() };
}

async function inBatches<T>(items: readonly T[], size: number, each: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(each));
}

/** Everyone taking part: the first schedulers and nurses of each department, spread evenly. */
function participants(hospital: LoadedHospital, schedulers: number, staff: number) {
  const departments = hospital.departments.length;
  return hospital.departments.map((department, d) => {
    const share = (total: number) => Math.floor(total / departments) + (d < total % departments ? 1 : 0);
    return {
      schedulers: department.schedulers.slice(0, share(schedulers)),
      staff: department.staff.slice(0, share(staff)),
    };
  });
}

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const { log } = options;
  const { store, stopCluster } = await openStore(options);
  const cleanups: (() => Promise<void> | void)[] = [() => store.remove(), stopCluster];
  try {
    const loadStarted = performance.now();
    const database = await store.open();
    let hospital: LoadedHospital;
    try {
      hospital = await loadHospital(database, options.size, new Date().toISOString().slice(0, 10));
    } finally {
      await database.close();
    }
    const loadMs = Math.round(performance.now() - loadStarted);
    log(
      `hospital loaded in ${loadMs} ms: ${hospital.departments.length} departments, ${hospital.shiftCount} shifts`,
    );

    const server = await spawnServer(store, {
      env: { LOG_LEVEL: "warn", PORT: String(options.port), ...options.serverEnv },
    });
    cleanups.unshift(async () => {
      if (server.child.exitCode === null) server.child.kill("SIGTERM");
      await server.exited;
    });
    const wsBase = `ws://127.0.0.1:${server.port}`;
    const chosen = participants(hospital, options.schedulers, options.staff);
    const schedulerAccounts = chosen.map((department) => department.schedulers);
    const signedSchedulers = await Promise.all(
      schedulerAccounts.map((accounts) => signInAll(server.url, accounts, LOAD_PASSWORD)),
    );
    const signedStaff = await signInAll(
      server.url,
      chosen.flatMap((department) => department.staff),
      LOAD_PASSWORD,
    );
    log(`signed in ${signedSchedulers.flat().length} schedulers and ${signedStaff.length} nurses`);

    const schedulerSockets = signedSchedulers.map((people) =>
      people.map((person) => new LiveSocket(wsBase, person, true)),
    );
    const staffSockets = signedStaff.map((person) => new LiveSocket(wsBase, person, false));
    const sockets = [...schedulerSockets.flat(), ...staffSockets];
    cleanups.unshift(() => sockets.forEach((socket) => socket.close()));
    await inBatches(sockets, 50, (socket) => socket.open());
    log(`${sockets.length} live sockets open`);

    const everyone: { person: SignedIn; socket: LiveSocket }[] = [
      ...signedSchedulers.flat().map((person, i) => ({ person, socket: schedulerSockets.flat()[i] })),
      ...signedStaff.map((person, i) => ({ person, socket: staffSockets[i] })),
    ].flatMap(({ person, socket }) => (socket ? [{ person, socket }] : []));
    const tally = new Tally();
    const renewals = keepRenewing(server.url, everyone, options.renewals, tally);
    const memory = sampleMemory(server.child.pid ?? 0, options.memoryEveryMs);
    const mixStarted = performance.now();
    let renewalRounds: RenewalRound[] = [];
    try {
      await runMix({
        baseUrl: server.url,
        seconds: options.seconds,
        requestsPerConnection: options.requestsPerConnection ?? null,
        hospital,
        schedulers: signedSchedulers,
        staff: signedStaff,
        editsPerDepartmentPerSecond: options.editsPerDepartmentPerSecond,
        staffReadsPerSecond: options.staffReadsPerSecond,
        tally,
      });
    } finally {
      renewalRounds = await renewals.stop();
    }
    const mixSeconds = (performance.now() - mixStarted) / 1000;
    if (options.trace) {
      const { writeFileSync } = await import("node:fs");
      const trace = { samples: tally.samples, renewals: renewalRounds, serverOutput: server.output() };
      writeFileSync(options.trace, JSON.stringify(trace));
    }
    const samples = memory.stop();
    const lostUpdates = await countLost(
      server.url,
      hospital,
      signedSchedulers,
      schedulerSockets,
      tally,
      options,
    );

    for (const socket of sockets) for (const error of socket.errors) tally.error(error);
    const warmupSeconds = Math.min(60, Math.round(options.seconds / 5));
    const latency = [...tally.latencies.entries()].map(([kind, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const at = (p: number) =>
        Math.round(
          (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) * 10,
        ) / 10;
      return { kind, count: values.length, p50: at(50), p95: at(95), p99: at(99) };
    });
    let acknowledgedEdits = 0;
    for (const keys of tally.acknowledged.values()) acknowledgedEdits += keys.size;
    return {
      engine: options.db,
      hospital: {
        departments: hospital.departments.length,
        staff: hospital.departments.length * options.size.staffPerDepartment,
        shifts: hospital.shiftCount,
        loadMs,
      },
      schedulers: signedSchedulers.flat().length,
      staff: signedStaff.length,
      sockets: sockets.length,
      seconds: Math.round(mixSeconds * 10) / 10,
      requests: tally.requestCount,
      throughput: Math.round((tally.requestCount / mixSeconds) * 10) / 10,
      latency,
      errors: [...tally.errors.entries()].map(([what, count]) => ({ what, count })),
      errorCount: tally.errorCount,
      acknowledgedEdits,
      lostUpdates,
      memory: samples,
      memoryGrowth: growthAfterWarmup(samples, warmupSeconds),
      warmupSeconds,
    };
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

/**
 * After the mix, one last shift per department is created and deleted: a socket that heard its
 * deletion has heard everything committed before it (NOTIFY keeps commit order, the hub each
 * socket's order). Then every acknowledged change a scheduler socket did not hear is a lost update.
 */
async function countLost(
  baseUrl: string,
  hospital: LoadedHospital,
  schedulers: SignedIn[][],
  sockets: LiveSocket[][],
  tally: Tally,
  options: LoadOptions,
): Promise<number> {
  await Promise.all(
    hospital.departments.map(async (department, d) => {
      const writer = schedulers[d]?.[0];
      const listeners = sockets[d] ?? [];
      const nurse = department.staff[0];
      if (!writer || !nurse || listeners.length === 0) return;
      const id = await markerShift(baseUrl, writer, hospital, department.id, nurse.userId);
      tally.acknowledge(department.id, `deleted:${id}`);
      const heard = Promise.all(listeners.map((socket) => socket.hear(`deleted:${id}`)));
      if (options.drainLimitMs === null) {
        await heard;
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, options.drainLimitMs ?? 0);
      });
      await Promise.race([heard, limit]);
      clearTimeout(timer);
    }),
  );
  let lost = 0;
  hospital.departments.forEach((department, d) => {
    const keys = tally.acknowledged.get(department.id) ?? new Set<string>();
    for (const socket of sockets[d] ?? []) for (const key of keys) if (!socket.heard.has(key)) lost += 1;
  });
  return lost;
}

async function markerShift(
  baseUrl: string,
  writer: SignedIn,
  hospital: LoadedHospital,
  departmentId: number,
  assigneeId: number,
): Promise<number> {
  const headers = { authorization: `Bearer ${writer.access}`, "content-type": "application/json" };
  const created = await fetch(`${baseUrl}/api/shifts/`, {
    method: "POST",
    headers,
    body: JSON.stringify([
      {
        date: hospital.period.endOn,
        type_id: hospital.dayShiftTypeId,
        department_id: departmentId,
        assignee_id: assigneeId,
        start_time: "23:00",
        end_time: "23:30",
      },
    ]),
  });
  const body: unknown = await created.json();
  const [row]: unknown[] = Array.isArray(body) ? body : [];
  const id =
    typeof row === "object" && row !== null && "id" in row && typeof row.id === "number" ? row.id : null;
  if (created.status !== 201 || id === null)
    throw new Error(`the closing shift was refused: ${JSON.stringify(body)}`);
  const removed = await fetch(`${baseUrl}/api/shifts/${id}/`, {
    method: "DELETE",
    headers: { authorization: headers.authorization },
  });
  if (removed.status !== 204) throw new Error(`the closing shift could not be deleted: ${removed.status}`);
  return id;
}

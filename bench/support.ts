/**
 * What the benchmarks share: the real application over a fresh database, timing helpers and a
 * hospital department of 150 staff.
 */
import { Agent, request } from "node:http";
import type { AddressInfo } from "node:net";
import { insertPeople, type PersonInput } from "../apps/server/src/db/seed/builders";
import { type TestApp, testApp } from "../apps/server/test/app";
import { testDatabase } from "../apps/server/test/database";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../apps/server/test/factories";
import { signIn } from "../apps/server/test/http";

export type BenchWorld = TestApp & { close(): Promise<void> };

/**
 * The application exactly as the server tests build it, over the process's one database (a
 * throwaway database on the BENCH_DATABASE_URL server, else embedded PGlite). Each benchmark builds
 * its own hospital in it; `closeBenchDatabase` ends it once all have run.
 */
let databaseOpened = false;

export async function benchWorld(): Promise<BenchWorld> {
  databaseOpened = true;
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const world = await testApp();
  return { ...world, close: () => world.app.close() };
}

export async function closeBenchDatabase(): Promise<void> {
  if (databaseOpened) await (await testDatabase()).close();
}

export const engine = () => (process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite");

/** Milliseconds of each run of `fn`, after `warmup` untimed runs. */
export async function timeRuns(runs: number, fn: () => unknown, warmup = 2): Promise<number[]> {
  for (let i = 0; i < warmup; i += 1) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * Milliseconds of `runs` runs each of `a` and `b`, taken in turns (a, b, a, b, ...) after `warmup`
 * untimed turns, so that a change in the machine's load falls on both alike.
 */
export async function timeInTurns(
  runs: number,
  a: () => unknown,
  b: () => unknown,
  warmup = 2,
): Promise<[number[], number[]]> {
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < warmup + runs; i += 1) {
    for (const [side, fn] of [a, b].entries()) {
      const started = performance.now();
      await fn();
      if (i >= warmup) times[side]?.push(performance.now() - started);
    }
  }
  return times;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export const ms = (value: number) => Math.round(value * 100) / 100;

/** A hospital, its scheduler's bearer header and `staff` nurses in its first department. */
export async function benchHospital(world: BenchWorld, staff: number) {
  const hospital: Hospital = await buildHospital(world.deps.db);
  const scheduler: TestUser = await buildUser(world.deps.db, hospital, { group: "operator" });
  const { authorization } = await signIn(world.app, scheduler);
  const department = hospital.departments[0]?.id ?? 0;
  const people: PersonInput[] = Array.from({ length: staff }, (_, i) => ({
    user: {
      email: `bench-${hospital.orgId}-${i}@example.test`,
      firstName: `Nurse${i}`,
      lastName: "Bench",
      timezone: "America/Chicago",
      avatarBgColor: "#1e88e5",
    },
    profile: {
      state: "active",
      departmentId: department,
      jobTypeId: i % 30 < 16 ? hospital.ref.jobs.rn.id : hospital.ref.jobs.cna.id,
      jobStatusId: hospital.ref.statuses.ft.id,
      shiftTypeId: hospital.ref.shifts.d12,
      dailyHours: 12,
      weeklyHours: 36,
    },
    groupIds: [hospital.groups.get("nurse") ?? 0],
  }));
  const created = await insertPeople(world.deps.db, hospital.orgId, people);
  return { hospital, authorization, department, userIds: created.map((row) => row.userId) };
}

export interface HttpAnswer {
  status: number;
  /** The body as it came over the wire (still compressed if it was sent so). */
  body: Buffer;
  json<T>(): T;
}

/**
 * The benchmark world's application listening on a loopback port, and a keep-alive client that
 * reads answers as bytes: what a browser's request costs the server, without `inject`'s own
 * handling of the payload, and without decoding it here.
 */
export async function listening(world: BenchWorld) {
  await world.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = world.app.server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const sent = request({ host: "127.0.0.1", port, path, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            body,
            json: <T>() => JSON.parse(body.toString("utf8")) as T,
          });
        });
        response.on("error", reject);
      });
      sent.on("error", reject);
      sent.end();
    });
  return { get, close: () => agent.destroy() };
}

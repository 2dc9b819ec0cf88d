import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresAvailable, startCluster } from "../../../../scripts/postgres-cluster.mjs";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../factories";
import { type LiveClient, openLive } from "../live";
import { dayShift } from "../scheduling";
import {
  callOver,
  postgresStore,
  type ServerProcess,
  type Store,
  signInOver,
  spawnServer,
} from "../server-process";

/**
 * PostgreSQL restarted under a running server (issue 16): while it is away requests answer 503
 * with a clear message within the connect timeout (no hang, no crash); once it is back the pool
 * serves again by itself and the live channel listens again. A cluster of its own, as it is
 * stopped; in the PostgreSQL pass of `npm test`.
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL) && postgresAvailable();

let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
let store: Store;
let hospital: Hospital;
let scheduler: TestUser;
let nurse: TestUser;
let server: ServerProcess;

beforeAll(async () => {
  if (!enabled) return;
  cluster = await startCluster();
  store = await postgresStore(cluster.url, "restart");
  const database = await store.open();
  try {
    hospital = await buildHospital(database.db);
    scheduler = await buildUser(database.db, hospital, { group: "scheduler" });
    nurse = await buildUser(database.db, hospital, { group: "nurse" });
  } finally {
    await database.close();
  }
  server = await spawnServer(store);
}, 120_000);

afterAll(async () => {
  if (!enabled) return;
  server?.child.kill("SIGTERM");
  await server?.exited;
  await store?.remove();
  cluster?.stop();
}, 60_000);

/**
 * Writes a shift and resolves once the socket hears it. No deadline of its own: a write that is
 * never heard fails the test at its timeout, which is the lost update this test is about.
 */
async function writeAndHear(token: string, live: LiveClient, date: string): Promise<void> {
  const created = await callOver(server.url, token, "POST", "/api/shifts/", [
    dayShift(hospital, nurse, date),
  ]);
  expect(created.status).toBe(201);
  const rows: unknown[] = Array.isArray(created.body) ? created.body : [];
  const [row] = rows;
  const id = typeof row === "object" && row !== null && "id" in row ? row.id : null;
  expect(typeof id).toBe("number");
  await live.next((m) => m.content_type === "shift" && m.action === "created" && m.id === id);
}

describe.skipIf(!enabled)("PostgreSQL restarted under a running server", { timeout: 180_000 }, () => {
  it("answers 503 while it is away, then serves and hears live updates again by itself", async () => {
    const token = await signInOver(server.url, scheduler);
    const live = await openLive(`ws://127.0.0.1:${server.port}`, token);
    await writeAndHear(token, live, "2026-12-01");

    cluster?.pause();
    const started = Date.now();
    const away = await callOver(server.url, token, "GET", "/api/auth/users/me/");
    expect(away.status).toBe(503);
    expect(away.body).toEqual({
      detail: "The database cannot be reached just now; try again in a moment.",
      code: "service_unavailable",
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.child.exitCode).toBeNull();

    cluster?.resume();
    expect((await callOver(server.url, token, "GET", "/api/auth/users/me/")).status).toBe(200);
    // The server says when LISTEN is back on a new connection; from then on one write is heard.
    await server.line(/"msg":"listen_reestablished"/);
    await writeAndHear(token, live, "2026-12-02");
    expect(server.output()).toMatch(/"msg":"listen_lost"/);
    expect(server.output()).not.toMatch(/unhandled error/);
  });
});

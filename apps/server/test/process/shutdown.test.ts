import { WS_CLOSE_GOING_AWAY } from "@rosterly/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shifts } from "../../src/db/schema";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../factories";
import { openLive } from "../live";
import { dayShift } from "../scheduling";
import { embeddedStore, postgresStore, type Store, signInOver, spawnServer } from "../server-process";
import { holdRequest } from "./held-request";

/**
 * SIGTERM of a real server process: sockets close with 1001 (the web client reconnects after it),
 * new requests are refused, the request in flight still completes and is committed, and the process
 * exits 0 with its database closed cleanly. On PGlite (the default run) and on PostgreSQL.
 */
let store: Store;
let hospital: Hospital;
let scheduler: TestUser;
let nurse: TestUser;

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  store = serverUrl ? await postgresStore(serverUrl, "shutdown") : await embeddedStore();
  const database = await store.open();
  hospital = await buildHospital(database.db);
  scheduler = await buildUser(database.db, hospital, { group: "scheduler" });
  nurse = await buildUser(database.db, hospital, { group: "nurse" });
  await database.close();
});

afterAll(async () => {
  await store.remove();
});

describe("a server process stopped with SIGTERM", { timeout: 180_000 }, () => {
  it("closes sockets with 1001, refuses new requests, finishes the one in flight and exits 0", async () => {
    const server = await spawnServer(store);
    const token = await signInOver(server.url, scheduler);
    const live = await openLive(`ws://127.0.0.1:${server.port}`, await signInOver(server.url, nurse));

    const held = holdRequest(server.port, "POST", "/api/shifts/", token, [
      dayShift(hospital, nurse, "2026-12-08", { comments: "written while the server drains" }),
    ]);
    await server.line(/"method":"POST","url":"\/api\/shifts\/".*incoming request/);

    server.child.kill("SIGTERM");
    expect(await live.closed).toEqual({ code: WS_CLOSE_GOING_AWAY, reason: "server shutting down" });
    const late = await fetch(`${server.url}/status.json`).then(
      (response) => response.status,
      () => "refused",
    );
    expect([503, "refused"]).toContain(late);
    expect(server.child.exitCode).toBeNull();

    expect(await held.finish()).toBe(201);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/"msg":"stopped"/);

    const database = await store.open();
    try {
      const written = await database.db
        .select({ comments: shifts.comments })
        .from(shifts)
        .where(eq(shifts.assigneeId, nurse.userId));
      expect(written).toEqual([{ comments: "written while the server drains" }]);
    } finally {
      await database.close();
    }
  });
});

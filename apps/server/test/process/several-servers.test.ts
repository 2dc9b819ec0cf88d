import { WS_CLOSE_GOING_AWAY } from "@rosterly/contract";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client";
import { notificationReceipts, notifications, openShiftParticipants, shifts } from "../../src/db/schema";
import { publishUpdate } from "../../src/realtime/publish";
import { BARRIER_ACTION } from "../barrier";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../factories";
import { type LiveClient, type LiveMessage, openLive } from "../live";
import { buildOpenShift } from "../open-shifts";
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
 * Three server processes on one PostgreSQL (issue 16): what one writes, the others' sockets hear;
 * a session signed in on one works on all; the clock jobs, run by all three, act once; FCFS bids
 * spread over the three seat exactly `opening`; SIGTERM of one closes its sockets with 1001 while
 * the others keep serving. Runs in the PostgreSQL pass of `npm test` (TEST_DATABASE_URL).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const SERVERS = 3;
const SEATS = 3;
const BIDDERS = 9;
const DUE_OPEN_SHIFTS = 6;

let store: Store;
let database: Database;
let hospital: Hospital;
let scheduler: TestUser;
let operator: TestUser;
let directors: TestUser[];
let nurses: TestUser[];
let servers: ServerProcess[] = [];
const sockets: LiveClient[] = [];

const server = (index: number): ServerProcess => {
  const found = servers[index % servers.length];
  if (!found) throw new Error("no server");
  return found;
};
const wsOf = (process: ServerProcess) => `ws://127.0.0.1:${process.port}`;

/** Waits until each socket has heard everything committed before (NOTIFY keeps commit order). */
async function barrier(clients: readonly LiveClient[], id: number): Promise<void> {
  await publishUpdate(database.db, {
    orgId: hospital.orgId,
    contentType: "hospital",
    action: BARRIER_ACTION,
    id,
    audience: { kind: "organisation" },
  });
  await Promise.all(clients.map((client) => client.next((m) => m.action === BARRIER_ACTION && m.id === id)));
}

describe.skipIf(!serverUrl)("several server processes on one PostgreSQL", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    store = await postgresStore(serverUrl ?? "", "servers");
    database = await store.open();
    hospital = await buildHospital(database.db);
    scheduler = await buildUser(database.db, hospital, { group: "scheduler" });
    operator = await buildUser(database.db, hospital, { group: "operator" });
    directors = [
      await buildUser(database.db, hospital, { group: "director" }),
      await buildUser(database.db, hospital, { group: "director" }),
    ];
    nurses = [];
    for (let i = 0; i < BIDDERS; i += 1)
      nurses.push(await buildUser(database.db, hospital, { group: "nurse" }));
    servers = await Promise.all(Array.from({ length: SERVERS }, () => spawnServer(store)));
  }, 240_000);

  afterAll(async () => {
    for (const socket of sockets) socket.socket.close();
    await Promise.all(
      servers.map(async (each) => {
        if (each.child.exitCode === null && each.child.signalCode === null) each.child.kill("SIGTERM");
        await each.exited;
      }),
    );
    await database?.close();
    await store?.remove();
  }, 60_000);

  it("lets a session signed in on one server work on every other", async () => {
    const token = await signInOver(server(0).url, scheduler);
    for (const each of servers) {
      const me = await callOver(each.url, token, "GET", "/api/auth/users/me/");
      expect(me.status).toBe(200);
    }
  });

  it("delivers a write through one server to sockets on the others", async () => {
    const [onB, onC] = await Promise.all([
      openLive(wsOf(server(1)), await signInOver(server(1).url, directors[0] ?? scheduler)),
      openLive(wsOf(server(2)), await signInOver(server(2).url, directors[1] ?? scheduler)),
    ]);
    sockets.push(onB, onC);
    const token = await signInOver(server(0).url, scheduler);
    const created = await callOver(server(0).url, token, "POST", "/api/shifts/", [
      dayShift(hospital, nurses[0] ?? scheduler, "2026-12-08"),
    ]);
    expect(created.status).toBe(201);
    const [shift] = created.body as { id: number }[];
    const isCreated = (m: LiveMessage) =>
      m.content_type === "shift" && m.action === "created" && m.id === shift?.id;
    await Promise.all([onB.next(isCreated), onC.next(isCreated)]);
  });

  it("runs each clock job's work once, though every server runs the job", async () => {
    const bidders = nurses.slice(0, 2);
    // A bidder hears each end of bidding (directors need the open-shift screen to hear them).
    const listener = await openLive(
      wsOf(server(1)),
      await signInOver(server(1).url, bidders[0] ?? scheduler),
    );
    sockets.push(listener);
    const due: number[] = [];
    for (let i = 0; i < DUE_OPEN_SHIFTS; i += 1) {
      const row = await buildOpenShift(database.db, hospital, {
        date: `2026-12-${String(10 + i).padStart(2, "0")}`,
        now: new Date(Date.now() - 120_000),
        biddingEndsOn: new Date(Date.now() - 60_000),
      });
      await database.db
        .insert(openShiftParticipants)
        .values(bidders.map((nurse) => ({ openShiftId: row.id, userId: nurse.userId, bidOn: new Date() })));
      due.push(row.id);
    }
    // Every server's deadline job finds them within its interval.
    const isEnded = (id: number) => (m: LiveMessage) =>
      m.content_type === "open shift" && m.action === "ended" && m.id === id;
    await Promise.all(due.map((id) => listener.next(isEnded(id))));
    await barrier([listener], 1);
    const ended = listener.messages.filter((m) => m.action === "ended" && due.includes(m.id ?? -1));
    expect(ended.map((m) => m.id).sort()).toEqual([...due].sort());

    const told = await database.db
      .select({
        openShiftId: notifications.associatedObjectId,
        recipientId: notificationReceipts.recipientId,
      })
      .from(notifications)
      .innerJoin(notificationReceipts, eq(notificationReceipts.notificationId, notifications.id))
      .where(
        and(
          eq(notifications.messageKey, "notifications.open_shift_ended"),
          inArray(notifications.associatedObjectId, due),
        ),
      );
    expect(told).toHaveLength(DUE_OPEN_SHIFTS * bidders.length);
    const pairs = new Set(told.map((row) => `${row.openShiftId}:${row.recipientId}`));
    expect(pairs.size).toBe(told.length);
    const enders = servers.map((each) =>
      [...each.output().matchAll(/"job":"open shift deadlines","ended":(\d+)/g)].reduce(
        (sum, match) => sum + Number(match[1]),
        0,
      ),
    );
    expect(enders.reduce((a, b) => a + b, 0)).toBe(DUE_OPEN_SHIFTS);
  });

  it("seats exactly `opening` first-come bidders when the bids arrive through every server", async () => {
    const token = await signInOver(server(0).url, operator);
    const opened = await callOver(server(0).url, token, "POST", "/api/open-shifts/", {
      department_id: hospital.departments[0]?.id,
      date: "2026-12-23",
      type_id: hospital.ref.shifts.d12,
      start_time: "07:00",
      end_time: "19:00",
      opening: SEATS,
      fcfs: true,
      bidding_ends_on: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(opened.status).toBe(201);
    const id = (opened.body as { id: number }).id;
    const tokens = await Promise.all(nurses.map((nurse, i) => signInOver(server(i).url, nurse)));
    const answers = await Promise.all(
      tokens.map((bearer, i) => callOver(server(i).url, bearer, "POST", `/api/open-shifts/${id}/bid/`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(SEATS);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.status)).toEqual(
      Array(BIDDERS - SEATS).fill(412),
    );
    const seated = await database.db
      .select({ userId: shifts.assigneeId })
      .from(shifts)
      .where(and(eq(shifts.openShiftId, id), isNotNull(shifts.assigneeId)));
    expect(seated).toHaveLength(SEATS);
  });

  it("closes a stopped server's sockets with 1001 while the others keep serving", async () => {
    const stopping = server(2);
    const onStopping = sockets[1];
    if (!onStopping) throw new Error("no socket");
    stopping.child.kill("SIGTERM");
    expect((await onStopping.closed).code).toBe(WS_CLOSE_GOING_AWAY);
    expect(await stopping.exited).toEqual({ code: 0, signal: null });
    const token = await signInOver(server(0).url, scheduler);
    expect((await callOver(server(1).url, token, "GET", "/api/auth/users/me/")).status).toBe(200);
  });
});

import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/app";
import { buildHospital, buildUser, type Hospital } from "../../test/factories";
import { signIn } from "../../test/http";
import { liveBase, openLive } from "../../test/live";
import { buildOpenShift } from "../../test/open-shifts";
import { buildApp } from "../app";
import { notificationReceipts, notifications, openShiftParticipants, openShifts } from "../db/schema";
import { registerOpenShiftClock } from "./open-shift-clock";

const DATE = "2026-12-18";
let t: TestApp;
let hospital: Hospital;

beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  hospital = await buildHospital(t.deps.db);
});

afterAll(async () => {
  await t.app.close();
});

/** A server process of its own over the same database, running the open-shift clock. */
async function serverWithClock() {
  const server = await buildApp(t.deps, { webDist: null });
  registerOpenShiftClock(server, t.deps);
  return server;
}

describe("the open-shift clock in two server processes", () => {
  it("ends each due open shift once, announced once and its bidders told once", async () => {
    const now = t.clock();
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const past = new Date(now.getTime() - 60_000);
    const due = await Promise.all(
      [0, 1, 2].map(() =>
        buildOpenShift(t.deps.db, hospital, { date: DATE, now: hourAgo, biddingEndsOn: past }),
      ),
    );
    const later = await buildOpenShift(t.deps.db, hospital, { date: DATE, now: hourAgo });
    const bidders = await Promise.all([0, 1].map(() => buildUser(t.deps.db, hospital, { group: "nurse" })));
    await t.deps.db
      .insert(openShiftParticipants)
      .values(
        due.flatMap((open) =>
          bidders.map((bidder) => ({ openShiftId: open.id, userId: bidder.userId, bidOn: hourAgo })),
        ),
      );
    const operator = await buildUser(t.deps.db, hospital, { group: "operator" });
    const { authorization } = await signIn(t.app, operator);
    const live = await openLive(liveBase(t), authorization.slice(7));

    const servers = await Promise.all([serverWithClock(), serverWithClock()]);
    // Each starts a pass as it begins listening; closing waits for that pass to finish.
    await Promise.all(servers.map((server) => server.listen({ port: 0, host: "127.0.0.1" })));
    await Promise.all(servers.map((server) => server.close()));

    // Updates keep commit order: once this later change is heard, every `ended` has been too.
    // The same session as the socket: a second sign-in would end the first (Y-003).
    const closed = await t.app.inject({
      method: "POST",
      url: `/api/open-shifts/${later.id}/close/`,
      headers: { authorization },
    });
    expect(closed.statusCode).toBe(200);
    await live.next((message) => message.action === "closed" && message.id === later.id);
    live.socket.close();
    const dueIds = due.map((open) => open.id);
    const announced = live.messages.filter(
      (message) => message.action === "ended" && message.id !== null && dueIds.includes(message.id),
    );
    expect(announced.map((message) => message.id).sort()).toEqual([...dueIds].sort());

    const rows = await t.deps.db
      .select({ id: openShifts.id, ended: openShifts.biddingEnded })
      .from(openShifts)
      .where(inArray(openShifts.id, [...dueIds, later.id]));
    expect(
      rows
        .filter((row) => row.ended)
        .map((row) => row.id)
        .sort(),
    ).toEqual([...dueIds].sort());
    const told = await t.deps.db
      .select({
        recipientId: notificationReceipts.recipientId,
        openShiftId: notifications.associatedObjectId,
      })
      .from(notificationReceipts)
      .innerJoin(notifications, eq(notifications.id, notificationReceipts.notificationId))
      .where(
        and(
          eq(notifications.messageKey, "notifications.open_shift_ended"),
          inArray(notifications.associatedObjectId, dueIds),
        ),
      );
    expect(told).toHaveLength(due.length * bidders.length);
    expect(new Set(told.map((row) => `${row.openShiftId}:${row.recipientId}`)).size).toBe(told.length);
  });
});

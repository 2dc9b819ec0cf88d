import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital } from "../../../test/factories";
import { signIn } from "../../../test/http";
import { liveBase, openLive } from "../../../test/live";
import { type Caller, caller } from "../../../test/scheduling";

let t: TestApp;
let h: Hospital;
let operator: Caller;
let nurse: Caller;
let colleague: Caller;
let openShiftId: number;

type Receipt = { id: number; last_read_on: string | null; notification: { message_key: string } };

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  operator = caller(t, await buildUser(t.deps.db, h, { group: "operator" }));
  nurse = caller(t, await buildUser(t.deps.db, h, { group: "nurse" }));
  colleague = caller(t, await buildUser(t.deps.db, h, { group: "nurse" }));
  const created = await operator("POST", "/api/open-shifts/", {
    department_id: h.departments[0]?.id,
    date: "2026-12-21",
    type_id: h.ref.shifts.d12,
    opening: 1,
    job_types: [h.ref.jobs.rn.id],
    bidding_ends_on: new Date(t.clock().getTime() + 3_600_000).toISOString(),
  });
  openShiftId = created.body.id;
});

afterAll(async () => {
  await t.app.close();
});

describe("notification receipts", () => {
  it("tells each eligible nurse of a new open shift, delivered when listed, unread until marked", async () => {
    const listed = await nurse("GET", "/api/notification-receipts/?client_type=web");
    expect(listed.status).toBe(200);
    const receipt: Receipt = listed.body.results.find(
      (row: Receipt) => row.notification.message_key === "notifications.open_shift_new",
    );
    expect(receipt).toMatchObject({ last_read_on: null, delivered_on: expect.any(String) });
    expect(listed.body.unread).toBeGreaterThanOrEqual(1);

    const readAt = t.clock().toISOString();
    expect(
      await colleague("PATCH", "/api/notification-receipts/mark_as_read/", [
        { id: receipt.id, last_read_on: readAt },
      ]),
    ).toEqual({
      status: 200,
      body: { ids: [] },
    });
    expect(
      await nurse("PATCH", "/api/notification-receipts/mark_as_read/", [
        { id: receipt.id, last_read_on: readAt },
      ]),
    ).toEqual({
      status: 200,
      body: { ids: [receipt.id] },
    });
    const after = await nurse("GET", "/api/notification-receipts/");
    expect(after.body.unread).toBe(listed.body.unread - 1);
  });

  it("lists an open shift's recipients with read times for its managers only", async () => {
    const recipients = await operator(
      "GET",
      `/api/notification-receipts/recipients/?source_id=${openShiftId}`,
    );
    expect(recipients.status).toBe(200);
    expect(recipients.body.count).toBeGreaterThanOrEqual(2);
    expect(
      recipients.body.results.some((row: { last_read_on: string | null }) => row.last_read_on !== null),
    ).toBe(true);
    expect(
      (await nurse("GET", `/api/notification-receipts/recipients/?source_id=${openShiftId}`)).status,
    ).toBe(403);
    expect((await operator("GET", "/api/notification-receipts/recipients/")).status).toBe(400);
  });
});

describe("/ws/notifications/", () => {
  it("pushes each new notification to its recipients' notification socket only", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const person = await buildUser(t.deps.db, h, { group: "nurse" });
    const { authorization } = await signIn(t.app, person);
    const token = authorization.slice(7);
    const notifications = await openLive(liveBase(t), token, "/ws/notifications/");
    const updates = await openLive(liveBase(t), token);
    const created = await operator("POST", "/api/open-shifts/", {
      department_id: h.departments[0]?.id,
      date: "2026-12-22",
      type_id: h.ref.shifts.d12,
      opening: 1,
      job_types: [h.ref.jobs.rn.id],
      bidding_ends_on: new Date(t.clock().getTime() + 3_600_000).toISOString(),
    });
    expect(created.status).toBe(201);
    const pushed = await notifications.next((message) => message.content_type === "notification receipt");
    expect(pushed.data).toMatchObject({ message_key: "notifications.open_shift_new" });
    // The updates socket hears the open shift itself, and never the notification.
    await updates.next((message) => message.content_type === "open shift" && message.id === created.body.id);
    expect(updates.messages.some((message) => message.content_type === "notification receipt")).toBe(false);
    notifications.socket.close();
    updates.socket.close();
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { type Caller, caller, dayShift } from "../../../test/scheduling";
import { organisations, schedules } from "../../db/schema";

let t: TestApp;
let h: Hospital;
let scheduler: Caller;
let nurse: TestUser;
let dept: number;
let next = 0;

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  dept = h.departments[0]?.id ?? 0;
  scheduler = caller(t, await buildUser(t.deps.db, h, { group: "scheduler" }));
  nurse = await buildUser(t.deps.db, h, { group: "nurse" });
});

/** A fresh period's schedule (each test its own, 42 days further on) set to the given state. */
async function scheduleIn(state: string): Promise<{ id: number; startOn: string }> {
  next += 1;
  const date = new Date(Date.UTC(2027, 0, 17 + next * 42)).toISOString().slice(0, 10);
  const response = await scheduler(
    "GET",
    `/api/schedules/?dept_id=${dept}&for_date=${date}&omit=shifts,events`,
  );
  expect(response.status).toBe(200);
  await t.deps.db.update(schedules).set({ state }).where(eq(schedules.id, response.body.id));
  return { id: response.body.id, startOn: response.body.start_on };
}

describe("read-only states (F-009, Y-020)", () => {
  it.each([
    ["initial", 201],
    ["draft", 201],
    ["under_nurse_review", 201],
    ["pending_post_approval", 403],
    ["published", 403],
    ["current", 403],
    ["past", 403],
  ])("a shift in a %s schedule: %i", async (state, status) => {
    const { startOn } = await scheduleIn(state);
    const response = await scheduler("POST", "/api/shifts/", [dayShift(h, nurse, startOn)]);
    expect(response.status).toBe(status);
    const schedule = await scheduler(
      "GET",
      `/api/schedules/?dept_id=${dept}&for_date=${startOn}&omit=events`,
    );
    expect(schedule.body.read_only).toBe(status === 403);
    expect(schedule.body.shifts).toHaveLength(status === 201 ? 1 : 0);
  });

  it("follows the organisation's scheduling.states, where an unconfigured state is read-only", async () => {
    const [org] = await t.deps.db.select().from(organisations).where(eq(organisations.id, h.orgId));
    const settings = org?.settings ?? {};
    await t.deps.db
      .update(organisations)
      .set({
        settings: {
          ...settings,
          scheduling: { period: 42, initialStartDate: "2026-01-04", states: { current: { editable: true } } },
        },
      })
      .where(eq(organisations.id, h.orgId));
    try {
      const current = await scheduleIn("current");
      expect((await scheduler("POST", "/api/shifts/", [dayShift(h, nurse, current.startOn)])).status).toBe(
        201,
      );
      const draft = await scheduleIn("draft");
      expect((await scheduler("POST", "/api/shifts/", [dayShift(h, nurse, draft.startOn)])).status).toBe(403);
    } finally {
      await t.deps.db.update(organisations).set({ settings }).where(eq(organisations.id, h.orgId));
    }
  });

  it("refuses moving a shift out of a read-only schedule and deleting from one", async () => {
    const open = await scheduleIn("draft");
    const [shift] = (await scheduler("POST", "/api/shifts/", [dayShift(h, nurse, open.startOn)])).body;
    await t.deps.db.update(schedules).set({ state: "published" }).where(eq(schedules.id, open.id));
    expect((await scheduler("PATCH", `/api/shifts/${shift.id}/`, { date: "2026-12-08" })).status).toBe(403);
    expect((await scheduler("DELETE", `/api/shifts/${shift.id}/`)).status).toBe(403);
    expect((await scheduler("GET", `/api/shifts/${shift.id}/`)).body.date).toBe(open.startOn);
  });
});

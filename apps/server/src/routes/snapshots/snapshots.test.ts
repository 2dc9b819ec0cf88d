import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { type Caller, caller, dayShift } from "../../../test/scheduling";
import { schedules } from "../../db/schema";

let t: TestApp;
let h: Hospital;
let scheduler: Caller;
let director: Caller;
let operator: Caller;
let otherScheduler: Caller;
let staff: Caller;
let nurse: TestUser;
let nurse2: TestUser;
let dept: number;
let published: { id: number; startOn: string; endOn: string; snapshot: number };
const ids: Record<string, number> = {};

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await testApp();
  // Published schedules stay editable here, as in the demo hospital.
  h = await buildHospital(t.deps.db, {
    settings: {
      scheduling: {
        period: 42,
        initialStartDate: "2026-01-04",
        states: {
          initial: { editable: true },
          draft: { editable: true },
          under_nurse_review: { editable: true },
          published: { editable: true },
          current: { editable: true },
        },
      },
    },
  });
  dept = h.departments[0]?.id ?? 0;
  scheduler = caller(t, await buildUser(t.deps.db, h, { group: "scheduler" }));
  director = caller(t, await buildUser(t.deps.db, h, { group: "director" }));
  operator = caller(t, await buildUser(t.deps.db, h, { group: "operator" }));
  otherScheduler = caller(t, await buildUser(t.deps.db, h, { group: "scheduler", departmentIndex: 1 }));
  nurse = await buildUser(t.deps.db, h, { group: "nurse" });
  nurse2 = await buildUser(t.deps.db, h, { group: "nurse" });
  staff = caller(t, nurse);

  const schedule = await scheduler(
    "GET",
    `/api/schedules/?dept_id=${dept}&for_date=2027-03-01&omit=shifts,events`,
  );
  const startOn: string = schedule.body.start_on;
  const made = await scheduler("POST", "/api/shifts/", [
    dayShift(h, nurse, startOn),
    dayShift(h, nurse, addDays(startOn, 1)),
    dayShift(h, nurse2, addDays(startOn, 2)),
    dayShift(h, nurse2, addDays(startOn, 3)),
  ]);
  expect(made.status).toBe(201);
  [ids.moved, ids.reassigned, ids.removed, ids.canceled] = made.body.map((row: { id: number }) => row.id);
  await t.deps.db
    .update(schedules)
    .set({ state: "under_nurse_review" })
    .where(eq(schedules.id, schedule.body.id));
  const response = await scheduler("POST", `/api/schedules/${schedule.body.id}/publish/`);
  expect(response.status).toBe(200);
  published = {
    id: schedule.body.id,
    startOn,
    endOn: schedule.body.end_on,
    snapshot: response.body.snapshot,
  };
});

describe("snapshots (J-003, Y-019)", () => {
  it("lists the department's snapshots with counts, and their content unless omitted", async () => {
    const full = await director("GET", `/api/snapshots/?dept_id=${dept}`);
    expect(full.status).toBe(200);
    expect(full.body.results[0]).toMatchObject({
      id: published.snapshot,
      schedule: published.id,
      department_id: dept,
      start_on: published.startOn,
      end_on: published.endOn,
      state: "published",
      shift_count: 4,
      event_count: 0,
    });
    expect(full.body.results[0].shifts).toHaveLength(4);
    const light = await director("GET", `/api/snapshots/?dept_id=${dept}&omit=shifts,events`);
    expect(light.body.results[0].shifts).toBeUndefined();
    expect(light.body.results[0].shift_count).toBe(4);
    const inside = await director(
      "GET",
      `/api/snapshots/?dept_id=${dept}&for_date=${published.endOn}&omit=shifts`,
    );
    expect(inside.body.count).toBe(1);
    const outside = await director(
      "GET",
      `/api/snapshots/?dept_id=${dept}&for_date=${addDays(published.endOn, 1)}`,
    );
    expect(outside.body).toMatchObject({ count: 0, results: [] });
  });

  it("answers one snapshot with its shifts and events", async () => {
    const one = await director("GET", `/api/snapshots/${published.snapshot}/`);
    expect(one.status).toBe(200);
    expect(one.body.shifts.map((row: { id: number }) => row.id).sort()).toEqual(Object.values(ids).sort());
    expect(one.body.events).toEqual([]);
    const light = await director("GET", `/api/snapshots/${published.snapshot}/?omit=shifts`);
    expect(light.body.shifts).toBeUndefined();
  });

  it.each([
    ["/api/snapshots/", "dept_id"],
    ["/api/snapshots/?dept_id=x", "dept_id"],
    [`/api/snapshots/?dept_id=1&omit=people`, "omit"],
    [`/api/snapshots/?dept_id=1&for_date=2027-02-30`, "for_date"],
  ])("answers 400 for %s naming %s", async (url, field) => {
    const response = await director("GET", url);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors ?? {}).join(",")).toContain(field);
  });

  it("keeps snapshots to management of the department", async () => {
    expect((await staff("GET", `/api/snapshots/?dept_id=${dept}`)).status).toBe(403);
    expect((await staff("GET", `/api/snapshots/${published.snapshot}/`)).status).toBe(403);
    expect((await otherScheduler("GET", `/api/snapshots/?dept_id=${dept}`)).status).toBe(404);
    expect((await otherScheduler("GET", `/api/snapshots/${published.snapshot}/`)).status).toBe(404);
    expect((await otherScheduler("GET", `/api/snapshots/${published.snapshot}/diff/`)).status).toBe(404);
    expect((await director("GET", "/api/snapshots/2147483647/")).status).toBe(404);
  });

  it("takes one on demand for operations management only", async () => {
    expect((await scheduler("POST", "/api/snapshots/", { schedule: published.id })).status).toBe(403);
    expect((await director("POST", "/api/snapshots/", { schedule: published.id })).status).toBe(403);
    expect((await operator("POST", "/api/snapshots/", { schedule: "x" })).status).toBe(400);
    expect((await operator("POST", "/api/snapshots/", { schedule: 2147483647 })).status).toBe(404);
    const taken = await operator("POST", "/api/snapshots/", { schedule: published.id });
    expect(taken.status).toBe(201);
    expect(taken.body).toMatchObject({ schedule: published.id, shift_count: 4, state: "published" });
    const list = await director("GET", `/api/snapshots/?dept_id=${dept}&omit=shifts,events`);
    expect(list.body.results[0].id).toBe(taken.body.id);
    const diff = await director("GET", `/api/snapshots/${taken.body.id}/diff/`);
    expect(diff.body).toEqual({ snapshot: taken.body.id, shifts: [], events: [] });
  });
});

describe("changes since a snapshot (J-003)", () => {
  it("is empty before anything changes", async () => {
    const diff = await director("GET", `/api/snapshots/${published.snapshot}/diff/`);
    expect(diff.status).toBe(200);
    expect(diff.body).toEqual({ snapshot: published.snapshot, shifts: [], events: [] });
  });

  it("lists added, removed, moved, reassigned and changed shifts and events", async () => {
    const { startOn } = published;
    expect(
      (await scheduler("PATCH", `/api/shifts/${ids.moved}/`, { date: addDays(startOn, 5) })).status,
    ).toBe(200);
    expect(
      (await scheduler("PATCH", `/api/shifts/${ids.reassigned}/`, { assignee_id: nurse2.userId })).status,
    ).toBe(200);
    expect((await scheduler("PATCH", `/api/shifts/${ids.canceled}/`, { canceled: true })).status).toBe(200);
    expect((await scheduler("DELETE", `/api/shifts/${ids.removed}/`)).status).toBe(204);
    const added = await scheduler("POST", "/api/shifts/", [dayShift(h, nurse2, addDays(startOn, 9))]);
    const vacation = h.ref.eventTypes.find((row) => row.name === "Vacation")?.id;
    const event = await scheduler("POST", "/api/events/", [
      { assignee_id: nurse.userId, department_id: dept, type_id: vacation, dates: [addDays(startOn, 10)] },
    ]);
    expect(event.status).toBe(201);

    const diff = await director("GET", `/api/snapshots/${published.snapshot}/diff/`);
    expect(diff.status).toBe(200);
    const kinds = Object.fromEntries(
      diff.body.shifts.map((change: { id: number; kinds: string[] }) => [change.id, change.kinds]),
    );
    expect(kinds).toEqual({
      [ids.moved as number]: ["moved"],
      [ids.reassigned as number]: ["reassigned"],
      [ids.canceled as number]: ["changed"],
      [ids.removed as number]: ["removed"],
      [added.body[0].id]: ["added"],
    });
    const moved = diff.body.shifts.find((change: { id: number }) => change.id === ids.moved);
    expect(moved.before.date).toBe(startOn);
    expect(moved.after.date).toBe(addDays(startOn, 5));
    expect(moved.fields).toContain("date");
    expect(diff.body.events).toEqual([
      expect.objectContaining({ id: event.body[0].id, kinds: ["added"], before: null }),
    ]);
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { type Caller, caller, dayShift } from "../../../test/scheduling";
import { departments, schedules, snapshots } from "../../db/schema";

let t: TestApp;
let h: Hospital;
let scheduler: Caller;
let director: Caller;
let nurseApi: Caller;
let nurse: TestUser;
let dept: number;
let next = 0;

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  dept = h.departments[0]?.id ?? 0;
  scheduler = caller(t, await buildUser(t.deps.db, h, { group: "scheduler" }));
  director = caller(t, await buildUser(t.deps.db, h, { group: "director" }));
  nurse = await buildUser(t.deps.db, h, { group: "nurse" });
  nurseApi = caller(t, nurse);
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

describe("GET /api/schedules/", () => {
  it("creates the period holding the date on first use, from the organisation's period settings", async () => {
    const first = await scheduler("GET", `/api/schedules/?dept_id=${dept}&for_date=2026-12-25`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      department_id: dept,
      start_on: "2026-12-06",
      end_on: "2027-01-16",
      state: "initial",
      read_only: false,
      snapshot: null,
      shifts: [],
      events: [],
      swaps: [],
      shift_requests: [],
    });
    const again = await scheduler("GET", `/api/schedules/?dept_id=${dept}&for_date=2027-01-16&omit=shifts`);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body).not.toHaveProperty("shifts");
    const byId = await scheduler("GET", `/api/schedules/${first.body.id}/?omit=events`);
    expect(byId.body).toMatchObject({ id: first.body.id, shifts: [] });
    expect(byId.body).not.toHaveProperty("events");
  });

  it("carries the period's shifts and appears in the hospital's scheduling periods", async () => {
    await scheduler("POST", "/api/shifts/", [dayShift(h, nurse, "2026-12-30")]);
    const schedule = await scheduler("GET", `/api/schedules/?dept_id=${dept}&for_date=2026-12-30`);
    expect(schedule.body.shifts.map((s: { date: string }) => s.date)).toEqual(["2026-12-30"]);
    const hospital = await nurseApi("GET", "/api/hospitals/");
    const periods = hospital.body.departments.find((d: { id: number }) => d.id === dept).scheduling_periods;
    expect(periods).toContainEqual({
      id: schedule.body.id,
      start_on: "2026-12-06",
      end_on: "2027-01-16",
      state: "initial",
    });
  });

  it.each([
    [`dept_id=999999&for_date=2026-12-25`, 404],
    [`dept_id=DEPT&for_date=2026-02-30`, 400],
    [`for_date=2026-12-25`, 400],
  ])("%s answers %i", async (query, status) => {
    expect((await scheduler("GET", `/api/schedules/?${query.replace("DEPT", String(dept))}`)).status).toBe(
      status,
    );
  });
});

describe("lifecycle (F-004, F-005, Z-011)", () => {
  it.each([
    ["approve", "initial", {}, "draft"],
    ["approve", "self_schedule", {}, "draft"],
    ["post_self_schedule", "initial", {}, "self_schedule"],
    ["post", "draft", {}, "under_nurse_review"],
    ["post", "draft", { needs_approval: true }, "pending_post_approval"],
    ["publish", "under_nurse_review", {}, "published"],
    ["publish", "under_nurse_review", { needs_approval: true }, "pending_publish_approval"],
  ])("%s from %s %j gives %s", async (action, from, body, to) => {
    const { id } = await scheduleIn(from);
    const response = await scheduler("POST", `/api/schedules/${id}/${action}/`, body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, state: to });
    const periods = (await scheduler("GET", "/api/hospitals/")).body.departments.find(
      (d: { id: number }) => d.id === dept,
    ).scheduling_periods;
    expect(periods.find((p: { id: number }) => p.id === id).state).toBe(to);
  });

  it.each([
    ["approve", "draft"],
    ["approve", "past"],
    ["reject", "initial"],
    ["post", "initial"],
    ["publish", "draft"],
    ["post_self_schedule", "draft"],
  ])("%s from %s is 400 invalid_state", async (action, from) => {
    const { id } = await scheduleIn(from);
    const response = await scheduler(
      "POST",
      `/api/schedules/${id}/${action}/`,
      action === "reject" ? { comments: "No" } : {},
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: "invalid_state", detail: `Invalid state ${from}` });
  });

  it("applies the department's approval rule whatever the client says (Z-012)", async () => {
    await t.deps.db
      .update(departments)
      .set({ scheduleRules: { postNeedsApproval: true, publishNeedsApproval: true } })
      .where(eq(departments.id, dept));
    try {
      const draft = await scheduleIn("draft");
      expect(
        (await scheduler("POST", `/api/schedules/${draft.id}/post/`, { needs_approval: false })).body.state,
      ).toBe("pending_post_approval");
      const review = await scheduleIn("under_nurse_review");
      expect((await scheduler("POST", `/api/schedules/${review.id}/publish/`)).body.state).toBe(
        "pending_publish_approval",
      );
    } finally {
      await t.deps.db.update(departments).set({ scheduleRules: {} }).where(eq(departments.id, dept));
    }
  });

  it("leaves approving and rejecting what waits for approval to the director", async () => {
    const pending = await scheduleIn("pending_post_approval");
    expect((await scheduler("POST", `/api/schedules/${pending.id}/approve/`)).status).toBe(403);
    expect((await director("POST", `/api/schedules/${pending.id}/approve/`)).body.state).toBe(
      "under_nurse_review",
    );
    const again = await scheduleIn("pending_post_approval");
    expect((await director("POST", `/api/schedules/${again.id}/reject/`, {})).status).toBe(400);
    const rejected = await director("POST", `/api/schedules/${again.id}/reject/`, {
      comments: "Cover the 24th",
    });
    expect(rejected.body).toMatchObject({ state: "draft", comments: "Cover the 24th" });
    const publish = await scheduleIn("pending_publish_approval");
    expect((await scheduler("POST", `/api/schedules/${publish.id}/publish/`)).status).toBe(403);
    expect((await director("POST", `/api/schedules/${publish.id}/publish/`)).body.state).toBe("published");
  });

  it("takes a snapshot of the shifts and events when publishing", async () => {
    const { id, startOn } = await scheduleIn("under_nurse_review");
    await t.deps.db.update(schedules).set({ state: "draft" }).where(eq(schedules.id, id));
    await scheduler("POST", "/api/shifts/", [
      dayShift(h, nurse, startOn, { internal_comments: "kept in snapshot" }),
    ]);
    await t.deps.db.update(schedules).set({ state: "under_nurse_review" }).where(eq(schedules.id, id));
    const published = await scheduler("POST", `/api/schedules/${id}/publish/`);
    expect(published.body.snapshot).toEqual(expect.any(Number));
    const [snapshot] = await t.deps.db
      .select()
      .from(snapshots)
      .where(eq(snapshots.id, published.body.snapshot));
    expect(snapshot).toMatchObject({
      scheduleId: id,
      state: "published",
      startOn,
      createdBy: expect.any(Number),
    });
    expect(snapshot?.shifts).toEqual([
      expect.objectContaining({ date: startOn, internal_comments: "kept in snapshot" }),
    ]);
  });

  it("lets staff read but not move a schedule", async () => {
    const { id } = await scheduleIn("initial");
    expect((await nurseApi("GET", `/api/schedules/${id}/`)).status).toBe(200);
    expect((await nurseApi("POST", `/api/schedules/${id}/approve/`)).status).toBe(403);
    expect((await nurseApi("PATCH", `/api/schedules/${id}/`, { comments: "mine" })).status).toBe(403);
  });

  it("changes comments and settings with PATCH, and not the state", async () => {
    const { id } = await scheduleIn("draft");
    const response = await scheduler("PATCH", `/api/schedules/${id}/`, {
      comments: "Holiday coverage",
      settings: { pinned: true },
      state: "published",
    });
    expect(response.body).toMatchObject({
      comments: "Holiday coverage",
      settings: { pinned: true },
      state: "draft",
    });
    expect((await scheduler("PATCH", `/api/schedules/${id}/`, { comments: "x".repeat(1001) })).status).toBe(
      400,
    );
  });
});

describe("staff are told when their schedule is shown to them (O-004)", () => {
  type Receipt = {
    notification: {
      message_key: string;
      message_params: Record<string, unknown>;
      associated_object_id?: number;
    };
  };
  const noticesOf = async (who: Caller, key: string, startOn: string) => {
    const listed = await who("GET", "/api/notification-receipts/?client_type=web&page_size=100");
    expect(listed.status).toBe(200);
    return (listed.body.results as Receipt[]).filter(
      (row) => row.notification.message_key === key && row.notification.message_params.start === startOn,
    );
  };

  it("tells the department's staff of a post and a publish, nobody else, and nothing for a refused move", async () => {
    const elsewhere = caller(t, await buildUser(t.deps.db, h, { group: "nurse", departmentIndex: 1 }));
    const draft = await scheduleIn("draft");
    expect((await scheduler("POST", `/api/schedules/${draft.id}/post/`)).body.state).toBe(
      "under_nurse_review",
    );
    expect(await noticesOf(nurseApi, "notifications.schedule_posted", draft.startOn)).toHaveLength(1);
    expect(await noticesOf(elsewhere, "notifications.schedule_posted", draft.startOn)).toHaveLength(0);
    expect(await noticesOf(scheduler, "notifications.schedule_posted", draft.startOn)).toHaveLength(0);

    expect((await scheduler("POST", `/api/schedules/${draft.id}/publish/`)).body.state).toBe("published");
    expect(await noticesOf(nurseApi, "notifications.schedule_published", draft.startOn)).toHaveLength(1);

    const refused = await scheduler("POST", `/api/schedules/${draft.id}/post/`);
    expect(refused.status).toBe(400);
    expect(await noticesOf(nurseApi, "notifications.schedule_posted", draft.startOn)).toHaveLength(1);
  });
});

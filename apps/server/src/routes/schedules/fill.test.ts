import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { departments, schedules } from "../../db/schema";
import type { BusEvent } from "../../realtime/events";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { type Caller, caller, dayShift } from "../../../test/scheduling";
import { recordUpdates } from "../../../test/updates";

let t: TestApp;
let h: Hospital;
let updates: Awaited<ReturnType<typeof recordUpdates>>;
let dept: number;
let nurses: TestUser[];
let scheduler: TestUser;
let api: Caller;
let operator: Caller;
const people: Record<string, Caller> = {};
// Each test fills its own future period (42-day periods from 2026-01-04).
let period = 10;
const periodStart = (n: number) => new Date(Date.UTC(2026, 0, 4 + 42 * n)).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  const lakeside = await buildHospital(t.deps.db);
  dept = h.departments[0]?.id ?? 0;
  // Four day RNs and two nights a day: more than six nurses at 36 hours can give, so no run ends early.
  await t.deps.db
    .update(departments)
    .set({
      settings: {
        staffNeeded: [
          { jobTypes: [h.ref.jobs.rn.id], shiftTypes: { [h.ref.shifts.d12]: 4, [h.ref.shifts.n12]: 2 } },
        ],
      },
    })
    .where(eq(departments.id, dept));
  nurses = [];
  for (let i = 0; i < 6; i++) nurses.push(await buildUser(t.deps.db, h, { group: "nurse" }));
  scheduler = await buildUser(t.deps.db, h, { group: "scheduler" });
  api = caller(t, scheduler);
  operator = caller(t, await buildUser(t.deps.db, h, { group: "operator" }));
  people.scheduler = api;
  people.admin = caller(t, await buildUser(t.deps.db, h, { group: "admin" }));
  people.nurse = caller(t, nurses[0] as TestUser);
  people.otherScheduler = caller(
    t,
    await buildUser(t.deps.db, h, { group: "scheduler", departmentIndex: 1 }),
  );
  people.otherOperator = caller(t, await buildUser(t.deps.db, lakeside, { group: "operator" }));
  updates = await recordUpdates(t);
});

afterAll(async () => {
  await updates.stop();
  await t.app.close();
});

/** A fresh, empty future schedule of the first department. */
async function freshSchedule(): Promise<{ id: number; startOn: string; endOn: string }> {
  period += 1;
  const { body } = await operator("GET", `/api/schedules/?dept_id=${dept}&for_date=${periodStart(period)}`);
  return { id: body.id, startOn: body.start_on, endOn: body.end_on };
}

const isRun = (runId: string, action: string) => (event: BusEvent) =>
  event.contentType === "roster run" &&
  event.action === action &&
  (event.data as { run_id?: string } | undefined)?.run_id === runId;

/** Starts a run and takes the best proposal as soon as the search first reports progress. */
async function proposal(scheduleId: number, body: Record<string, unknown> = {}) {
  const started = await api("POST", `/api/schedules/${scheduleId}/fill/`, { seconds: 60, ...body });
  expect(started.status).toBe(201);
  await updates.waitFor(isRun(started.body.id, "progress"));
  const stopped = await api("POST", `/api/schedules/${scheduleId}/fill/${started.body.id}/cancel/`);
  expect(stopped.status).toBe(200);
  const run: Run = stopped.body;
  return run;
}

/** The fields of a run the tests read. */
interface Run {
  id: string;
  staff_count: number;
  proposal: {
    shifts: { assignee_id: number; date: string; type_id: number }[];
    removed_shift_ids: number[];
  };
}

describe("fill the schedule: run, review, accept", () => {
  it("reports progress to its starter only, stops with the best so far and proposes a full period", async () => {
    const schedule = await freshSchedule();
    const started = await api("POST", `/api/schedules/${schedule.id}/fill/`, { seconds: 60 });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      state: "running",
      schedule_id: schedule.id,
      staff_count: 6,
      proposal: null,
    });
    const heard = await updates.waitFor(isRun(started.body.id, "progress"));
    expect(heard.audience).toEqual({ kind: "users", userIds: [scheduler.userId] });
    expect(heard.data).toMatchObject({ schedule_id: schedule.id, state: "running" });

    const stopped = await api("POST", `/api/schedules/${schedule.id}/fill/${started.body.id}/cancel/`);
    expect(stopped.body.state).toBe("done");
    const p = stopped.body.proposal;
    expect(p.cancelled).toBe(true);
    expect(p.feasible).toBe(true);
    expect(p.shifts.length).toBeGreaterThan(0);
    expect(p.removed_shift_ids).toEqual([]);
    // Six nurses at 36 hours over six weeks: at most 18 twelve-hour shifts each.
    for (const person of p.people) expect(person.added).toBeLessThanOrEqual(18);
    expect(p.people.reduce((sum: number, x: { added: number }) => sum + x.added, 0)).toBe(p.shifts.length);
    expect(p.staffing).toHaveLength(2);
    expect(p.staffing[0].proposed).toHaveLength(42);
    // Short-staffed by design: the imbalance validator says so for the proposal as it would be.
    expect(p.validator_results.map((r: { validator: string }) => r.validator)).toContain(
      "ImbalanceValidator",
    );
    await updates.waitFor(isRun(started.body.id, "done"));

    // Nothing is saved before accepting.
    const before = await api(
      "GET",
      `/api/shifts/?dept_id=${dept}&between=${schedule.startOn},${schedule.endOn}`,
    );
    expect(before.body.count).toBe(0);
    const read = await api("GET", `/api/schedules/${schedule.id}/fill/${started.body.id}/`);
    expect(read.body.proposal.shifts).toEqual(p.shifts);

    const accepted = await api("POST", `/api/schedules/${schedule.id}/fill/${started.body.id}/accept/`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ created: p.shifts.length, removed: 0, conflicts: [] });
    const errors = await api("GET", `/api/schedules/${schedule.id}/errors/`);
    expect(errors.body).toEqual(p.validator_results);
    const saved = await api(
      "GET",
      `/api/shifts/?dept_id=${dept}&between=${schedule.startOn},${schedule.endOn}&page_size=500`,
    );
    expect(saved.body.count).toBe(p.shifts.length);
    const history = await api("GET", `/api/shifts/${saved.body.results[0].id}/history/`);
    expect(history.body[0].changes).toContainEqual({ field: "source", old: null, new: "generator" });
    expect(history.body[0].modified_by.id).toBe(scheduler.userId);
    // Accepting again adds nothing: everyone's part is in.
    const again = await api("POST", `/api/schedules/${schedule.id}/fill/${started.body.id}/accept/`);
    expect(again.body).toEqual({ created: 0, removed: 0, conflicts: [] });
  });

  it("keeps existing shifts and approved time off, accepts per person, and lists a person changed meanwhile as a conflict", async () => {
    const schedule = await freshSchedule();
    const [a, b, c] = nurses as [TestUser, TestUser, TestUser];
    const kept = await operator("POST", "/api/shifts/", [dayShift(h, a, schedule.startOn)]);
    expect(kept.status).toBe(201);
    const timeOff = await operator("POST", "/api/events/", [
      {
        assignee_id: b.userId,
        department_id: dept,
        type_id: h.ref.eventTypes[0]?.id,
        dates: [schedule.startOn],
      },
    ]);
    expect(timeOff.status).toBe(201);
    const run = await proposal(schedule.id);
    const p = run.proposal;
    const mine = (id: number) => p.shifts.filter((s) => s.assignee_id === id);
    expect(mine(a.userId).some((s) => s.date === schedule.startOn)).toBe(false);
    expect(mine(b.userId).some((s) => s.date === schedule.startOn)).toBe(false);
    expect(mine(a.userId).length).toBeGreaterThan(0);
    expect(mine(c.userId).length).toBeGreaterThan(0);
    const url = `/api/schedules/${schedule.id}/fill/${run.id}`;

    // Another scheduler gives c a shift on a day the proposal left free while the run was under review.
    const taken = new Set(mine(c.userId).map((s) => s.date));
    let free = schedule.startOn;
    for (let d = 1; taken.has(free); d++)
      free = new Date(Date.parse(`${schedule.startOn}T00:00:00Z`) + d * 864e5).toISOString().slice(0, 10);
    expect(
      (
        await operator("POST", "/api/shifts/", [
          dayShift(h, c, free, { start_time: "08:00", end_time: "12:00" }),
        ])
      ).status,
    ).toBe(201);

    const onlyA = await api("POST", `${url}/accept/`, { assignee_ids: [a.userId] });
    expect(onlyA.body).toEqual({ created: mine(a.userId).length, removed: 0, conflicts: [] });
    expect((await api("GET", `${url}/`)).body.accepted).toEqual([a.userId]);

    const rest = await api("POST", `${url}/accept/`);
    expect(rest.body.conflicts).toEqual([{ assignee_id: c.userId, dates: [free] }]);
    const others = p.shifts.length - mine(a.userId).length - mine(c.userId).length;
    expect(rest.body.created).toBe(others);
    // c keeps what they had: the one shift given meanwhile, none of the proposal's.
    const cShifts = await api(
      "GET",
      `/api/shifts/?assignee_id=${c.userId}&between=${schedule.startOn},${schedule.endOn}`,
    );
    expect(cShifts.body.results.map((s: { date: string }) => s.date)).toEqual([free]);
  });

  it("replaces the chosen people's shifts on the chosen days only when asked", async () => {
    const schedule = await freshSchedule();
    const [a, b] = nurses as [TestUser, TestUser];
    const night = await operator("POST", "/api/shifts/", [
      dayShift(h, a, schedule.startOn, { type_id: h.ref.shifts.n12 }),
      dayShift(h, b, schedule.startOn),
    ]);
    expect(night.status).toBe(201);
    const days = [
      schedule.startOn,
      periodStartPlus(schedule.startOn, 1),
      periodStartPlus(schedule.startOn, 2),
    ];
    const run = await proposal(schedule.id, { existing: "replace", staff_ids: [a.userId], dates: days });
    expect(run.staff_count).toBe(1);
    const p = run.proposal;
    for (const s of p.shifts) {
      expect(s.assignee_id).toBe(a.userId);
      expect(days).toContain(s.date);
    }
    const accepted = await api("POST", `/api/schedules/${schedule.id}/fill/${run.id}/accept/`);
    expect(accepted.body).toEqual({
      created: p.shifts.length,
      removed: p.removed_shift_ids.length,
      conflicts: [],
    });
    const saved = await api("GET", `/api/shifts/?dept_id=${dept}&between=${days[0]},${days[2]}`);
    const ids = saved.body.results.map((s: { id: number }) => s.id);
    for (const removed of p.removed_shift_ids) expect(ids).not.toContain(removed);
    // b was not chosen: their shift stays whatever the proposal holds.
    expect(saved.body.results.some((s: { assignee_id: number }) => s.assignee_id === b.userId)).toBe(true);
  });
});

const periodStartPlus = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);

describe("who may fill, and what is refused", () => {
  it.each([
    ["scheduler", 201],
    ["admin", 403],
    ["nurse", 403],
    ["otherScheduler", 404],
    ["otherOperator", 404],
  ])("%s starts a run: %i", async (who, status) => {
    const schedule = await freshSchedule();
    const response = await people[who]?.("POST", `/api/schedules/${schedule.id}/fill/`, { seconds: 60 });
    expect(response?.status).toBe(status);
    if (status === 201) {
      const discarded = await api("POST", `/api/schedules/${schedule.id}/fill/${response?.body.id}/discard/`);
      expect(discarded.status).toBe(204);
      expect((await api("GET", `/api/schedules/${schedule.id}/fill/${response?.body.id}/`)).status).toBe(404);
    }
  });

  it("refuses a schedule whose state is not editable", async () => {
    const schedule = await freshSchedule();
    await t.deps.db.update(schedules).set({ state: "past" }).where(eq(schedules.id, schedule.id));
    const response = await api("POST", `/api/schedules/${schedule.id}/fill/`, {});
    expect(response.status).toBe(403);
    expect(response.body.detail_key).toBe("errors.forbidden.schedule_read_only");
  });

  it("runs once at a time per schedule; a run is its starter's alone", async () => {
    const schedule = await freshSchedule();
    const first = await api("POST", `/api/schedules/${schedule.id}/fill/`, { seconds: 60 });
    expect(first.status).toBe(201);
    const second = await operator("POST", `/api/schedules/${schedule.id}/fill/`, { seconds: 60 });
    expect(second.status).toBe(412);
    expect(second.body.detail_key).toBe("errors.precondition.fill_running");
    const url = `/api/schedules/${schedule.id}/fill/${first.body.id}`;
    expect((await operator("GET", `${url}/`)).status).toBe(404);
    expect((await operator("POST", `${url}/accept/`)).status).toBe(404);
    expect((await operator("POST", `${url}/discard/`)).status).toBe(404);
    // Not done yet: nothing to accept.
    const early = await api("POST", `${url}/accept/`);
    expect(early.status).toBe(412);
    expect(early.body.detail_key).toBe("errors.precondition.fill_not_done");
    // Another schedule's path does not reach it either.
    const other = await freshSchedule();
    expect((await api("GET", `/api/schedules/${other.id}/fill/${first.body.id}/`)).status).toBe(404);
    expect((await api("POST", `${url}/discard/`)).status).toBe(204);
  });

  it.each([
    ["seconds", { seconds: 0 }],
    ["seconds", { seconds: 121 }],
    ["existing", { existing: "overwrite" }],
    ["request_weight", { request_weight: -1 }],
    ["staff_ids", { staff_ids: [2147483647] }],
    ["dates", { dates: ["2020-01-01"] }],
    ["dates", { dates: ["2027-02-30"] }],
  ])("a bad %s is a 400 naming it, and starts nothing", async (field, body) => {
    const schedule = await freshSchedule();
    const response = await api("POST", `/api/schedules/${schedule.id}/fill/`, body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(Object.keys(response.body.errors))).toContain(field);
    const next = await api("POST", `/api/schedules/${schedule.id}/fill/`, { seconds: 60 });
    expect(next.status).toBe(201);
    await api("POST", `/api/schedules/${schedule.id}/fill/${next.body.id}/discard/`);
  });

  it("refuses bad run ids and unknown people on accept", async () => {
    const schedule = await freshSchedule();
    expect((await api("GET", `/api/schedules/${schedule.id}/fill/not-a-run/`)).status).toBe(400);
    const unknown = "6f1c2a9e-2b4d-4c8e-9a1f-0d3b5e7c9a11";
    expect((await api("GET", `/api/schedules/${schedule.id}/fill/${unknown}/`)).status).toBe(404);
    const run = await proposal(schedule.id);
    const response = await api("POST", `/api/schedules/${schedule.id}/fill/${run.id}/accept/`, {
      assignee_ids: [scheduler.userId],
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toEqual(["assignee_ids"]);
    const nothing = await api(
      "GET",
      `/api/shifts/?dept_id=${dept}&between=${schedule.startOn},${schedule.endOn}`,
    );
    expect(nothing.body.count).toBe(0);
  });
});

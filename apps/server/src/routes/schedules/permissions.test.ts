import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { type Caller, caller, dayShift, showSchedulesToStaff } from "../../../test/scheduling";

let t: TestApp;
let h: Hospital;
let owner: Caller;
let nurse: TestUser;
let dept: number;
const people: Record<string, Caller> = {};
let day = 0;

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  const lakeside = await buildHospital(t.deps.db);
  dept = h.departments[0]?.id ?? 0;
  owner = caller(t, await buildUser(t.deps.db, h, { group: "operator" }));
  nurse = await buildUser(t.deps.db, h, { group: "nurse" });
  for (const group of ["admin", "operator", "supervisor", "director", "scheduler"] as const) {
    people[group] = caller(t, await buildUser(t.deps.db, h, { group }));
  }
  people.otherScheduler = caller(
    t,
    await buildUser(t.deps.db, h, { group: "scheduler", departmentIndex: 1 }),
  );
  people.nurse = caller(t, nurse);
  people.otherAdmin = caller(t, await buildUser(t.deps.db, lakeside, { group: "admin" }));
  people.otherOperator = caller(t, await buildUser(t.deps.db, lakeside, { group: "operator" }));
});

/** A fresh shift, event and schedule of Riverside's first department for each check. */
async function fixture() {
  day += 1;
  const date = new Date(Date.UTC(2027, 1, day * 45)).toISOString().slice(0, 10);
  const [shift] = (await owner("POST", "/api/shifts/", [dayShift(h, nurse, date)])).body;
  const [event] = (
    await owner("POST", "/api/events/", [
      { assignee_id: nurse.userId, department_id: dept, type_id: h.ref.eventTypes[0]?.id, dates: [date] },
    ])
  ).body;
  await showSchedulesToStaff(t.deps.db, h);
  return { date, shift, event, scheduleId: shift.schedule_id };
}

type Fixture = Awaited<ReturnType<typeof fixture>>;
const OPERATIONS: Record<string, (api: Caller, f: Fixture) => Promise<{ status: number; body: unknown }>> = {
  list: (api, f) => api("GET", `/api/shifts/?on=${f.date}&dept_id=${dept}`),
  read: (api, f) => api("GET", `/api/shifts/${f.shift.id}/`),
  create: (api, f) =>
    api("POST", "/api/shifts/", [dayShift(h, nurse, f.date, { start_time: "20:00", end_time: "22:00" })]),
  update: (api, f) => api("PATCH", `/api/shifts/${f.shift.id}/`, { overtime: true }),
  delete: (api, f) => api("DELETE", `/api/shifts/${f.shift.id}/`),
  event: (api, f) => api("PATCH", `/api/events/${f.event.id}/`, { comments: "changed" }),
  schedule: (api, f) => api("GET", `/api/schedules/${f.scheduleId}/?omit=shifts,events`),
  approve: (api, f) => api("POST", `/api/schedules/${f.scheduleId}/approve/`),
  errors: (api, f) => api("GET", `/api/schedules/${f.scheduleId}/errors/`),
};

const ALLOWED = {
  list: 200,
  read: 200,
  create: 201,
  update: 200,
  delete: 204,
  event: 200,
  schedule: 200,
  approve: 200,
  errors: 200,
};
const NO_MASTER_SCHEDULE = {
  list: 403,
  read: 403,
  create: 403,
  update: 403,
  delete: 403,
  event: 403,
  schedule: 403,
  approve: 403,
  errors: 403,
};

describe("who may do what with schedules, shifts and events", () => {
  it.each([
    ["admin", NO_MASTER_SCHEDULE],
    ["operator", ALLOWED],
    ["supervisor", ALLOWED],
    ["director", ALLOWED],
    ["scheduler", ALLOWED],
    [
      "otherScheduler",
      {
        list: 200,
        read: 404,
        create: 403,
        update: 404,
        delete: 404,
        event: 404,
        schedule: 404,
        approve: 404,
        errors: 404,
      },
    ],
    [
      "nurse",
      {
        list: 200,
        read: 200,
        create: 403,
        update: 403,
        delete: 403,
        event: 403,
        schedule: 200,
        approve: 403,
        errors: 200,
      },
    ],
    ["otherAdmin", NO_MASTER_SCHEDULE],
    [
      "otherOperator",
      {
        list: 200,
        read: 404,
        create: 400,
        update: 404,
        delete: 404,
        event: 404,
        schedule: 404,
        approve: 404,
        errors: 404,
      },
    ],
  ])("%s", async (who, expected: Record<string, number>) => {
    const api = people[who];
    if (!api) throw new Error(who);
    for (const [name, run] of Object.entries(OPERATIONS)) {
      const f = await fixture();
      const response = await run(api, f);
      expect({ [name]: response.status }).toEqual({ [name]: expected[name] });
      const after = await owner("GET", `/api/shifts/?on=${f.date}&dept_id=${dept}`);
      const shiftsAfter = response.status < 300 ? undefined : after.body.results;
      if (shiftsAfter) expect(shiftsAfter).toEqual([f.shift]);
      if (name === "list" && response.status === 200) {
        const seen = (response.body as { count: number }).count;
        expect(seen).toBe(["otherScheduler", "otherOperator"].includes(who) ? 0 : 1);
      }
    }
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { type Caller, caller, dayShift } from "../../../test/scheduling";
import { insertDepartment } from "../../db/seed/builders";

let t: TestApp;
let h: Hospital;
let lakeside: Hospital;
let api: Caller;
let nurse: TestUser;
let stranger: TestUser;
let pending: TestUser;
let saved: { id: number };
let event: { id: number };

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  lakeside = await buildHospital(t.deps.db);
  api = caller(t, await buildUser(t.deps.db, h, { group: "operator" }));
  nurse = await buildUser(t.deps.db, h, { group: "nurse" });
  pending = await buildUser(t.deps.db, h, { group: "nurse", state: "pending" });
  stranger = await buildUser(t.deps.db, lakeside, { group: "nurse" });
  [saved] = (await api("POST", "/api/shifts/", [dayShift(h, nurse, "2026-12-08")])).body;
  [event] = (
    await api("POST", "/api/events/", [
      {
        assignee_id: nurse.userId,
        department_id: h.departments[0]?.id,
        type_id: h.ref.eventTypes[0]?.id,
        dates: ["2026-12-10"],
      },
    ])
  ).body;
});

/** Everything the hospital has on the schedule, to prove a refused write changed nothing. */
async function everything() {
  const shifts = await api("GET", "/api/shifts/?between=2026-11-01,2027-02-28");
  const events = await api("GET", `/api/events/?between=2026-11-01,2027-02-28`);
  return JSON.stringify([shifts.body.results, events.body.results]);
}

const shift = (extra: Record<string, unknown>) => dayShift(h, nurse, "2026-12-09", extra);

describe("shift writes refuse bad input with 400 naming the field and write nothing", () => {
  it.each([
    ["a date that is not a date", () => [shift({ date: "2026-13-01" })], "0.date"],
    ["a date in the wrong format", () => [shift({ date: "12/09/2026" })], "0.date"],
    ["a number for the date", () => [shift({ date: 20261209 })], "0.date"],
    ["start equal to end", () => [shift({ start_time: "07:00", end_time: "0700" })], "0.end_time"],
    ["an hour out of range", () => [shift({ start_time: "24:00" })], "0.start_time"],
    ["a time in words", () => [shift({ end_time: "seven" })], "0.end_time"],
    ["an unknown shift type", () => [shift({ type_id: 999999 })], "0.type_id"],
    ["another organisation's shift type", () => [shift({ type_id: 0 })], "0.type_id"],
    ["another organisation's department", () => [shift({ department_id: 0 })], "0.department_id"],
    ["another organisation's person", () => [shift({ assignee_id: 0 })], "0.assignee_id"],
    ["a pending profile", () => [shift({ assignee_id: 0.5 })], "0.assignee_id"],
    ["another organisation's flag", () => [shift({ flags: [0] })], "0.flags"],
    ["a flag that is not a number", () => [shift({ flags: ["float"] })], "0.flags.0"],
    ["comments over 1000 characters", () => [shift({ comments: "x".repeat(1001) })], "0.comments"],
    [
      "internal comments over 1000 characters",
      () => [shift({ internal_comments: "x".repeat(1001) })],
      "0.internal_comments",
    ],
    ["a string for a boolean", () => [shift({ overtime: "yes" })], "0.overtime"],
    [
      "the same person as new assignee",
      () => [shift({ giveaway: true, new_assignee_id: 0.25 })],
      "0.new_assignee_id",
    ],
    ["one bad shift among good ones", () => [shift({}), shift({ start_time: "99:99" })], "1.start_time"],
    ["a body that is not a list", () => ({ date: "2026-12-09" }), "non_field_errors"],
  ])("%s", async (_name, body: () => unknown, field) => {
    const payload = JSON.parse(
      JSON.stringify(body())
        .replace(`"type_id":0,`, `"type_id":${lakeside.ref.shifts.d12},`)
        .replace(`"department_id":0,`, `"department_id":${lakeside.departments[0]?.id},`)
        .replace(`"assignee_id":0,`, `"assignee_id":${stranger.userId},`)
        .replace(`"assignee_id":0.5,`, `"assignee_id":${pending.userId},`)
        .replace(`"new_assignee_id":0.25`, `"new_assignee_id":${nurse.userId}`)
        .replace(`"flags":[0]`, `"flags":[${lakeside.ref.flags[0]?.id}]`),
    );
    const before = await everything();
    const response = await api("POST", "/api/shifts/", payload);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toContain(field);
    expect(await everything()).toBe(before);
  });

  it.each([
    [{ start_time: "19:00", end_time: "19:00" }, "end_time"],
    [{ date: "2026-02-29" }, "date"],
    [{ department_id: 999999 }, "department_id"],
    [{ comments: "x".repeat(1001) }, "comments"],
    [{ flags: [999999] }, "flags"],
    [{ flex_on: 1 }, "flex_on"],
  ])("PATCH %j", async (payload, field) => {
    const before = await everything();
    const response = await api("PATCH", `/api/shifts/${saved.id}/`, payload);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toContain(field);
    expect(await everything()).toBe(before);
  });

  it("refuses a department that does not take part in scheduling", async () => {
    const admin = await insertDepartment(t.deps.db, {
      orgId: h.orgId,
      name: "Administration",
      partakeInScheduling: false,
    });
    const response = await api("POST", "/api/shifts/", [shift({ department_id: admin.id })]);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toEqual(["0.department_id"]);
  });
});

describe("event writes refuse bad input with 400 naming the field and write nothing", () => {
  const good = () => ({
    assignee_id: nurse.userId,
    department_id: h.departments[0]?.id,
    type_id: h.ref.eventTypes[0]?.id,
    dates: ["2026-12-11"],
  });
  it.each([
    ["no dates", { dates: [] }, "0.dates"],
    ["an impossible date", { dates: ["2026-12-32"] }, "0.dates.0"],
    ["an unknown type", { type_id: 999999 }, "0.type_id"],
    ["a type only staff request", { type_id: -1 }, "0.type_id"],
    ["one hour without the other", { start_time: "09:00" }, "0.end_time"],
    ["comments over 1000 characters", { comments: "x".repeat(1001) }, "0.comments"],
    ["a missing person", { assignee_id: undefined }, "0.assignee_id"],
  ])("%s", async (_name, change, field) => {
    const requestOnly = h.ref.eventTypes.find((type) => type.requestOnly)?.id;
    const payload = {
      ...good(),
      ...change,
      ...("type_id" in change && change.type_id === -1 ? { type_id: requestOnly } : {}),
    };
    const before = await everything();
    const response = await api("POST", "/api/events/", [payload]);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toContain(field);
    expect(await everything()).toBe(before);
  });

  it("refuses a bad change to a saved event", async () => {
    const before = await everything();
    const response = await api("PATCH", `/api/events/${event.id}/`, { dates: ["2026-02-30"] });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toEqual(["dates.0"]);
    expect(await everything()).toBe(before);
  });
});

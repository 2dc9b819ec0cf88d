import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { type Caller, caller } from "../../../test/scheduling";

let t: TestApp;
let h: Hospital;
let api: Caller;
let nurse: TestUser;
let dept: number;
const type = (name: string) => h.ref.eventTypes.find((row) => row.name === name)?.id ?? 0;
const event = (extra: object = {}) => ({
  assignee_id: nurse.userId,
  department_id: dept,
  type_id: type("Vacation"),
  dates: ["2026-12-21"],
  ...extra,
});

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  dept = h.departments[0]?.id ?? 0;
  api = caller(t, await buildUser(t.deps.db, h, { group: "supervisor" }));
  nurse = await buildUser(t.deps.db, h, { group: "nurse" });
});

describe("events", () => {
  it("creates approved events from managers, sorted dates without repeats", async () => {
    const response = await api("POST", "/api/events/", [
      event({ dates: ["2026-12-23", "2026-12-22", "2026-12-22"], comments: "Family trip" }),
      event({ type_id: type("Education"), dates: ["2026-12-28"], start_time: "0900", end_time: "13:00" }),
    ]);
    expect(response.status).toBe(201);
    expect(response.body[0]).toMatchObject({
      id: expect.any(Number),
      type: "event",
      state: "approved",
      dates: ["2026-12-22", "2026-12-23"],
      type_name: "Vacation",
      comments: "Family trip",
      start_time: null,
      end_time: null,
    });
    expect(response.body[1]).toMatchObject({
      start_time: "09:00:00",
      end_time: "13:00:00",
      type_name: "Education",
    });
    expect(await api("POST", "/api/events/", [])).toEqual({ status: 201, body: [] });
  });

  it("lists by department and dates, gets, changes, and deletes one or many", async () => {
    const [one, two] = (
      await api("POST", "/api/events/", [
        event({ dates: ["2027-01-05"] }),
        event({ dates: ["2027-01-06", "2027-01-07"] }),
      ])
    ).body;
    const listed = await api("GET", `/api/events/?dept_id=${dept}&between=2027-01-06,2027-01-31`);
    expect(listed.body.results.map((row: { id: number }) => row.id)).toEqual([two.id]);
    expect((await api("GET", `/api/events/${one.id}/`)).body.dates).toEqual(["2027-01-05"]);
    const changed = await api("PATCH", `/api/events/${one.id}/`, {
      dates: ["2027-01-05", "2027-01-08"],
      type_id: type("Holiday"),
    });
    expect(changed.body).toMatchObject({ dates: ["2027-01-05", "2027-01-08"], type_name: "Holiday" });
    const bulk = await api("PATCH", "/api/events/bulk_update/", [
      { id: one.id, comments: "x" },
      { id: two.id, dates: [] },
    ]);
    expect(bulk.status).toBe(400);
    expect(Object.keys(bulk.body.errors)).toEqual(["1.dates"]);
    expect((await api("GET", `/api/events/${one.id}/`)).body.comments).toBe("");
    expect((await api("DELETE", "/api/events/bulk_delete/", { ids: [one.id, two.id] })).status).toBe(204);
    expect((await api("GET", `/api/events/${one.id}/`)).status).toBe(404);
    expect((await api("DELETE", `/api/events/${two.id}/`)).status).toBe(404);
  });

  it("refuses a department the organisation does not have, changing nothing", async () => {
    const response = await api("POST", "/api/events/", [event({ department_id: 2_000_000 })]);
    expect(response.status).toBe(400);
    expect(response.body.error_keys["0.department_id"]).toEqual([
      { key: "validation.hospital_choice", params: { kind: "a department" } },
    ]);
    const listed = await api("GET", `/api/events/?dept_id=${dept}&between=2026-12-21,2026-12-21`);
    expect(listed.body.count).toBe(0);
  });

  it("keeps a timeline of dates, state and type from creation", async () => {
    const [saved] = (await api("POST", "/api/events/", [event({ dates: ["2027-01-11"] })])).body;
    await api("PATCH", `/api/events/${saved.id}/`, { comments: "not followed" });
    await api("PATCH", `/api/events/${saved.id}/`, { dates: ["2027-01-12"], type_id: type("Jury duty") });
    const history = await api("GET", `/api/events/${saved.id}/history/`);
    expect(history.body.map((entry: { changes: unknown[] }) => entry.changes)).toEqual([
      [
        { field: "created", old: null, new: true },
        { field: "dates", old: null, new: ["2027-01-11"] },
        { field: "state", old: null, new: "approved" },
        { field: "type", old: null, new: type("Vacation") },
      ],
      [
        { field: "dates", old: ["2027-01-11"], new: ["2027-01-12"] },
        { field: "type", old: type("Vacation"), new: type("Jury duty") },
      ],
    ]);
    expect(history.body[0].modified_by.full_name).toBe("supervisor, Test");
  });

  it("answers the schedule holding the event's first date (Z-031)", async () => {
    const [saved] = (await api("POST", "/api/events/", [event({ dates: ["2027-01-20", "2027-01-16"] })]))
      .body;
    const response = await api("GET", `/api/events/${saved.id}/schedule_id/`);
    const schedule = await api(
      "GET",
      `/api/schedules/?dept_id=${dept}&for_date=2027-01-16&omit=shifts,events`,
    );
    expect(response.body).toEqual({ schedule_id: schedule.body.id });
    expect(schedule.body.start_on).toBe("2026-12-06");
  });
});

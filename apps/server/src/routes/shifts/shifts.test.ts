import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { type Caller, caller, dayShift } from "../../../test/scheduling";

let t: TestApp;
let h: Hospital;
let api: Caller;
let nurse: TestUser;
let other: TestUser;
let dept: number;
const flag = (name: string) => h.ref.flags.find((f) => f.name === name)?.id ?? 0;

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  api = caller(t, await buildUser(t.deps.db, h, { group: "scheduler" }));
  nurse = await buildUser(t.deps.db, h, { group: "nurse" });
  other = await buildUser(t.deps.db, h, { group: "nurse" });
  dept = h.departments[0]?.id ?? 0;
});

type Row = { id: number; schedule_id: number; created_by: number } & Record<string, unknown>;

/** Creates the shifts and answers one row per shift given (receiving shifts come after them). */
async function create<const T extends object[]>(...shifts: T): Promise<{ [K in keyof T]: Row } & Row[]> {
  const response = await api("POST", "/api/shifts/", shifts);
  expect(response.status).toBe(201);
  const rows: { [K in keyof T]: Row } & Row[] = response.body;
  return rows;
}

describe("POST /api/shifts/", () => {
  it("refuses a time the clocks skip (02:30 on the spring-forward day) and accepts the hour after", async () => {
    const skipped = await api("POST", "/api/shifts/", [
      dayShift(h, nurse, "2027-03-14", { start_time: "02:30", end_time: "10:00" }),
    ]);
    expect(skipped.status).toBe(400);
    expect(skipped.body.errors).toHaveProperty("0.start_time");
    const ending = await api("POST", "/api/shifts/", [
      dayShift(h, nurse, "2027-03-13", { start_time: "20:00", end_time: "02:30" }),
    ]);
    expect(ending.body.errors).toHaveProperty("0.end_time");
    const after = await api("POST", "/api/shifts/", [
      dayShift(h, nurse, "2027-03-14", { start_time: "03:00", end_time: "10:00" }),
    ]);
    expect(after.status).toBe(201);
  });

  it("creates nothing for an empty list", async () => {
    expect(await api("POST", "/api/shifts/", [])).toEqual({ status: 201, body: [] });
  });

  it("answers the created shifts in order, the first with its id, times and on call from the type", async () => {
    const [day, call] = await create(
      dayShift(h, nurse, "2026-12-07"),
      dayShift(h, nurse, "2026-12-08", { type_id: h.ref.shifts.call }),
    );
    expect(day).toMatchObject({
      id: expect.any(Number),
      date: "2026-12-07",
      payroll_date: "2026-12-07",
      start_time: "07:00:00",
      end_time: "19:00:00",
      on_call: false,
      flex_on: false,
      department_id: dept,
      assignee_id: nurse.userId,
      schedule_id: expect.any(Number),
      comments: "",
      internal_comments: "",
    });
    expect(call).toMatchObject({ on_call: true, start_time: "19:00:00", end_time: "07:00:00" });
    expect(call.id).toBeGreaterThan(day.id);
  });

  it("accepts HH:MM and HHMM times and stores HH:MM:SS", async () => {
    const [shift] = await create(dayShift(h, nurse, "2026-12-09", { start_time: "0730", end_time: "15:30" }));
    expect(shift).toMatchObject({ start_time: "07:30:00", end_time: "15:30:00" });
  });
});

describe("PATCH /api/shifts/{id}/", () => {
  it("moves the payroll date with the date and the times with a new type", async () => {
    const [shift] = await create(dayShift(h, nurse, "2026-12-10"));
    const moved = await api("PATCH", `/api/shifts/${shift.id}/`, {
      date: "2026-12-11",
      type_id: h.ref.shifts.n12,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      date: "2026-12-11",
      payroll_date: "2026-12-11",
      start_time: "19:00:00",
      end_time: "07:00:00",
    });
    const kept = await api("PATCH", `/api/shifts/${shift.id}/`, {
      date: "2026-12-12",
      payroll_date: "2026-12-11",
    });
    expect(kept.body).toMatchObject({ date: "2026-12-12", payroll_date: "2026-12-11" });
  });

  it("ignores the read-only fields a client sends back with the full shift", async () => {
    const [shift] = await create(dayShift(h, nurse, "2026-12-13"));
    const response = await api("PATCH", `/api/shifts/${shift.id}/`, {
      ...shift,
      comments: "Report at 6:45",
      created_by: 999,
      schedule_id: 1,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      comments: "Report at 6:45",
      created_by: shift.created_by,
      schedule_id: shift.schedule_id,
    });
  });

  it("cancels a working or on-call shift with flags and comments, and refuses others", async () => {
    const [working, lowCensus, call] = await create(
      dayShift(h, nurse, "2026-12-14"),
      dayShift(h, other, "2026-12-14", { flags: [flag("Low census")] }),
      dayShift(h, other, "2026-12-15", { type_id: h.ref.shifts.call }),
    );
    const cancel = {
      canceled: true,
      flags: [flag("Sick call")],
      comments: "Called in sick",
      internal_comments: "2nd this month",
    };
    const done = await api("PATCH", `/api/shifts/${working.id}/`, cancel);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      canceled: true,
      flags: [flag("Sick call")],
      comments: "Called in sick",
      internal_comments: "2nd this month",
    });
    expect((await api("PATCH", `/api/shifts/${working.id}/`, cancel)).status).toBe(200);
    const refused = await api("PATCH", `/api/shifts/${lowCensus.id}/`, cancel);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(["canceled"]);
    expect((await api("PATCH", `/api/shifts/${call.id}/`, cancel)).body.canceled).toBe(true);
    const unsaved = await api("POST", "/api/shifts/", [dayShift(h, nurse, "2026-12-16", { canceled: true })]);
    expect(unsaved.status).toBe(400);
    expect(Object.keys(unsaved.body.errors)).toEqual(["0.canceled"]);
  });

  it("answers 404 for a shift that does not exist", async () => {
    expect((await api("PATCH", "/api/shifts/999999/", { comments: "x" })).status).toBe(404);
    expect((await api("GET", "/api/shifts/999999/")).status).toBe(404);
  });
});

describe("giveaway (Z-006)", () => {
  it("gives the new assignee a shift of their own, once", async () => {
    const [shift] = await create(dayShift(h, nurse, "2026-12-17"));
    const given = await api("PATCH", `/api/shifts/${shift.id}/`, {
      giveaway: true,
      new_assignee_id: other.userId,
    });
    expect(given.status).toBe(200);
    const list = await api("GET", `/api/shifts/?on=2026-12-17&dept_id=${dept}`);
    const rows = list.body.results;
    expect(rows).toHaveLength(2);
    expect(rows.find((r: { id: number }) => r.id === shift.id)).toMatchObject({
      giveaway: true,
      new_assignee_id: other.userId,
      assignee_id: nurse.userId,
    });
    expect(rows.find((r: { id: number }) => r.id !== shift.id)).toMatchObject({
      giveaway: false,
      new_assignee_id: null,
      assignee_id: other.userId,
      start_time: "07:00:00",
    });
    await api("PATCH", `/api/shifts/${shift.id}/`, { comments: "saved again" });
    expect((await api("GET", `/api/shifts/?on=2026-12-17&dept_id=${dept}`)).body.count).toBe(2);
  });

  it("creates receiving shifts for given-away shifts created in bulk (a split)", async () => {
    const created = await create(
      dayShift(h, nurse, "2026-12-18", { end_time: "13:00" }),
      dayShift(h, nurse, "2026-12-18", {
        start_time: "13:00",
        giveaway: true,
        new_assignee_id: other.userId,
      }),
    );
    expect(created).toHaveLength(3);
    expect(created[2]).toMatchObject({
      assignee_id: other.userId,
      start_time: "13:00:00",
      end_time: "19:00:00",
      giveaway: false,
    });
  });
});

describe("bulk update and delete", () => {
  it("applies a bulk update all or nothing", async () => {
    const [a, b] = await create(dayShift(h, nurse, "2026-12-20"), dayShift(h, other, "2026-12-20"));
    const bad = await api("PATCH", "/api/shifts/bulk_update/", [
      { id: a.id, overtime: true },
      { id: b.id, start_time: "25:00" },
    ]);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(["1.start_time"]);
    expect((await api("GET", `/api/shifts/${a.id}/`)).body.overtime).toBe(false);
    const good = await api("PATCH", "/api/shifts/bulk_update/", [
      { id: a.id, overtime: true },
      { id: b.id, obligatory: true },
    ]);
    expect(good.status).toBe(200);
    expect(
      good.body.map((s: { overtime: boolean; obligatory: boolean }) => [s.overtime, s.obligatory]),
    ).toEqual([
      [true, false],
      [false, true],
    ]);
    const unknown = await api("PATCH", "/api/shifts/bulk_update/", [
      { id: a.id, overtime: false },
      { id: 999999, overtime: true },
    ]);
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(["1.id"]);
  });

  it("writes a bulk update's changed rows and their history, leaves unchanged rows alone, answers in request order", async () => {
    const [a, b, c] = await create(
      dayShift(h, nurse, "2026-12-22"),
      dayShift(h, other, "2026-12-22"),
      dayShift(h, nurse, "2026-12-23"),
    );
    const answer = await api("PATCH", "/api/shifts/bulk_update/", [
      { id: c.id, comments: "Bring badge" },
      { id: a.id, overtime: false },
      { id: b.id, start_time: "0800", end_time: "2000" },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.map((s: { id: number }) => s.id)).toEqual([c.id, a.id, b.id]);
    expect(answer.body[0].comments).toBe("Bring badge");
    expect(answer.body[2].start_time).toBe("08:00:00");
    const historyOf = async (id: number): Promise<unknown[]> =>
      (await api("GET", `/api/shifts/${id}/history/`)).body as unknown[];
    expect(await historyOf(a.id)).toHaveLength(1);
    expect(await historyOf(b.id)).toHaveLength(2);
    // Comments are saved but are not among the changes history records.
    expect(await historyOf(c.id)).toHaveLength(1);
    expect((await api("GET", `/api/shifts/${c.id}/`)).body.comments).toBe("Bring badge");
    expect((await api("GET", `/api/shifts/${a.id}/`)).body.modified_on).toBe(a.modified_on);
  });

  it("deletes in bulk all or nothing, and one by one", async () => {
    const [a, b] = await create(dayShift(h, nurse, "2026-12-21"), dayShift(h, other, "2026-12-21"));
    const bad = await api("DELETE", "/api/shifts/bulk_delete/", { ids: [a.id, 999999] });
    expect(bad.status).toBe(400);
    expect((await api("GET", `/api/shifts/${a.id}/`)).status).toBe(200);
    expect((await api("DELETE", "/api/shifts/bulk_delete/", { ids: [a.id] })).status).toBe(204);
    expect((await api("DELETE", `/api/shifts/${b.id}/`)).status).toBe(204);
    expect((await api("GET", `/api/shifts/?on=2026-12-21&dept_id=${dept}`)).body.count).toBe(0);
    expect((await api("DELETE", `/api/shifts/${b.id}/`)).status).toBe(404);
  });
});

describe("GET /api/shifts/{id}/history/", () => {
  it("starts with the creation and lists each change with its modifier", async () => {
    const [shift] = await create(dayShift(h, nurse, "2026-12-22"));
    t.clock.advance(60_000);
    await api("PATCH", `/api/shifts/${shift.id}/`, { start_time: "08:00", flags: [flag("Float")] });
    await api("PATCH", `/api/shifts/${shift.id}/`, { comments: "only comments" });
    const history = await api("GET", `/api/shifts/${shift.id}/history/`);
    expect(history.status).toBe(200);
    expect(history.body).toHaveLength(2);
    const [created, changed] = history.body;
    expect(created.modified_by).toEqual({ id: expect.any(Number), full_name: "scheduler, Test" });
    expect(created.changes[0]).toEqual({ field: "created", old: null, new: true });
    expect(created.changes).toContainEqual({ field: "date", old: null, new: "2026-12-22" });
    expect(changed.changes).toEqual([
      { field: "start_time", old: "07:00:00", new: "08:00:00" },
      { field: "flags", old: [], new: [flag("Float")] },
    ]);
    expect(Date.parse(changed.modified_on) - Date.parse(created.modified_on)).toBe(60_000);
  });
});

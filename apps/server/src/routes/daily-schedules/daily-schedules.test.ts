import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { censusRows, dailySchedules, dailyScheduleTypes, departments } from "../../db/schema";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital } from "../../../test/factories";
import { type Caller, caller } from "../../../test/scheduling";
import { recordUpdates } from "../../../test/updates";

let t: TestApp;
let h: Hospital;
let other: Hospital;
let dept: number;
let otherDept: number;
let typeId: number;
const as: Record<string, Caller> = {};
let day = 0;

const MATRIX = [10, 20, 30].map((census) => ({
  census,
  acuity: { 1: census / 5, 2: census / 5, 3: census / 4, 4: census / 2, 5: census / 2 },
}));

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  other = await buildHospital(t.deps.db);
  dept = h.departments[0]?.id ?? 0;
  otherDept = h.departments[1]?.id ?? 0;
  await t.deps.db
    .update(departments)
    .set({ settings: { staffingMatrix: { [h.ref.shifts.d12]: MATRIX } } })
    .where(eq(departments.id, dept));
  const [type] = await t.deps.db
    .select()
    .from(dailyScheduleTypes)
    .where(eq(dailyScheduleTypes.orgId, h.orgId));
  typeId = type?.id ?? 0;
  for (const group of ["operator", "supervisor", "director", "scheduler", "admin", "nurse"] as const)
    as[group] = caller(t, await buildUser(t.deps.db, h, { group }));
  as.otherNurse = caller(t, await buildUser(t.deps.db, h, { group: "nurse", departmentIndex: 1 }));
  as.stranger = caller(t, await buildUser(t.deps.db, other, { group: "operator" }));
});

/** A fresh date for each test, so that every test starts its own day. */
function nextDate(): string {
  day += 1;
  return new Date(Date.UTC(2027, 0, day * 30)).toISOString().slice(0, 10);
}

type CensusItem = { id: number; name: string; time: string };

async function started(date = nextDate(), departmentId = dept) {
  const response = await (as.operator as Caller)("POST", "/api/daily-schedules/", {
    department_id: departmentId,
    type_id: typeId,
    date,
  });
  expect(response.status).toBe(201);
  return response.body as {
    id: number;
    date: string;
    // Every day starts with the type's two predefined rows.
    census: [CensusItem, CensusItem, ...CensusItem[]];
  } & Record<string, unknown>;
}

const op = () => as.operator as Caller;

describe("GET /api/daily-schedules/", () => {
  it("refuses an empty query, and names what a partial one lacks", async () => {
    const empty = await op()("GET", "/api/daily-schedules/");
    expect(empty.status).toBe(400);
    expect(empty.body.errors.query).toEqual(["Invalid request"]);
    const partial = await op()("GET", `/api/daily-schedules/?dept_id=${dept}`);
    expect(partial.status).toBe(400);
    expect(Object.keys(partial.body.errors)).toEqual(["for_date"]);
    const bad = await op()("GET", `/api/daily-schedules/?dept_id=${dept}&for_date=2027-02-30`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(["for_date"]);
  });

  it("loads the week of the date and a week either side", async () => {
    const created = await started("2027-06-16"); // a Wednesday: its week runs 13 to 19 June
    const url = (date: string) => `/api/daily-schedules/?dept_id=${dept}&type_id=${typeId}&for_date=${date}`;
    for (const date of ["2027-06-06", "2027-06-16", "2027-06-26"]) {
      const { status, body } = await op()("GET", url(date));
      expect(status).toBe(200);
      expect(body.map((row: { id: number }) => row.id)).toContain(created.id);
    }
    for (const date of ["2027-06-05", "2027-06-27"]) {
      const { body } = await op()("GET", url(date));
      expect(body.map((row: { id: number }) => row.id)).not.toContain(created.id);
    }
  });
});

describe("POST /api/daily-schedules/", () => {
  it("starts a day with the type's predefined census rows, timed by its shift types", async () => {
    const created = await started();
    expect(created).toMatchObject({ state: "draft", memos: "", shared_on: null, read_only: false });
    expect(created.census.map((row: { name: string; time: string }) => [row.name, row.time])).toEqual([
      ["Day shift census", "07:00:00"],
      ["Night shift census", "19:00:00"],
    ]);
  });

  it("refuses a second schedule of the same type for the day", async () => {
    const created = await started();
    const again = await op()("POST", "/api/daily-schedules/", {
      department_id: dept,
      type_id: typeId,
      date: created.date,
    });
    expect(again.status).toBe(400);
    expect(Object.keys(again.body.errors)).toEqual(["date"]);
  });

  it("refuses bad input by field, and types or departments of another hospital", async () => {
    const bad = await op()("POST", "/api/daily-schedules/", {
      department_id: dept,
      type_id: "x",
      date: "soon",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["date", "type_id"]);
    const [foreignType] = await t.deps.db
      .select()
      .from(dailyScheduleTypes)
      .where(eq(dailyScheduleTypes.orgId, other.orgId));
    const date = nextDate();
    const foreign = await op()("POST", "/api/daily-schedules/", {
      department_id: dept,
      type_id: foreignType?.id,
      date,
    });
    expect(foreign.status).toBe(404);
    const away = await op()("POST", "/api/daily-schedules/", {
      department_id: other.departments[0]?.id,
      type_id: typeId,
      date,
    });
    expect(away.status).toBe(404);
    const rows = await t.deps.db.select().from(dailySchedules).where(eq(dailySchedules.date, date));
    expect(rows).toEqual([]);
  });
});

describe("census", () => {
  it("computes totals, specialty subtotals and the matrix suggestion", async () => {
    const created = await started();
    const [dayRow, nightRow] = created.census;
    const breakdown = (values: number[]) =>
      Object.fromEntries(values.map((value, index) => [String(index + 1), { value }]));
    const { status, body } = await op()("PATCH", "/api/census/bulk_update/", [
      { id: dayRow.id, acuity1: 0, acuity2: 0, acuity3: 20, acuity4: 0, acuity5: 0, extra_staff: 1 },
      {
        id: nightRow.id,
        census_by_specialty: [
          { name: "Medical", show_acuity_subtotal: true, acuity_breakdown: breakdown([2, 3, 0, 0, 0]) },
          { name: "Surgical", show_acuity_subtotal: false, acuity_breakdown: breakdown([0, 0, 4, 1, 0]) },
        ],
      },
    ]);
    expect(status).toBe(200);
    // 20 patients at acuity 3 read the 20-patient row exactly: 5 staff.
    expect(body[0]).toMatchObject({ total: 20, acuity3: 20, acuity_staff: 5, extra_staff: 1 });
    // The night census speaks for no shift type with a matrix (only the day shift has one).
    expect(body[1]).toMatchObject({
      total: 10,
      acuity1: 2,
      acuity2: 3,
      acuity3: 4,
      acuity4: 1,
      acuity_staff: null,
    });
    expect(body[1].census_by_specialty.map((s: { subtotal: number }) => s.subtotal)).toEqual([5, 5]);
    const read = await op()("GET", `/api/census/?daily_schedule_id=${created.id}`);
    expect(read.body.map((row: { total: number }) => row.total)).toEqual([20, 10]);
  });

  it("adds rows at the end, and refuses bad rows naming the field, changing nothing", async () => {
    const created = await started();
    const added = await op()("POST", "/api/census/", [
      { daily_schedule_id: created.id, name: "Observation", time: "1100", acuity2: 3 },
    ]);
    expect(added.status).toBe(201);
    expect(added.body[0]).toMatchObject({ name: "Observation", time: "11:00:00", total: 3, position: 2 });
    const bad = await op()("POST", "/api/census/", [
      { daily_schedule_id: created.id, name: "Ok" },
      { daily_schedule_id: created.id, name: "Bad", acuity1: -1 },
    ]);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(["1.acuity1"]);
    const badTime = await op()("PATCH", "/api/census/bulk_update/", [
      { id: added.body[0].id, time: "25:00" },
    ]);
    expect(badTime.status).toBe(400);
    const unknown = await op()("PATCH", "/api/census/bulk_update/", [{ id: 2_000_000_000, notes: "x" }]);
    expect(unknown.status).toBe(400);
    const rows = await t.deps.db.select().from(censusRows).where(eq(censusRows.dailyScheduleId, created.id));
    expect(rows.map((row) => row.name).sort()).toEqual([
      "Day shift census",
      "Night shift census",
      "Observation",
    ]);
    expect(rows.find((row) => row.name === "Observation")?.time).toBe("11:00:00");
  });

  it("needs a daily schedule id", async () => {
    const { status } = await op()("GET", "/api/census/");
    expect(status).toBe(400);
  });
});

describe("who may do what", () => {
  it("lets operations management of any department work; directors, schedulers and admins have no access", async () => {
    const created = await started(nextDate(), otherDept);
    const patched = await (as.supervisor as Caller)("PATCH", `/api/daily-schedules/${created.id}/`, {
      memos: "Two sitters needed",
    });
    expect(patched.status).toBe(200);
    expect(patched.body.memos).toBe("Two sitters needed");
    for (const group of ["director", "scheduler", "admin"]) {
      const list = await (as[group] as Caller)(
        "GET",
        `/api/daily-schedules/?dept_id=${dept}&for_date=${created.date}`,
      );
      expect(list.status, group).toBe(403);
      const write = await (as[group] as Caller)("PATCH", `/api/daily-schedules/${created.id}/`, {
        memos: "x",
      });
      expect(write.status, group).toBe(403);
    }
  });

  it("shows staff their unit's daily schedules once shared, read-only", async () => {
    const created = await started();
    const nurse = as.nurse as Caller;
    const list = `/api/daily-schedules/?dept_id=${dept}&for_date=${created.date}`;
    expect((await nurse("GET", list)).body.map((row: { id: number }) => row.id)).not.toContain(created.id);
    expect((await nurse("GET", `/api/daily-schedules/${created.id}/`)).status).toBe(404);
    expect((await nurse("GET", `/api/census/?daily_schedule_id=${created.id}`)).status).toBe(404);
    const shared = await op()("POST", `/api/daily-schedules/${created.id}/share/`);
    expect(shared.status).toBe(200);
    expect(shared.body.shared_on).not.toBeNull();
    const seen = (await nurse("GET", list)).body.find((row: { id: number }) => row.id === created.id);
    expect(seen).toMatchObject({
      read_only: true,
      census: [{ name: "Day shift census" }, { name: "Night shift census" }],
    });
    expect((await nurse("GET", `/api/census/?daily_schedule_id=${created.id}`)).status).toBe(200);
    expect((await nurse("PATCH", `/api/daily-schedules/${created.id}/`, { memos: "x" })).status).toBe(403);
    expect((await nurse("POST", `/api/daily-schedules/${created.id}/share/`)).status).toBe(403);
    expect(
      (await nurse("PATCH", "/api/census/bulk_update/", [{ id: seen.census[0].id, acuity1: 1 }])).status,
    ).toBe(403);
    // Another unit's nurse: not their department.
    const otherNurse = as.otherNurse as Caller;
    expect((await otherNurse("GET", list)).status).toBe(404);
    expect((await otherNurse("GET", `/api/daily-schedules/${created.id}/`)).status).toBe(404);
  });

  it("hides every daily schedule from another hospital", async () => {
    const created = await started();
    const stranger = as.stranger as Caller;
    expect((await stranger("GET", `/api/daily-schedules/${created.id}/`)).status).toBe(404);
    expect((await stranger("PATCH", `/api/daily-schedules/${created.id}/`, { memos: "x" })).status).toBe(404);
    expect((await stranger("POST", `/api/daily-schedules/${created.id}/finalize/`)).status).toBe(404);
    expect((await stranger("GET", `/api/census/?daily_schedule_id=${created.id}`)).status).toBe(404);
    expect(
      (await stranger("PATCH", "/api/census/bulk_update/", [{ id: created.census[0].id, notes: "x" }]))
        .status,
    ).toBe(400);
    expect(
      (await stranger("GET", `/api/daily-schedules/?dept_id=${dept}&for_date=${created.date}`)).status,
    ).toBe(404);
  });
});

describe("finalize", () => {
  it("cannot be undone: every later write is refused and nothing changes", async () => {
    const created = await started();
    await op()("PATCH", `/api/daily-schedules/${created.id}/`, { memos: "Before" });
    const final = await op()("POST", `/api/daily-schedules/${created.id}/finalize/`);
    expect(final.status).toBe(200);
    expect(final.body).toMatchObject({ state: "finalized", read_only: true, memos: "Before" });
    expect(final.body.finalized_on).not.toBeNull();
    expect(final.body.shared_on).not.toBeNull();
    const refusals = [
      await op()("PATCH", `/api/daily-schedules/${created.id}/`, { memos: "After" }),
      await op()("POST", `/api/daily-schedules/${created.id}/share/`),
      await op()("POST", `/api/daily-schedules/${created.id}/finalize/`),
      await op()("POST", "/api/census/", [{ daily_schedule_id: created.id, name: "Late" }]),
      await op()("PATCH", "/api/census/bulk_update/", [{ id: created.census[0].id, acuity1: 4 }]),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(403);
      expect(refusal.body.detail_key).toBe("errors.forbidden.daily_schedule_finalized");
    }
    const [row] = await t.deps.db
      .select()
      .from(dailySchedules)
      .where(and(eq(dailySchedules.id, created.id), eq(dailySchedules.state, "finalized")));
    expect(row?.memos).toBe("Before");
    const rows = await t.deps.db.select().from(censusRows).where(eq(censusRows.dailyScheduleId, created.id));
    expect(rows.map((r) => r.acuity1)).toEqual([0, 0]);
  });
});

describe("live updates", () => {
  it("tells the department's viewers of every change", async () => {
    const updates = await recordUpdates(t);
    try {
      const created = await started();
      await op()("PATCH", "/api/census/bulk_update/", [{ id: created.census[0].id, acuity2: 4 }]);
      await op()("POST", `/api/daily-schedules/${created.id}/share/`);
      await updates.drain(h.orgId);
      const heard = updates.events
        .filter((event) => event.contentType === "daily schedule" && event.id === created.id)
        .map((event) => [event.action, event.audience]);
      expect(heard).toEqual([
        ["created", { kind: "departments", departmentIds: [dept] }],
        ["updated", { kind: "departments", departmentIds: [dept] }],
        ["shared", { kind: "departments", departmentIds: [dept] }],
      ]);
    } finally {
      await updates.stop();
    }
  });
});

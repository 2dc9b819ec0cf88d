import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { type Caller, caller, dayShift, nightShift, showSchedulesToStaff } from "../../../test/scheduling";
import { departments, organisations } from "../../db/schema";

/**
 * A hand-computed period (2026-12-06 to 2027-01-16) for two full-time RNs (36 h a week, two
 * weekend shifts minimum), with at most 2 day shifts in a row and no RN night shift wanted:
 *  - A works 12-08 day 07-19 and evening 15-23 (overlap), 12-10 night, 12-11 day: 44 h in week 1;
 *  - B works days 12-13, 12-14, 12-15: the third in a row is one too many; 36 h is not overtime.
 */
let t: TestApp;
let h: Hospital;
let manager: Caller;
let a: TestUser;
let b: TestUser;
let scheduleId: number;
const shiftIds: Record<string, number> = {};

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  const { rn } = h.ref.jobs;
  const { d12, n12, e8 } = h.ref.shifts;
  const [org] = await t.deps.db.select().from(organisations).where(eq(organisations.id, h.orgId));
  await t.deps.db
    .update(organisations)
    .set({
      settings: {
        ...org?.settings,
        validations: { consecutiveShifts: { data: [{ jobTypes: [rn.id], shiftTypes: { [d12]: 2 } }] } },
      },
    })
    .where(eq(organisations.id, h.orgId));
  await t.deps.db
    .update(departments)
    .set({ settings: { staffNeeded: [{ jobTypes: [rn.id], shiftTypes: { [n12]: 0 } }] } })
    .where(eq(departments.id, h.departments[0]?.id ?? 0));
  manager = caller(t, await buildUser(t.deps.db, h, { group: "scheduler" }));
  a = await buildUser(t.deps.db, h, { group: "nurse" });
  b = await buildUser(t.deps.db, h, { group: "nurse" });
  const created = await manager("POST", "/api/shifts/", [
    dayShift(h, a, "2026-12-08"),
    dayShift(h, a, "2026-12-08", { type_id: e8 }),
    nightShift(h, a, "2026-12-10"),
    dayShift(h, a, "2026-12-11"),
    dayShift(h, b, "2026-12-13"),
    dayShift(h, b, "2026-12-14"),
    dayShift(h, b, "2026-12-15"),
  ]);
  expect(created.status).toBe(201);
  ["a8", "a8e", "a10n", "a11", "b13", "b14", "b15"].forEach((name, i) => {
    shiftIds[name] = created.body[i].id;
  });
  scheduleId = created.body[0].schedule_id;
  await showSchedulesToStaff(t.deps.db, h);
});

const A = () => String(a.userId);
const B = () => String(b.userId);
const N12 = () => String(h.ref.shifts.n12);

describe("GET /api/schedules/{id}/errors/", () => {
  it("answers every validator with errors, by priority, with the error_data shapes of G-009", async () => {
    const response = await manager("GET", `/api/schedules/${scheduleId}/errors/`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { validator: "TimeConflictValidator", priority: 0, error_data: { [A()]: ["2026-12-08"] } },
      { validator: "ConsecutiveShiftsValidator", priority: 50, error_data: { [B()]: ["2026-12-15"] } },
      {
        validator: "ImbalanceValidator",
        priority: 100,
        error_data: [{ job_types: [h.ref.jobs.rn.id], shift_types: { [N12()]: ["2026-12-10"] } }],
      },
      { validator: "OvertimeValidator", priority: 150, error_data: { [A()]: ["2026-12-06"] } },
      {
        validator: "MinimumCountValidator",
        priority: 200,
        error_data: { [A()]: { assigned: 0, min: 2 }, [B()]: { assigned: 1, min: 2 } },
      },
    ]);
  });

  it("gives staff their own time conflicts, overtime and consecutive shifts only", async () => {
    expect((await caller(t, a)("GET", `/api/schedules/${scheduleId}/errors/`)).body).toEqual([
      { validator: "TimeConflictValidator", priority: 0, error_data: { [A()]: ["2026-12-08"] } },
      { validator: "OvertimeValidator", priority: 150, error_data: { [A()]: ["2026-12-06"] } },
    ]);
    expect((await caller(t, b)("GET", `/api/schedules/${scheduleId}/errors/`)).body).toEqual([
      { validator: "ConsecutiveShiftsValidator", priority: 50, error_data: { [B()]: ["2026-12-15"] } },
    ]);
  });

  it("drops an error as soon as the edit that caused it is undone", async () => {
    await manager("PATCH", `/api/shifts/${shiftIds.a8e}/`, {
      start_time: "19:00",
      end_time: "23:00",
      date: "2026-12-09",
    });
    const after = await manager("GET", `/api/schedules/${scheduleId}/errors/`);
    expect(after.body.map((r: { validator: string }) => r.validator)).not.toContain("TimeConflictValidator");
    await manager("PATCH", `/api/shifts/${shiftIds.a8e}/`, {
      start_time: "15:00",
      end_time: "23:00",
      date: "2026-12-08",
    });
    expect((await manager("GET", `/api/schedules/${scheduleId}/errors/`)).body[0].validator).toBe(
      "TimeConflictValidator",
    );
  });
});

describe("GET /api/shifts/{id}/errors/", () => {
  it.each([
    [
      "a8",
      () => [
        { validator: "TimeConflictValidator", priority: 0, error_data: { [A()]: ["2026-12-08"] } },
        { validator: "OvertimeValidator", priority: 150, error_data: { [A()]: ["2026-12-06"] } },
      ],
    ],
    [
      "a10n",
      () => [
        {
          validator: "ImbalanceValidator",
          priority: 100,
          error_data: [{ job_types: [h.ref.jobs.rn.id], shift_types: { [N12()]: ["2026-12-10"] } }],
        },
        { validator: "OvertimeValidator", priority: 150, error_data: { [A()]: ["2026-12-06"] } },
      ],
    ],
    [
      "b15",
      () => [
        { validator: "ConsecutiveShiftsValidator", priority: 50, error_data: { [B()]: ["2026-12-15"] } },
      ],
    ],
    [
      "b13",
      () => [
        { validator: "ConsecutiveShiftsValidator", priority: 50, error_data: { [B()]: ["2026-12-15"] } },
        { validator: "MinimumCountValidator", priority: 200, error_data: { [B()]: { assigned: 1, min: 2 } } },
      ],
    ],
  ])("the errors involving shift %s", async (name, expected) => {
    const response = await manager("GET", `/api/shifts/${shiftIds[name]}/errors/`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(expected());
  });

  it("tells staff nothing of a colleague's shift", async () => {
    expect((await caller(t, b)("GET", `/api/shifts/${shiftIds.a8}/errors/`)).body).toEqual([]);
  });
});

describe("event errors", () => {
  it("validates proposed events without saving them", async () => {
    const proposal = (extra: object) => ({
      assignee_id: a.userId,
      department_id: h.departments[0]?.id,
      type_id: h.ref.eventTypes[0]?.id,
      ...extra,
    });
    const clash = await manager("POST", "/api/events/validate/", [proposal({ dates: ["2026-12-11"] })]);
    expect(clash.status).toBe(200);
    // A whole-day event on the 11th also meets the night shift of the 10th, which ends at 07:00 on the 11th.
    expect(clash.body).toEqual([
      {
        validator: "TimeConflictValidator",
        priority: 0,
        error_data: { [A()]: ["2026-12-10", "2026-12-11"] },
      },
    ]);
    const evening = await manager("POST", "/api/events/validate/", [
      proposal({ dates: ["2026-12-09"], start_time: "20:00", end_time: "22:00" }),
    ]);
    expect(evening.body).toEqual([]);
    expect((await manager("GET", `/api/events/?between=2026-12-01,2026-12-31`)).body.count).toBe(0);
    expect(
      (
        await manager("POST", "/api/events/validate/", [
          proposal({ dates: ["2026-12-11"], assignee_id: 999999 }),
        ])
      ).status,
    ).toBe(400);
  });

  it("answers a saved event's errors", async () => {
    const [event] = (
      await manager("POST", "/api/events/", [
        {
          assignee_id: b.userId,
          department_id: h.departments[0]?.id,
          type_id: h.ref.eventTypes[0]?.id,
          dates: ["2026-12-14"],
        },
      ])
    ).body;
    const response = await manager("GET", `/api/events/${event.id}/errors/`);
    expect(response.body).toEqual([
      { validator: "TimeConflictValidator", priority: 0, error_data: { [B()]: ["2026-12-14"] } },
    ]);
    const all = await manager("GET", `/api/schedules/${scheduleId}/errors/`);
    expect(all.body[0]).toEqual({
      validator: "TimeConflictValidator",
      priority: 0,
      error_data: { [A()]: ["2026-12-08"], [B()]: ["2026-12-14"] },
    });
  });
});

describe("GET /api/shifts/errors/ (P-030)", () => {
  it("answers a schedule's errors by schedule_id, or by department and dates within its period", async () => {
    const bySchedule = await manager("GET", `/api/schedules/${scheduleId}/errors/`);
    expect(bySchedule.status).toBe(200);
    expect(await manager("GET", `/api/shifts/errors/?schedule_id=${scheduleId}`)).toEqual(bySchedule);
    const dept = h.departments[0]?.id;
    expect(await manager("GET", `/api/shifts/errors/?dept_id=${dept}&between=2026-12-06,2027-01-16`)).toEqual(
      bySchedule,
    );
  });

  it.each([
    ["nothing to find it by", ""],
    ["dates across two periods", `?dept_id=1&between=2026-12-06,2027-01-20`],
    ["dates that do not exist", `?dept_id=1&between=2026-02-30,2026-03-01`],
  ])("refuses %s with 400", async (_label, query) => {
    const dept = h.departments[0]?.id ?? 0;
    expect(
      (await manager("GET", `/api/shifts/errors/${query.replace("dept_id=1", `dept_id=${dept}`)}`)).status,
    ).toBe(400);
  });
});

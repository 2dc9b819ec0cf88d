import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { type Caller, caller, dayShift } from "../../../test/scheduling";
import { departments, schedules, shiftHistory, shifts } from "../../db/schema";

let t: TestApp;
let h: Hospital;
let scheduler: Caller;
let otherScheduler: Caller;
let staff: Caller;
let nurse: TestUser;
let nurse2: TestUser;
let dept: number;
let next = 0;

const activity = (extra: object = {}) => ({
  type_id: h.ref.shifts.d12,
  start_time: "07:00",
  end_time: "19:00",
  ...extra,
});

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  dept = h.departments[0]?.id ?? 0;
  scheduler = caller(t, await buildUser(t.deps.db, h, { group: "scheduler" }));
  otherScheduler = caller(t, await buildUser(t.deps.db, h, { group: "scheduler", departmentIndex: 1 }));
  nurse = await buildUser(t.deps.db, h, { group: "nurse" });
  nurse2 = await buildUser(t.deps.db, h, { group: "nurse" });
  staff = caller(t, nurse);
});

/** A fresh period of the first department (each call 42 days further on), in the given state. */
async function period(state = "draft"): Promise<{ id: number; startOn: string; endOn: string }> {
  next += 1;
  const date = new Date(Date.UTC(2027, 0, 17 + next * 42)).toISOString().slice(0, 10);
  const response = await scheduler(
    "GET",
    `/api/schedules/?dept_id=${dept}&for_date=${date}&omit=shifts,events`,
  );
  expect(response.status).toBe(200);
  await t.deps.db.update(schedules).set({ state }).where(eq(schedules.id, response.body.id));
  return { id: response.body.id, startOn: response.body.start_on, endOn: response.body.end_on };
}

/** A template as the wire answers it (the fields these tests read). */
interface WireTemplate {
  id: number | null;
  profile_id: number;
  shifts: { offset: number; activities: Record<string, unknown>[] }[];
}

const templateOf = async (profileId: number): Promise<WireTemplate | undefined> => {
  const list = await scheduler("GET", `/api/schedule-templates/?dept_id=${dept}`);
  const rows = list.body.results as WireTemplate[];
  return rows.find((row) => row.profile_id === profileId);
};

async function setDay(person: TestUser, offset: number, activities: object[]) {
  const current = await templateOf(person.profileId);
  const response = await scheduler("PATCH", `/api/schedule-templates/${person.profileId}/`, {
    id: current?.id ?? null,
    department_id: dept,
    offset,
    activities,
  });
  expect(response.status).toBe(200);
  return response.body as WireTemplate;
}

const periodShifts = (assigneeId: number, from: string, to: string) =>
  scheduler("GET", `/api/shifts/?dept_id=${dept}&assignee_id=${assigneeId}&between=${from},${to}`).then(
    (r) => r.body.results as { id: number; date: string; start_time: string }[],
  );

describe("schedule templates (J-001, J-002)", () => {
  it("lists the department's people, each with a template or an empty one", async () => {
    const response = await scheduler("GET", `/api/schedule-templates/?dept_id=${dept}`);
    expect(response.status).toBe(200);
    const mine = response.body.results.find(
      (row: { profile_id: number }) => row.profile_id === nurse.profileId,
    );
    expect(mine).toMatchObject({ id: null, department_id: dept, user_id: nurse.userId, shifts: [] });
    expect(response.body.count).toBe(response.body.results.length);
  });

  it("sets, replaces and clears one day, keeping the others", async () => {
    await setDay(nurse, 3, [activity({ comments: "Charge" })]);
    const body = await setDay(nurse, 1, [
      activity({ type_id: h.ref.shifts.n12, start_time: "1900", end_time: "0700" }),
    ]);
    expect(body.shifts.map((day: { offset: number }) => day.offset)).toEqual([1, 3]);
    expect(body.shifts[0]?.activities[0]).toMatchObject({
      start_time: "19:00:00",
      end_time: "07:00:00",
      on_call: false,
    });
    expect(body.shifts[1]?.activities[0]).toMatchObject({
      comments: "Charge",
      flags: [],
      settings: { sitter: null },
    });
    const cleared = await setDay(nurse, 1, []);
    expect(cleared.shifts.map((day: { offset: number }) => day.offset)).toEqual([3]);
    await setDay(nurse, 3, []);
  });

  it("refuses a stale template id with 412 and changes nothing", async () => {
    await setDay(nurse2, 0, [activity()]);
    const response = await scheduler("PATCH", `/api/schedule-templates/${nurse2.profileId}/`, {
      id: null,
      department_id: dept,
      offset: 2,
      activities: [activity()],
    });
    expect(response.status).toBe(412);
    expect((await templateOf(nurse2.profileId))?.shifts).toHaveLength(1);
    await setDay(nurse2, 0, []);
  });

  it.each([
    ["an offset past the pattern", () => ({ offset: 42 }), "offset"],
    [
      "an unknown shift type",
      () => ({ activities: [activity({ type_id: 999_999 })] }),
      "activities.0.type_id",
    ],
    [
      "equal start and end",
      () => ({ activities: [activity({ end_time: "07:00" })] }),
      "activities.0.end_time",
    ],
    ["a bad time", () => ({ activities: [activity({ start_time: "25:00" })] }), "activities.0.start_time"],
    ["a negative offset", () => ({ offset: -1 }), "offset"],
    [
      "four activities",
      () => ({ activities: [activity(), activity(), activity(), activity()] }),
      "activities",
    ],
    ["no department", () => ({ department_id: undefined }), "department_id"],
  ])("answers 400 for %s, naming the field, and changes nothing", async (_label, change, field) => {
    const response = await scheduler("PATCH", `/api/schedule-templates/${nurse.profileId}/`, {
      department_id: dept,
      offset: 0,
      activities: [activity()],
      ...change(),
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toContain(field);
    expect((await templateOf(nurse.profileId))?.shifts).toEqual([]);
  });

  it("keeps templates to management of the department", async () => {
    expect((await staff("GET", `/api/schedule-templates/?dept_id=${dept}`)).status).toBe(403);
    expect((await otherScheduler("GET", `/api/schedule-templates/?dept_id=${dept}`)).status).toBe(404);
    const patch = await otherScheduler("PATCH", `/api/schedule-templates/${nurse.profileId}/`, {
      department_id: dept,
      offset: 0,
      activities: [activity()],
    });
    expect(patch.status).toBe(404);
    const foreign = await otherScheduler("PATCH", `/api/schedule-templates/${nurse.profileId}/`, {
      department_id: h.departments[1]?.id,
      offset: 0,
      activities: [activity()],
    });
    expect(foreign.status).toBe(404);
    expect((await scheduler("GET", "/api/schedule-templates/?dept_id=abc")).status).toBe(400);
  });
});

describe("applying templates (Z-029)", () => {
  it("makes the shifts of an empty period with their history, repeating nothing twice", async () => {
    await setDay(nurse, 0, [activity({ internal_comments: "Float pool" })]);
    await setDay(nurse, 2, [activity({ type_id: h.ref.shifts.n12, start_time: "19:00", end_time: "07:00" })]);
    const target = await period();
    // A one-week rotation: its two days repeat over the six weeks of the period.
    await t.deps.db.update(departments).set({ numOfWeeksPerSchedule: 1 }).where(eq(departments.id, dept));
    const response = await scheduler("POST", "/api/schedule-templates/apply/", {
      department_id: dept,
      schedule_id: target.id,
    });
    expect(response.status).toBe(201);
    expect(response.body.skipped).toEqual([]);
    expect(Array.isArray(response.body.errors)).toBe(true);
    const made = await periodShifts(nurse.userId, target.startOn, target.endOn);
    expect(made).toHaveLength(12);
    expect(response.body.created).toHaveLength(12);
    expect(response.body.created[0]).toMatchObject({ date: target.startOn, internal_comments: "Float pool" });
    const [first] = made;
    const history = await t.deps.db
      .select()
      .from(shiftHistory)
      .where(eq(shiftHistory.shiftId, first?.id ?? 0));
    expect(history).toHaveLength(1);

    // Applying again changes nothing: every day is taken now, and each one is reported.
    const again = await scheduler("POST", "/api/schedule-templates/apply/", {
      department_id: dept,
      schedule_id: target.id,
    });
    expect(again.status).toBe(201);
    expect(again.body.created).toEqual([]);
    expect(again.body.skipped).toHaveLength(12);
    expect(again.body.skipped[0]).toMatchObject({
      profile_id: nurse.profileId,
      user_id: nurse.userId,
      date: target.startOn,
      reason: "has_shift",
    });
    expect(await periodShifts(nurse.userId, target.startOn, target.endOn)).toHaveLength(12);
    await t.deps.db.update(departments).set({ numOfWeeksPerSchedule: 6 }).where(eq(departments.id, dept));
    await setDay(nurse, 0, []);
    await setDay(nurse, 2, []);
  });

  it("skips and reports days with a shift or time off, and makes the rest", async () => {
    await setDay(nurse2, 0, [activity()]);
    await setDay(nurse2, 1, [activity()]);
    await setDay(nurse2, 5, [activity()]);
    const target = await period();
    const dayTwo = new Date(`${target.startOn}T00:00:00Z`);
    dayTwo.setUTCDate(dayTwo.getUTCDate() + 1);
    const second = dayTwo.toISOString().slice(0, 10);
    expect((await scheduler("POST", "/api/shifts/", [dayShift(h, nurse2, target.startOn)])).status).toBe(201);
    const vacation = h.ref.eventTypes.find((row) => row.name === "Vacation")?.id;
    const event = await scheduler("POST", "/api/events/", [
      { assignee_id: nurse2.userId, department_id: dept, type_id: vacation, dates: [second] },
    ]);
    expect(event.status).toBe(201);
    const response = await scheduler("POST", "/api/schedule-templates/apply/", {
      department_id: dept,
      schedule_id: target.id,
      profile_ids: [nurse2.profileId],
    });
    expect(response.status).toBe(201);
    expect(response.body.skipped.slice(0, 2)).toEqual([
      expect.objectContaining({ date: target.startOn, reason: "has_shift" }),
      expect.objectContaining({ date: second, reason: "has_event" }),
    ]);
    expect(response.body.skipped).toHaveLength(2);
    expect(response.body.created.map((row: { assignee_id: number }) => row.assignee_id)).toEqual([
      nurse2.userId,
    ]);
    await setDay(nurse2, 0, []);
    await setDay(nurse2, 1, []);
    await setDay(nurse2, 5, []);
  });

  it.each(["published", "current", "pending_post_approval"])(
    "refuses a %s period like any shift write, making nothing",
    async (state) => {
      await setDay(nurse, 0, [activity()]);
      const target = await period(state);
      const response = await scheduler("POST", "/api/schedule-templates/apply/", {
        department_id: dept,
        schedule_id: target.id,
      });
      expect(response.status).toBe(403);
      expect(response.body.code).toBeDefined();
      const made = await t.deps.db
        .select()
        .from(shifts)
        .where(and(eq(shifts.scheduleId, target.id)));
      expect(made).toEqual([]);
      await setDay(nurse, 0, []);
    },
  );

  it("refuses a schedule of another department, another department's scheduler and staff", async () => {
    const target = await period();
    const wrong = await scheduler("POST", "/api/schedule-templates/apply/", {
      department_id: h.departments[1]?.id,
      schedule_id: target.id,
    });
    expect([400, 404]).toContain(wrong.status);
    const bad = await scheduler("POST", "/api/schedule-templates/apply/", {
      department_id: dept,
      schedule_id: "x",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toContain("schedule_id");
    expect(
      (
        await otherScheduler("POST", "/api/schedule-templates/apply/", {
          department_id: dept,
          schedule_id: target.id,
        })
      ).status,
    ).toBe(404);
    expect(
      (await staff("POST", "/api/schedule-templates/apply/", { department_id: dept, schedule_id: target.id }))
        .status,
    ).toBe(403);
  });

  it("saves a period as the department's templates", async () => {
    const source = await period();
    await scheduler("POST", "/api/shifts/", [
      dayShift(h, nurse, source.startOn),
      dayShift(h, nurse2, source.startOn, { start_time: "08:00", end_time: "16:00" }),
    ]);
    const response = await scheduler("POST", "/api/schedule-templates/from_schedule/", {
      schedule_id: source.id,
    });
    expect(response.status).toBe(200);
    const mine = response.body.results.find(
      (row: { profile_id: number }) => row.profile_id === nurse2.profileId,
    );
    expect(mine.shifts).toEqual([
      { offset: 0, activities: [expect.objectContaining({ start_time: "08:00:00", end_time: "16:00:00" })] },
    ]);
    expect((await templateOf(nurse.profileId))?.shifts).toHaveLength(1);
    await setDay(nurse, 0, []);
    await setDay(nurse2, 0, []);
  });
});

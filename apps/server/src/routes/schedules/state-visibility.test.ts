import { SCHEDULE_STATES } from "@rosterly/domain/schedule";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital } from "../../../test/factories";
import { type Caller, caller, dayShift } from "../../../test/scheduling";
import { organisations, schedules } from "../../db/schema";

/**
 * F-009, Z-010: staff read a schedule's shifts and colleagues' events only in the states the hospital
 * shows them; by default self_schedule, under_nurse_review, published, current and past.
 */
const SHOWN = new Set(["self_schedule", "under_nurse_review", "published", "current", "past"]);
const DATE = "2026-12-09";

let t: TestApp;
let h: Hospital;
let nurse: Caller;
let scheduleId: number;
let ownShift: number;
let colleagueShift: number;
let colleagueEvent: number;

async function setState(state: string) {
  await t.deps.db.update(schedules).set({ state }).where(eq(schedules.id, scheduleId));
}

async function whatTheNurseReads() {
  const schedule = await nurse("GET", `/api/schedules/${scheduleId}/`);
  const list = await nurse("GET", `/api/shifts/?between=${DATE},${DATE}`);
  const events = await nurse("GET", `/api/events/?between=${DATE},2026-12-10`);
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort();
  const listed: { id: number }[] = Object.values(list.body.results ?? {}).flat() as { id: number }[];
  return {
    scheduleStatus: schedule.status,
    scheduleShifts: ids(schedule.body.shifts),
    listedShifts: ids(listed),
    ownShift: (await nurse("GET", `/api/shifts/${ownShift}/`)).status,
    ownHistory: (await nurse("GET", `/api/shifts/${ownShift}/history/`)).status,
    colleagueShift: (await nurse("GET", `/api/shifts/${colleagueShift}/`)).status,
    colleagueEvent: (await nurse("GET", `/api/events/${colleagueEvent}/`)).status,
    listedEvents: ids(events.body.results ?? []),
  };
}

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  const scheduler = caller(t, await buildUser(t.deps.db, h, { group: "scheduler" }));
  const me = await buildUser(t.deps.db, h, { group: "nurse" });
  const colleague = await buildUser(t.deps.db, h, { group: "nurse" });
  nurse = caller(t, me);
  const created = await scheduler("POST", "/api/shifts/", [
    dayShift(h, me, DATE),
    dayShift(h, colleague, DATE),
  ]);
  [ownShift, colleagueShift] = created.body.map((row: { id: number }) => row.id);
  scheduleId = created.body[0].schedule_id;
  const event = await scheduler("POST", "/api/events/", [
    {
      assignee_id: colleague.userId,
      department_id: h.departments[0]?.id,
      type_id: h.ref.eventTypes[0]?.id,
      dates: ["2026-12-10"],
    },
  ]);
  colleagueEvent = event.body[0].id;
});

describe("which schedule states staff read", () => {
  it.each(SCHEDULE_STATES.map((state) => [state, SHOWN.has(state)] as const))(
    "%s: shown %s",
    async (state, shown) => {
      await setState(state);
      const read = await whatTheNurseReads();
      const both = [ownShift, colleagueShift].sort();
      expect(read).toEqual({
        scheduleStatus: 200,
        scheduleShifts: shown ? both : [],
        listedShifts: shown ? both : [],
        ownShift: shown ? 200 : 404,
        ownHistory: shown ? 200 : 404,
        colleagueShift: shown ? 200 : 404,
        colleagueEvent: shown ? 200 : 404,
        listedEvents: shown ? [colleagueEvent] : [],
      });
    },
  );

  it("follows the hospital's settings", async () => {
    const [org] = await t.deps.db.select().from(organisations).where(eq(organisations.id, h.orgId));
    await t.deps.db
      .update(organisations)
      .set({
        settings: {
          ...org?.settings,
          scheduling: {
            ...(org?.settings.scheduling as object),
            states: { initial: { staffVisible: true } },
          },
        },
      })
      .where(eq(organisations.id, h.orgId));
    await setState("initial");
    expect((await whatTheNurseReads()).ownShift).toBe(200);
    await setState("published");
    expect((await whatTheNurseReads()).ownShift).toBe(404);
  });
});

import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/app";
import { buildHospital, type Hospital } from "../../test/factories";
import { schedules } from "../db/schema";
import { recordUpdates } from "../../test/updates";
import { buildApp } from "../app";
import { runScheduleCalendar } from "./schedule-calendar";
import { registerScheduleCalendar } from "./schedule-clock";

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
});

async function periodsOf(h: Hospital) {
  return t.deps.db
    .select({
      departmentId: schedules.departmentId,
      startOn: schedules.startOn,
      endOn: schedules.endOn,
      state: schedules.state,
    })
    .from(schedules)
    .where(eq(schedules.orgId, h.orgId))
    .orderBy(schedules.departmentId, schedules.startOn);
}

async function setState(h: Hospital, startOn: string, state: string) {
  await t.deps.db
    .update(schedules)
    .set({ state })
    .where(and(eq(schedules.orgId, h.orgId), eq(schedules.startOn, startOn)));
}

describe("the schedule calendar job", () => {
  it("keeps the current period and the next two for every scheduling department (Y-016)", async () => {
    const h = await buildHospital(t.deps.db);
    const run = await runScheduleCalendar(t.deps.db, new Date("2026-11-22T15:00:00Z"), { orgIds: [h.orgId] });
    expect(run.created).toHaveLength(6);
    const starts = (await periodsOf(h))
      .filter((p) => p.departmentId === h.departments[0]?.id)
      .map((p) => [p.startOn, p.endOn, p.state]);
    expect(starts).toEqual([
      ["2026-10-25", "2026-12-05", "initial"],
      ["2026-12-06", "2027-01-16", "initial"],
      ["2027-01-17", "2027-02-27", "initial"],
    ]);
    expect(
      (await runScheduleCalendar(t.deps.db, new Date("2026-11-22T16:00:00Z"), { orgIds: [h.orgId] })).created,
    ).toEqual([]);
  });

  it("moves published to current and current to past at midnight in the organisation's time zone (Y-017)", async () => {
    const h = await buildHospital(t.deps.db);
    await runScheduleCalendar(t.deps.db, new Date("2026-11-22T15:00:00Z"), { orgIds: [h.orgId] });
    await setState(h, "2026-10-25", "current");
    await setState(h, "2026-12-06", "published");
    // 23:30 on 5 December in Chicago: nothing moves yet.
    const before = await runScheduleCalendar(t.deps.db, new Date("2026-12-06T05:30:00Z"), {
      orgIds: [h.orgId],
    });
    expect(before.moved).toEqual([]);
    // 00:30 on 6 December in Chicago.
    const after = await runScheduleCalendar(t.deps.db, new Date("2026-12-06T06:30:00Z"), {
      orgIds: [h.orgId],
    });
    expect(after.moved.map((row) => [row.startOn, row.state]).sort()).toEqual([
      ["2026-10-25", "past"],
      ["2026-10-25", "past"],
      ["2026-12-06", "current"],
      ["2026-12-06", "current"],
    ]);
    expect(after.created.map((row) => row.startOn)).toEqual(["2027-02-28", "2027-02-28"]);
    const untouched = (await periodsOf(h)).find((p) => p.startOn === "2027-01-17");
    expect(untouched?.state).toBe("initial");
  });

  it("does each creation and each move exactly once however many servers run it at the same time", async () => {
    const h = await buildHospital(t.deps.db);
    await runScheduleCalendar(t.deps.db, new Date("2026-11-22T15:00:00Z"), { orgIds: [h.orgId] });
    await setState(h, "2026-12-06", "published");
    const updates = await recordUpdates(t);
    try {
      const now = new Date("2026-12-07T15:00:00Z");
      const runs = await Promise.all(
        Array.from({ length: 4 }, () => runScheduleCalendar(t.deps.db, now, { orgIds: [h.orgId] })),
      );
      const moved = runs.flatMap((run) => run.moved);
      const created = runs.flatMap((run) => run.created);
      const perDepartment = (suffix: string) => h.departments.map((d) => `${d.id}:${suffix}`).sort();
      expect(moved.map((row) => `${row.departmentId}:${row.startOn}:${row.state}`).sort()).toEqual(
        perDepartment("2026-12-06:current"),
      );
      expect(created.map((row) => `${row.departmentId}:${row.startOn}`).sort()).toEqual(
        perDepartment("2027-02-28"),
      );
      const periods = await periodsOf(h);
      expect(periods).toHaveLength(8);
      await updates.drain(h.orgId);
      const scheduleMoves = updates.events.filter(
        (event) => event.orgId === h.orgId && event.contentType === "schedule" && event.action === "updated",
      );
      expect(scheduleMoves.map((event) => event.id).sort()).toEqual(moved.map((row) => row.id).sort());
    } finally {
      await updates.stop();
    }
  });

  it("runs in every listening server and waits for a pass in progress when the server closes", async () => {
    const h = await buildHospital(t.deps.db);
    const app = await buildApp(t.deps, { webDist: null });
    registerScheduleCalendar(app, t.deps);
    await app.listen({ port: 0, host: "127.0.0.1" });
    await app.close();
    expect((await periodsOf(h)).map((p) => p.startOn)).toEqual([
      "2026-10-25",
      "2026-12-06",
      "2027-01-17",
      "2026-10-25",
      "2026-12-06",
      "2027-01-17",
    ]);
  });
});

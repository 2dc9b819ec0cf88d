import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Caller, as, newUserBody } from "../../../test/accounts";
import { type TestApp, testApp } from "../../../test/app";
import {
  buildHospital,
  buildShift,
  buildUser,
  type Hospital,
  PASSWORD,
  type TestUser,
} from "../../../test/factories";
import { recordUpdates } from "../../../test/updates";
import { shiftHistory, shifts, users } from "../../db/schema";
import { applyDueProfileChanges } from "../../jobs/profile-changes";
import { hashPassword } from "../../services/auth/passwords";

let t: TestApp;
let hospital: Hospital;
let admin: Caller;
let lowCensus: number;

// The test clock starts on Sunday 2026-11-22 at 09:00 in Chicago (15:00 UTC).
beforeAll(async () => {
  t = await testApp();
  hospital = await buildHospital(t.deps.db);
  admin = await as(t, await buildUser(t.deps.db, hospital, { group: "admin" }));
  lowCensus = hospital.ref.flags.find((f) => f.name === "Low census")?.id ?? 0;
});

const runClock = () => applyDueProfileChanges(t.deps);
type ProfileBody = Record<string, unknown> & {
  state: string;
  settings: { state: Record<string, unknown>; scheduledChanges: Record<string, unknown> };
};
const profileOf = async (who: TestUser) =>
  (await admin("GET", `/api/profiles/${who.profileId}/`)).json<ProfileBody>();
const flagsOf = async (ids: number[]) =>
  new Map(
    (
      await t.deps.db
        .select({ id: shifts.id, flags: shifts.flags })
        .from(shifts)
        .where(inArray(shifts.id, ids))
    ).map((row) => [row.id, row.flags]),
  );
const patchStatus = (who: TestUser, status: unknown) =>
  admin("PATCH", `/api/profiles/${who.profileId}/`, { status });

describe("effective-dated changes and the clock (Y-009)", () => {
  it("a future status keeps the state until 00:00 local of the date, then applies it; the end date brings it back", async () => {
    t.clock.set(new Date("2026-11-22T15:00:00Z"));
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const shiftOnStart = await buildShift(t.deps.db, hospital, { userId: nurse.userId, date: "2026-11-30" });
    const queued = await patchStatus(nurse, {
      state: "inactive",
      effective: { on: "2026-11-30" },
      until: "2026-12-05",
      shift_flags: [lowCensus],
    });
    expect(queued.json()).toMatchObject({
      state: "active",
      settings: { state: { nextChangeEffectiveOn: "2026-11-30" } },
    });
    expect((await flagsOf([shiftOnStart])).get(shiftOnStart)).toEqual([]);

    t.clock.set(new Date("2026-11-30T05:59:59Z"));
    await runClock();
    expect((await profileOf(nurse)).state).toBe("active");
    t.clock.set(new Date("2026-11-30T06:00:00Z"));
    expect(await runClock()).toBeGreaterThanOrEqual(1);
    const inactive = await profileOf(nurse);
    expect(inactive.state).toBe("inactive");
    expect(inactive.settings.state.shiftFlags).toEqual({
      start: "2026-11-30",
      end: "2026-12-05",
      flags: [lowCensus],
    });
    expect((await flagsOf([shiftOnStart])).get(shiftOnStart)).toEqual([lowCensus]);
    expect(inactive.modified_by).toBeNull();

    t.clock.set(new Date("2026-12-05T06:00:00Z"));
    await runClock();
    const back = await profileOf(nurse);
    expect(back.state).toBe("active");
    expect(back.settings.state).toMatchObject({
      shiftFlags: null,
      scheduledChanges: [],
      nextChangeEffectiveOn: null,
    });
    t.clock.set(new Date("2026-11-22T15:00:00Z"));
  });

  it("scheduled field changes apply on their date: department, job type (with its groups) and shift type", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const response = await admin("PATCH", `/api/profiles/${nurse.profileId}/`, {
      scheduled_changes: [
        {
          effective_on: "2026-11-29",
          fields: [
            { field: "department_id", value: hospital.departments[1]?.id },
            { field: "job_type_id", value: hospital.ref.jobs.sec.id },
          ],
        },
        { effective_on: "2026-12-06", fields: [{ field: "shift_type_id", value: hospital.ref.shifts.d8 }] },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings.scheduledChanges).toMatchObject({
      nextChangeEffectiveOn: "2026-11-29",
      changes: [
        { effectiveOn: "2026-11-29", effectiveOnUTC: "2026-11-29T06:00:00.000Z" },
        { effectiveOn: "2026-12-06" },
      ],
    });
    t.clock.set(new Date("2026-11-29T06:00:00Z"));
    await runClock();
    const moved = await profileOf(nurse);
    expect(moved).toMatchObject({
      department_id: hospital.departments[1]?.id,
      job_type_id: hospital.ref.jobs.sec.id,
      groups: ["secretary"],
      shift_type_id: hospital.ref.shifts.d12,
    });
    expect(moved.settings.scheduledChanges.nextChangeEffectiveOn).toBe("2026-12-06");
    t.clock.set(new Date("2026-12-06T06:00:00Z"));
    await runClock();
    expect((await profileOf(nurse)).shift_type_id).toBe(hospital.ref.shifts.d8);
    t.clock.set(new Date("2026-11-22T15:00:00Z"));
  });

  it.each([
    [
      [{ effective_on: "2026-11-22", fields: [{ field: "job_type_id", value: 1 }] }],
      "scheduled_changes.0.effective_on",
    ],
    [[{ effective_on: "2026-12-01", fields: [] }], "scheduled_changes.0.fields"],
    [
      [{ effective_on: "2026-12-01", fields: [{ field: "job_type_id", value: 999_999 }] }],
      "scheduled_changes.0.fields.0.value",
    ],
    [
      [{ effective_on: "2026-12-01", fields: [{ field: "state", value: 1 }] }],
      "scheduled_changes.0.fields.0.field",
    ],
    [
      [
        { effective_on: "2026-12-01", fields: [{ field: "shift_type_id", value: 1 }] },
        { effective_on: "2026-12-02", fields: [{ field: "shift_type_id", value: 1 }] },
      ],
      "scheduled_changes.1.fields.0.field",
    ],
  ])("refuses scheduled changes %j with 400 naming %s", async (scheduled, field) => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const response = await admin("PATCH", `/api/profiles/${nurse.profileId}/`, {
      scheduled_changes: scheduled,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it("a new person activated on a date cannot sign in before 00:00 local of that date, and can after", async () => {
    const body = newUserBody(hospital, { activation: { on: "2026-11-24" } });
    const created = (await admin("POST", "/api/users/", body)).json();
    // The person chose a password through the activation mail (activation.test.ts covers that part).
    await t.deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, created.id));
    const login = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/jwt/create/",
        payload: { email: body.email, password: PASSWORD },
      });
    expect((await login()).statusCode).toBe(401);
    t.clock.set(new Date("2026-11-24T06:00:00Z"));
    await runClock();
    expect((await login()).statusCode).toBe(200);
    t.clock.set(new Date("2026-11-22T15:00:00Z"));
  });

  it("clearing the status (null) drops what was scheduled", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    await patchStatus(nurse, { state: "severed", effective: { on: "2026-12-01" } });
    const cleared = await patchStatus(nurse, null);
    expect(cleared.json().settings.state).toMatchObject({
      scheduledChanges: [],
      nextChangeEffectiveOn: null,
    });
    t.clock.set(new Date("2026-12-02T00:00:00Z"));
    await runClock();
    expect((await profileOf(nurse)).state).toBe("active");
    t.clock.set(new Date("2026-11-22T15:00:00Z"));
  });

  it("applies each change exactly once when two clock runs race", async () => {
    const h = await buildHospital(t.deps.db);
    const boss = await as(t, await buildUser(t.deps.db, h, { group: "admin" }));
    const people = [];
    for (let i = 0; i < 6; i += 1) {
      const nurse = await buildUser(t.deps.db, h, { group: "nurse" });
      await buildShift(t.deps.db, h, { userId: nurse.userId, date: "2026-12-03" });
      const response = await boss("PATCH", `/api/profiles/${nurse.profileId}/`, {
        status: {
          state: "inactive",
          effective: { on: "2026-12-03" },
          shift_flags: [h.ref.flags.find((f) => f.name === "Low census")?.id],
        },
      });
      expect(response.statusCode).toBe(200);
      people.push(nurse);
    }
    const updates = await recordUpdates(t);
    t.clock.set(new Date("2026-12-03T06:00:00Z"));
    const [first, second] = await Promise.all([runClock(), runClock()]);
    expect((first ?? 0) + (second ?? 0)).toBe(people.length);
    expect(await runClock()).toBe(0);
    for (const nurse of people) {
      await updates.waitFor((e) => e.contentType === "profile" && e.id === nurse.profileId);
    }
    await updates.drain(h.orgId);
    await updates.stop();
    for (const nurse of people) {
      expect(
        updates.events.filter((e) => e.contentType === "profile" && e.id === nurse.profileId),
      ).toHaveLength(1);
      const history = await t.deps.db
        .select()
        .from(shiftHistory)
        .innerJoin(shifts, eq(shifts.id, shiftHistory.shiftId))
        .where(eq(shifts.assigneeId, nurse.userId));
      expect(history).toHaveLength(1);
    }
    t.clock.set(new Date("2026-11-22T15:00:00Z"));
  });
});

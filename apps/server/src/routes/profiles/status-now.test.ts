import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Caller, as } from "../../../test/accounts";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildShift, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { signIn } from "../../../test/http";
import { recordUpdates } from "../../../test/updates";
import { shiftHistory, shifts } from "../../db/schema";

let t: TestApp;
let hospital: Hospital;
let admin: Caller;
let lowCensus: number;
let float: number;

// The test clock starts on Sunday 2026-11-22 at 09:00 in Chicago (15:00 UTC).
beforeAll(async () => {
  t = await testApp();
  hospital = await buildHospital(t.deps.db);
  admin = await as(t, await buildUser(t.deps.db, hospital, { group: "admin" }));
  lowCensus = hospital.ref.flags.find((f) => f.name === "Low census")?.id ?? 0;
  float = hospital.ref.flags.find((f) => f.name === "Float")?.id ?? 0;
});

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
const me = (authorization: string) =>
  t.app.inject({ method: "GET", url: "/api/auth//me/", headers: { authorization } });

describe("status changes now (D-013, D-014, Y-010)", () => {
  it("inactive with flags marks the person's shifts from now until the end date non-duty, and logs them out", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const session = await signIn(t.app, nurse);
    const started = await buildShift(t.deps.db, hospital, { userId: nurse.userId, date: "2026-11-22" });
    const tomorrow = await buildShift(t.deps.db, hospital, { userId: nurse.userId, date: "2026-11-23" });
    const atReturn = await buildShift(t.deps.db, hospital, { userId: nurse.userId, date: "2026-12-01" });
    const updates = await recordUpdates(t);

    const response = await patchStatus(nurse, {
      state: "inactive",
      effective: { now: true },
      until: "2026-12-01",
      shift_flags: [lowCensus],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      state: "inactive",
      settings: {
        state: {
          shiftFlags: { start: "2026-11-22", end: "2026-12-01", flags: [lowCensus] },
          nextChangeEffectiveOn: "2026-12-01",
          scheduledChanges: [{ effectiveOn: "2026-12-01", state: "active" }],
        },
      },
    });
    const flags = await flagsOf([started, tomorrow, atReturn]);
    expect(flags.get(started)).toEqual([]);
    expect(flags.get(tomorrow)).toEqual([lowCensus]);
    expect(flags.get(atReturn)).toEqual([]);
    const history = await t.deps.db.select().from(shiftHistory).where(eq(shiftHistory.shiftId, tomorrow));
    expect(history.map((h) => h.changes)).toEqual([[{ field: "flags", old: [], new: [lowCensus] }]]);

    const event = await updates.waitFor((e) => e.contentType === "profile" && e.id === nurse.profileId);
    await updates.stop();
    expect(event?.data).toEqual({
      user_id: nurse.userId,
      state: "inactive",
      department_id: hospital.departments[0]?.id,
    });
    expect(
      updates.events.some((e) => e.contentType === "shift" && e.id === tomorrow && e.action === "updated"),
    ).toBe(true);
    const refused = await me(session.authorization);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("no_active_profile");
  });

  it("severed deletes later shifts only after the typed word 'delete'", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const past = await buildShift(t.deps.db, hospital, { userId: nurse.userId, date: "2026-11-20" });
    const future = await buildShift(t.deps.db, hospital, { userId: nurse.userId, date: "2026-11-25" });
    const unconfirmed = await patchStatus(nurse, {
      state: "severed",
      effective: { now: true },
      delete_shifts: true,
      confirmation: "yes",
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().errors).toEqual({
      "status.confirmation": ["Type the word delete to confirm."],
    });
    expect((await profileOf(nurse)).state).toBe("active");
    const done = await patchStatus(nurse, {
      state: "severed",
      effective: { now: true },
      delete_shifts: true,
      confirmation: "Delete",
    });
    expect(done.json()).toMatchObject({ state: "severed", settings: { state: { deleteShifts: true } } });
    const left = await t.deps.db
      .select({ id: shifts.id })
      .from(shifts)
      .where(inArray(shifts.id, [past, future]));
    expect(left.map((row) => row.id)).toEqual([past]);
  });

  it.each([
    [{ state: "active", effective: { now: true } }, "status.state"],
    [{ state: "inactive", effective: { on: "2026-11-22" } }, "status.effective"],
    [{ state: "inactive", effective: { now: true }, until: "2026-11-23" }, "status.until"],
    [{ state: "severed", effective: { now: true }, until: "2026-12-23" }, "status.until"],
    [{ state: "inactive", effective: { now: true }, shift_flags: [999_999] }, "status.shift_flags.0"],
    [{ state: "inactive", effective: { now: true }, shift_flags: [0] }, "status.shift_flags.0"],
    [{ state: "inactive", effective: { now: true }, delete_shifts: true }, "status.delete_shifts"],
    [{ state: "retired", effective: { now: true } }, "status.state"],
    [{ state: "inactive" }, "status.effective"],
    [{ state: "inactive", effective: { now: false } }, "status.effective"],
  ])("refuses %j with 400 naming %s", async (status, field) => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const response = await patchStatus(nurse, status);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect((await profileOf(nurse)).state).toBe("active");
  });

  it("only non-duty flags may mark a leaving person's shifts", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const response = await patchStatus(nurse, {
      state: "inactive",
      effective: { now: true },
      shift_flags: [float],
    });
    expect(Object.keys(response.json().errors)).toEqual(["status.shift_flags.0"]);
  });
});

describe("profile fields checked against the organisation", () => {
  it("a profile can be given another department only if the editor manages it (C-014)", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const scheduler = await as(t, await buildUser(t.deps.db, hospital, { group: "scheduler" }));
    const response = await scheduler("PATCH", `/api/profiles/${nurse.profileId}/`, {
      department_id: hospital.departments[1]?.id,
    });
    expect(response.statusCode).toBe(403);
    const later = await scheduler("PATCH", `/api/profiles/${nurse.profileId}/`, {
      scheduled_changes: [
        {
          effective_on: "2026-12-01",
          fields: [{ field: "department_id", value: hospital.departments[1]?.id }],
        },
      ],
    });
    expect(later.statusCode).toBe(403);
    expect((await profileOf(nurse)).settings.scheduledChanges?.changes ?? []).toEqual([]);
  });
});

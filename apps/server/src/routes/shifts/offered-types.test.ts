import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildShift, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { type Caller, caller, dayShift } from "../../../test/scheduling";
import { jobTypes, profiles, shiftTypes } from "../../db/schema";
import { insertShiftType } from "../../db/seed/builders";

// F-019 on the server: a shift type is given only to people it is offered to (their job type's
// associated types, plus the charge nurses' for a charge-capable person), as the editor offers them.
let t: TestApp;
let h: Hospital;
let api: Caller;
let nurse: TestUser;
let chargeNurse: TestUser;
let secretary: TestUser;
/** A type associated with the charge-nurse job type only. */
let chargeDay: number;

const NOT_OFFERED = { key: "validation.shift_type_not_offered" };

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  api = caller(t, await buildUser(t.deps.db, h, { group: "scheduler" }));
  nurse = await buildUser(t.deps.db, h, { group: "nurse" });
  chargeNurse = await buildUser(t.deps.db, h, { group: "nurse" });
  await t.deps.db.update(profiles).set({ charge: true }).where(eq(profiles.userId, chargeNurse.userId));
  // The unit secretary's job type offers Day 8 and Evening 8 only.
  secretary = await buildUser(t.deps.db, h, { group: "secretary" });
  chargeDay = (
    await insertShiftType(t.deps.db, {
      orgId: h.orgId,
      name: "Charge day",
      description: "Day in charge",
      startTime: "07:00",
      endTime: "19:00",
    })
  ).id;
  const chg = h.ref.jobs.chg;
  await t.deps.db
    .update(jobTypes)
    .set({ settings: { ...chg.settings, associatedShiftTypes: [chargeDay] } })
    .where(eq(jobTypes.id, chg.id));
});

/** Every shift of the hospital, to prove a refused write changed nothing. */
async function everything() {
  return JSON.stringify((await api("GET", "/api/shifts/?between=2026-11-01,2027-02-28")).body.results);
}

describe("a shift type not offered to the assignee", () => {
  it("is refused on create with 400 on the item's type_id, and nothing of the list is created", async () => {
    const before = await everything();
    const refused = await api("POST", "/api/shifts/", [
      dayShift(h, secretary, "2026-12-01", { type_id: h.ref.shifts.d8 }),
      dayShift(h, secretary, "2026-12-02"),
    ]);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(["1.type_id"]);
    expect(refused.body.errors["1.type_id"]).toEqual(["This shift type is not offered to this person."]);
    expect(refused.body.error_keys["1.type_id"]).toEqual([NOT_OFFERED]);
    expect(await everything()).toBe(before);

    const offered = await api("POST", "/api/shifts/", [
      dayShift(h, secretary, "2026-12-01", { type_id: h.ref.shifts.d8 }),
    ]);
    expect(offered.status).toBe(201);
    expect(offered.body[0]).toMatchObject({ assignee_id: secretary.userId, type_id: h.ref.shifts.d8 });
  });

  it("offers the charge nurses' types to a charge-capable nurse only", async () => {
    const plain = await api("POST", "/api/shifts/", [
      dayShift(h, nurse, "2026-12-03", { type_id: chargeDay }),
    ]);
    expect(plain.status).toBe(400);
    expect(plain.body.error_keys).toEqual({ "0.type_id": [NOT_OFFERED] });
    const charge = await api("POST", "/api/shifts/", [
      dayShift(h, chargeNurse, "2026-12-03", { type_id: chargeDay }),
    ]);
    expect(charge.status).toBe(201);
  });

  it("is refused when a change gives the shift a new type, or a new type and a new assignee", async () => {
    const [desk, ward] = (
      await api("POST", "/api/shifts/", [
        dayShift(h, secretary, "2026-12-05", { type_id: h.ref.shifts.e8 }),
        dayShift(h, nurse, "2026-12-05"),
      ])
    ).body;
    const before = await everything();
    const retyped = await api("PATCH", `/api/shifts/${desk.id}/`, { type_id: h.ref.shifts.n12 });
    expect(retyped.status).toBe(400);
    expect(retyped.body.error_keys).toEqual({ type_id: [NOT_OFFERED] });
    const moved = await api("PATCH", "/api/shifts/bulk_update/", [
      { id: desk.id, comments: "Fine on its own" },
      { id: ward.id, type_id: h.ref.shifts.n12, assignee_id: secretary.userId },
    ]);
    expect(moved.status).toBe(400);
    expect(moved.body.error_keys).toEqual({ "1.type_id": [NOT_OFFERED] });
    expect(await everything()).toBe(before);

    const offered = await api("PATCH", `/api/shifts/${desk.id}/`, { type_id: h.ref.shifts.d8 });
    expect(offered.status).toBe(200);
    expect(offered.body).toMatchObject({ type_id: h.ref.shifts.d8, start_time: "07:00:00" });
  });
});

describe("a saved shift keeps its type", () => {
  it("when the type is not associated with its assignee's job type", async () => {
    // Saved before the rule, or before the job type changed: a 12-hour day on the unit secretary.
    const id = await buildShift(t.deps.db, h, { userId: secretary.userId, date: "2026-12-10" });
    const changed = await api("PATCH", `/api/shifts/${id}/`, { comments: "Covering the desk" });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ type_id: h.ref.shifts.d12, comments: "Covering the desk" });
  });

  it("when it goes to another person, as the editor keeps it", async () => {
    const [shift] = (await api("POST", "/api/shifts/", [dayShift(h, nurse, "2026-12-11")])).body;
    const moved = await api("PATCH", "/api/shifts/bulk_update/", [
      { id: shift.id, assignee_id: secretary.userId },
    ]);
    expect(moved.status).toBe(200);
    expect(moved.body[0]).toMatchObject({ assignee_id: secretary.userId, type_id: h.ref.shifts.d12 });
  });

  it("when the type has become obsolete", async () => {
    const [shift] = (
      await api("POST", "/api/shifts/", [dayShift(h, secretary, "2026-12-12", { type_id: h.ref.shifts.e8 })])
    ).body;
    await t.deps.db.update(shiftTypes).set({ obsolete: true }).where(eq(shiftTypes.id, h.ref.shifts.e8));
    try {
      const changed = await api("PATCH", `/api/shifts/${shift.id}/`, { comments: "Still on" });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ type_id: h.ref.shifts.e8, comments: "Still on" });
    } finally {
      await t.deps.db.update(shiftTypes).set({ obsolete: false }).where(eq(shiftTypes.id, h.ref.shifts.e8));
    }
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { type Caller, caller, dayShift } from "../../../test/scheduling";
import { sessionFor } from "../../../test/sessions";
import { deleteShifts } from "./delete-shifts";
import { type ShiftReferenceCheck, shiftReferences } from "./references";

const check = (usedBy: string, ids: number[]): ShiftReferenceCheck => ({
  usedBy,
  referencedIds: (_db, _org, asked) => Promise.resolve(new Set(ids.filter((id) => asked.includes(id)))),
});

let t: TestApp;
let h: Hospital;
let scheduler: TestUser;
let api: Caller;

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  scheduler = await buildUser(t.deps.db, h, { group: "scheduler" });
  api = caller(t, scheduler);
});

describe("shiftReferences", () => {
  it("names what refers to each referenced shift, once per kind", async () => {
    const checks = [check("swap request", [1, 2]), check("open shift", [2]), check("swap request", [2])];
    const found = await shiftReferences(t.deps.db, h.orgId, [1, 2, 3], checks);
    expect([...found.entries()]).toEqual([
      [1, ["swap request"]],
      [2, ["swap request", "open shift"]],
    ]);
  });
});

describe("deleting a referenced shift", () => {
  it("answers 412 and deletes nothing while a request or open shift refers to one of them", async () => {
    const nurse = await buildUser(t.deps.db, h, { group: "nurse" });
    const created = await api("POST", "/api/shifts/", [
      dayShift(h, nurse, "2026-12-08"),
      dayShift(h, nurse, "2026-12-09"),
    ]);
    const [a, b] = created.body.map((shift: { id: number }) => shift.id);
    const session = await sessionFor(t.deps.db, scheduler);
    await expect(
      deleteShifts(t.deps, session, [a, b], { single: false, checks: [check("open shift", [b])] }),
    ).rejects.toMatchObject({
      status: 412,
      code: "precondition_failed",
      detail: "Failed to delete shift because there are requests and/or open shifts referencing it.",
      extra: { detailKey: "errors.precondition.shift_referenced" },
    });
    expect((await api("GET", `/api/shifts/?ids=${a},${b}`)).body.count).toBe(2);
    await deleteShifts(t.deps, session, [a, b], { single: false, checks: [check("open shift", [999])] });
    expect((await api("GET", `/api/shifts/?ids=${a},${b}`)).body.count).toBe(0);
  });
});

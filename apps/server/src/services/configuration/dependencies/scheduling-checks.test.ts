import { beforeAll, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../../test/app";
import { buildHospital, buildUser, type Hospital } from "../../../../test/factories";
import { caller, dayShift } from "../../../../test/scheduling";
import { findDependencies } from ".";

let t: TestApp;
let h: Hospital;

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
});

it("keeps shift types, event types, flags and departments that shifts and events use", async () => {
  const api = caller(t, await buildUser(t.deps.db, h, { group: "operator" }));
  const nurse = await buildUser(t.deps.db, h, { group: "nurse", departmentIndex: 1 });
  const flag = h.ref.flags.find((row) => row.name === "Orientation")?.id ?? 0;
  const eventType = h.ref.eventTypes.find((row) => row.name === "Jury duty")?.id ?? 0;
  const eventFlag = h.ref.flags.find((row) => row.name === "Overtime approved")?.id ?? 0;
  const uses = async () => ({
    shiftType: await findDependencies(t.deps.db, "shiftType", h.orgId, h.ref.shifts.e8),
    eventType: await findDependencies(t.deps.db, "eventType", h.orgId, eventType),
    flag: await findDependencies(t.deps.db, "flag", h.orgId, flag),
    eventFlag: await findDependencies(t.deps.db, "flag", h.orgId, eventFlag),
  });
  const before = await uses();
  expect(Object.values(before).flat()).not.toEqual(expect.arrayContaining(["shift"]));
  expect(Object.values(before).flat()).not.toEqual(expect.arrayContaining(["event"]));
  await api("POST", "/api/shifts/", [
    dayShift(h, nurse, "2026-12-08", {
      type_id: h.ref.shifts.e8,
      flags: [flag],
      department_id: h.departments[1]?.id,
    }),
  ]);
  await api("POST", "/api/events/", [
    {
      assignee_id: nurse.userId,
      department_id: h.departments[1]?.id,
      type_id: eventType,
      dates: ["2026-12-09"],
      flags: [eventFlag],
    },
  ]);
  expect(await uses()).toEqual({
    shiftType: [...before.shiftType, "shift"],
    eventType: [...before.eventType, "event"],
    flag: [...before.flag, "shift"],
    eventFlag: [...before.eventFlag, "event"],
  });
  expect(await findDependencies(t.deps.db, "department", h.orgId, h.departments[1]?.id ?? 0)).toEqual(
    expect.arrayContaining(["schedule", "shift", "event"]),
  );
});

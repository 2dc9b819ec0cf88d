import { beforeAll, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { type Caller, caller, dayShift } from "../../../test/scheduling";

/**
 * An ICU nurse (36 h, two weekend shifts a period) who floats one day into Med-Surg: Med-Surg's
 * errors must count her whole week and her weekends in the ICU too, not only the float shift.
 */
let t: TestApp;
let h: Hospital;
let manager: Caller;
let icuNurse: TestUser;

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  manager = caller(t, await buildUser(t.deps.db, h, { group: "operator" }));
  icuNurse = await buildUser(t.deps.db, h, { group: "nurse", departmentIndex: 1 });
});

it("validates a float on every shift she works, wherever it is", async () => {
  const icu = { department_id: h.departments[1]?.id };
  const created = await manager("POST", "/api/shifts/", [
    dayShift(h, icuNurse, "2026-12-06", icu),
    dayShift(h, icuNurse, "2026-12-07", icu),
    dayShift(h, icuNurse, "2026-12-12", icu),
    dayShift(h, icuNurse, "2026-12-09"),
  ]);
  expect(created.status).toBe(201);
  const medSurg = created.body[3].schedule_id;
  const errors = await manager("GET", `/api/schedules/${medSurg}/errors/`);
  const byName = Object.fromEntries(
    errors.body.map((r: { validator: string; error_data: unknown }) => [r.validator, r.error_data]),
  );
  // 4 x 12 h = 48 h in the week of 6 December, three of them in the ICU.
  expect(byName.OvertimeValidator).toEqual({ [icuNurse.userId]: ["2026-12-06"] });
  // Her two ICU weekend shifts reach the minimum of 2, so she is no weekend error here.
  expect(byName.MinimumCountValidator?.[icuNurse.userId]).toBeUndefined();
});

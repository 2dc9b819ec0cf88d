import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/app";
import { buildHospital, buildUser, type Hospital } from "../../test/factories";
import { buildOpenShift } from "../../test/open-shifts";
import { type Caller, caller, dayShift } from "../../test/scheduling";

let t: TestApp;
let h: Hospital;
let scheduler: Caller;

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  scheduler = caller(t, await buildUser(t.deps.db, h, { group: "scheduler" }));
});

describe("a 400 names each field's problem as a catalogue key too", () => {
  it("from a service's rules, per list item", async () => {
    const nurse = await buildUser(t.deps.db, h, { group: "nurse" });
    const refused = await scheduler("POST", "/api/shifts/", [
      dayShift(h, nurse, "2026-12-10", { start_time: "0700", end_time: "0700" }),
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors["0.end_time"]).toEqual(["The end time must differ from the start time."]);
    expect(refused.body.error_keys["0.end_time"]).toEqual([{ key: "validation.same_start_end" }]);
  });

  it("from the contract's schemas", async () => {
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/auth/jwt/create/",
      payload: { email: "a@b.test", password: "x", client: "tablet" },
    });
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body.error_keys.client).toEqual([
      { key: "validation.choice", params: { choices: "web, mobile" } },
    ]);
  });
});

describe("a 403, 404 or 412 names its reason as a catalogue key too, keeping the English detail", () => {
  it("404: the key alone", async () => {
    const missing = await scheduler("GET", "/api/shifts/2000000000/");
    expect(missing).toEqual({
      status: 404,
      body: { code: "not_found", detail: "Shift not found.", detail_key: "errors.not_found.shift" },
    });
  });

  it("403: the key alone", async () => {
    const nurse = caller(t, await buildUser(t.deps.db, h, { group: "nurse" }));
    const refused = await nurse("POST", "/api/open-shifts/1/assign/", { assignees: [1] });
    expect(refused).toEqual({
      status: 403,
      body: {
        code: "permission_denied",
        detail: "You may not change open shifts.",
        detail_key: "errors.forbidden.change_open_shifts",
      },
    });
  });

  it("412: the key with the values it names", async () => {
    const operator = caller(t, await buildUser(t.deps.db, h, { group: "operator" }));
    const row = await buildOpenShift(t.deps.db, h, { date: "2026-12-24", now: t.clock() });
    const early = await operator("POST", `/api/open-shifts/${row.id}/nudge/`);
    expect(early).toEqual({
      status: 412,
      body: {
        code: "precondition_failed",
        detail: "The next reminder can be sent in 900 seconds.",
        detail_key: "errors.precondition.nudge_wait",
        detail_params: { seconds: 900 },
      },
    });
  });
});

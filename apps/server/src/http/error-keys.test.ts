import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/app";
import { buildHospital, buildUser, type Hospital } from "../../test/factories";
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

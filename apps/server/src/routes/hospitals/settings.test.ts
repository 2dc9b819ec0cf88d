import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { type Client, clientFor } from "../../../test/client";
import { buildHospital, buildUser, type Hospital } from "../../../test/factories";

let t: TestApp;
let riverside: Hospital;
let lakeside: Hospital;
let admin: Client;
let url: string;

beforeAll(async () => {
  t = await testApp();
  riverside = await buildHospital(t.deps.db);
  lakeside = await buildHospital(t.deps.db);
  admin = await clientFor(t.app, await buildUser(t.deps.db, riverside, { group: "admin" }));
  url = `/api/hospitals/${riverside.orgId}/update_settings/`;
});

const settingsNow = async () =>
  (await admin("GET", "/api/hospitals/?omit=employees")).json<{ settings: Record<string, unknown> }>()
    .settings;

/** Reads a dotted path out of the answered settings. */
const at = (settings: unknown, path: string) =>
  path
    .split(".")
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined,
      settings,
    );

describe("PATCH /api/hospitals/{id}/update_settings/", () => {
  it("answers every setting, the defaults included", async () => {
    const settings = await settingsNow();
    expect(settings).toMatchObject({
      idleTimeout: 15,
      scheduling: {
        period: 42,
        initialStartDate: "2026-01-04",
        states: { draft: { editable: true, staffVisible: false } },
      },
      requests: { swapCutoffHours: 48, giveawayEnabled: true, requestableEventTypes: null },
      security: { lockout: { maxFailures: 5 } },
      dateFormats: { date: "MMM D, YYYY" },
    });
  });

  it.each([
    ["idleTimeout", 30, 30],
    ["scheduling.period", 28, 28],
    ["scheduling.initialStartDate", "2026-03-01", "2026-03-01"],
    [
      "scheduling.states.published",
      { editable: true, staffVisible: true },
      { editable: true, staffVisible: true },
    ],
    ["scheduling.states.draft.staffVisible", true, true],
    [
      "holidays.US",
      [{ date: "2026-12-25", name: " Christmas Day " }],
      [{ date: "2026-12-25", name: "Christmas Day" }],
    ],
    ["dateFormats.dateTime", "ddd MMM D, h:mm A", "ddd MMM D, h:mm A"],
    ["requests.swapCutoffHours", 24, 24],
    ["requests.splitEnabled", false, false],
    ["requests.eventMinNoticeDays", 14, 14],
    ["security.lockout.durationMinutes", 30, 30],
  ])("sets %s", async (path, value, stored) => {
    const response = await admin("PATCH", url, [{ path, value }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(at(response.json().settings, path)).toEqual(stored);
    expect(at(await settingsNow(), path)).toEqual(stored);
  });

  it("accepts consecutive-shift rules naming the organisation's own job and shift types", async () => {
    const value = [{ jobTypes: [riverside.ref.jobs.rn.id], shiftTypes: { [riverside.ref.shifts.n12]: 3 } }];
    const response = await admin("PATCH", url, [{ path: "validations.consecutiveShifts.data", value }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().settings.validations.consecutiveShifts.data).toEqual(value);
  });

  it("resets a path to its default with null", async () => {
    await admin("PATCH", url, [{ path: "requests.swapCutoffHours", value: 12 }]);
    const response = await admin("PATCH", url, [{ path: "requests.swapCutoffHours", value: null }]);
    expect(response.json().settings.requests.swapCutoffHours).toBe(48);
  });

  it.each([
    [[{ path: "idleTimeout", value: 0 }], "idleTimeout"],
    [[{ path: "idleTimeout", value: 2000 }], "idleTimeout"],
    [[{ path: "scheduling.period", value: 30 }], "scheduling.period"],
    [[{ path: "scheduling.initialStartDate", value: "2026-03-02" }], "scheduling.initialStartDate"],
    [[{ path: "scheduling.states.archived", value: { editable: true } }], "scheduling.states.archived"],
    [[{ path: "holidays.US", value: [{ date: "12/25/2026", name: "Christmas" }] }], "holidays.US.0.date"],
    [[{ path: "dateFormats.date", value: "YYYY-MM-DD Q" }], "dateFormats.date"],
    [[{ path: "requests.swapCutoffHours", value: "48" }], "requests.swapCutoffHours"],
    [[{ path: "theme.colour", value: "dark" }], "theme.colour"],
    [[{ path: "idleTimeout.minutes", value: 3 }], "idleTimeout.minutes"],
  ])("refuses %j naming %s", async (body, path) => {
    const response = await admin("PATCH", url, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([path]);
  });

  it("refuses ids of another organisation", async () => {
    const response = await admin("PATCH", url, [
      {
        path: "validations.consecutiveShifts.data",
        value: [{ jobTypes: [lakeside.ref.jobs.rn.id], shiftTypes: { [riverside.ref.shifts.d12]: 3 } }],
      },
      { path: "requests.requestableEventTypes", value: [lakeside.ref.eventTypes[0]!.id] },
    ]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      "requests.requestableEventTypes.0",
      "validations.consecutiveShifts.data.0.jobTypes.0",
    ]);
  });

  it("changes nothing when one change of the batch is wrong", async () => {
    const before = await settingsNow();
    const response = await admin("PATCH", url, [
      { path: "idleTimeout", value: 45 },
      { path: "holidays.US", value: [{ date: "2026-07-04", name: "Independence Day" }] },
      { path: "scheduling.period", value: 40 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "invalid",
      errors: { "scheduling.period": [expect.stringContaining("multiple of 7")] },
    });
    expect(await settingsNow()).toEqual(before);
  });

  it.each([[{ path: "idleTimeout", value: 20 }], [[]], [[{ path: "idleTimeout" }]], [[{ value: 20 }]]])(
    "refuses a body that is not a list of {path, value}: %j",
    async (body) => {
      expect((await admin("PATCH", url, body)).statusCode).toBe(400);
    },
  );

  it("answers 404 for another organisation's hospital", async () => {
    const response = await admin("PATCH", `/api/hospitals/${lakeside.orgId}/update_settings/`, [
      { path: "idleTimeout", value: 20 },
    ]);
    expect(response.statusCode).toBe(404);
  });
});

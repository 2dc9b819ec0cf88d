import { describe, expect, it } from "vitest";
import type { ReferenceSets } from "../configuration/references.ts";
import { applySettingsChanges, withDefaults } from "./apply.ts";
import { DEFAULT_SETTINGS } from "./schema.ts";

const set = (active: number[], obsolete: number[] = []) => ({
  active: new Set(active),
  obsolete: new Set(obsolete),
});
const refs: ReferenceSets = {
  jobType: set([1, 2], [3]),
  shiftType: set([10, 11], [12]),
  eventType: set([20], [21]),
};

const apply = (path: string, value: unknown, stored: Record<string, unknown> = {}) =>
  applySettingsChanges(stored, [{ path, value }], refs);

describe("applySettingsChanges accepts", () => {
  it.each([
    ["idleTimeout", 1],
    ["idleTimeout", 1440],
    ["scheduling.period", 7],
    ["scheduling.period", 84],
    ["scheduling.initialStartDate", "2026-01-04"],
    ["scheduling.states.draft", { editable: false, staffVisible: true }],
    ["scheduling.states.published.editable", true],
    ["holidays.US", [{ date: "2026-07-04", name: "Independence Day" }]],
    ["holidays.US-TX", []],
    ["dateFormats.date", "YYYY/MM/DD"],
    ["dateFormats.dateTime", "ddd, MMM Do [at] h:mm A"],
    ["validations.consecutiveShifts.data", [{ jobTypes: [1, 2], shiftTypes: { "10": 4, "11": 3 } }]],
    ["requests.swapCutoffHours", 0],
    ["requests.splitEnabled", false],
    ["requests.requestableEventTypes", [20]],
    ["requests", { giveawayEnabled: false, eventMinNoticeDays: 14 }],
    ["security.lockout.maxFailures", 10],
  ])("%s = %j", (path, value) => {
    const result = apply(path, value);
    expect(result.ok).toBe(true);
  });

  it("stores the value at its path, keeping its siblings", () => {
    const result = apply("scheduling.period", 28, { scheduling: { initialStartDate: "2026-01-04" } });
    expect(result).toEqual({
      ok: true,
      settings: { scheduling: { period: 28, initialStartDate: "2026-01-04" } },
    });
  });

  it("normalises holidays: names trimmed, sorted by date", () => {
    const result = apply("holidays.US", [
      { date: "2026-12-25", name: " Christmas " },
      { date: "2026-01-01", name: "New Year" },
    ]);
    expect(result.ok && result.settings.holidays).toEqual({
      US: [
        { date: "2026-01-01", name: "New Year" },
        { date: "2026-12-25", name: "Christmas" },
      ],
    });
  });

  it("resets a path to its default with null", () => {
    const result = apply("idleTimeout", null, { idleTimeout: 30, scheduling: { period: 28 } });
    expect(result).toEqual({ ok: true, settings: { scheduling: { period: 28 } } });
  });

  it("keeps an obsolete id that the settings already named, but refuses to add one", () => {
    const stored = {
      validations: { consecutiveShifts: { data: [{ jobTypes: [3], shiftTypes: { "12": 2 } }] } },
    };
    const keep = apply(
      "validations.consecutiveShifts.data",
      [{ jobTypes: [3, 1], shiftTypes: { "12": 3 } }],
      stored,
    );
    expect(keep.ok).toBe(true);
    const add = apply("validations.consecutiveShifts.data", [{ jobTypes: [3], shiftTypes: { "10": 3 } }]);
    expect(add.ok ? {} : add.errors).toEqual({
      "validations.consecutiveShifts.data.0.jobTypes.0": [
        { ok: false, key: "validation.obsolete_reference", params: { kind: "job type", id: 3 } },
      ],
    });
  });
});

describe("applySettingsChanges refuses, naming the path", () => {
  it.each([
    ["idleTimeout", 0, "idleTimeout", "validation.min_value"],
    ["idleTimeout", 1441, "idleTimeout", "validation.max_value"],
    ["idleTimeout", 2.5, "idleTimeout", "validation.integer"],
    ["idleTimeout", "15", "idleTimeout", "validation.numeric"],
    ["scheduling.period", 40, "scheduling.period", "validation.multiple_of"],
    ["scheduling.period", 91, "scheduling.period", "validation.max_value"],
    ["scheduling.initialStartDate", "2026-01-05", "scheduling.initialStartDate", "validation.weekday"],
    ["scheduling.initialStartDate", "2026-02-30", "scheduling.initialStartDate", "validation.date"],
    ["scheduling.states.drafty", { editable: true }, "scheduling.states.drafty", "validation.unknown_key"],
    ["scheduling.states.draft", { editable: "yes" }, "scheduling.states.draft.editable", "validation.type"],
    ["scheduling.states.draft", { locked: true }, "scheduling.states.draft.locked", "validation.unknown_key"],
    ["holidays.usa", [], "holidays.usa", "validation.unknown_key"],
    ["holidays.US", [{ date: "07/04/2026", name: "x" }], "holidays.US.0.date", "validation.date"],
    ["holidays.US", [{ date: "2026-07-04", name: "" }], "holidays.US.0.name", "validation.required"],
    [
      "holidays.US",
      [{ date: "2026-07-04", name: "x", day: 1 }],
      "holidays.US.0.day",
      "validation.unknown_key",
    ],
    [
      "holidays.US",
      [
        { date: "2026-07-04", name: "a" },
        { date: "2026-07-04", name: "b" },
      ],
      "holidays.US.1.date",
      "validation.duplicate",
    ],
    ["holidays", { US: "soon" }, "holidays.US", "validation.type"],
    ["dateFormats.date", "YYYY-MM-DD Q", "dateFormats.date", "validation.date_format"],
    ["dateFormats.date", "", "dateFormats.date", "validation.required"],
    ["dateFormats.weekday", "dddd", "dateFormats.weekday", "validation.unknown_key"],
    [
      "validations.consecutiveShifts.data",
      [{ jobTypes: [99], shiftTypes: { "10": 2 } }],
      "validations.consecutiveShifts.data.0.jobTypes.0",
      "validation.unknown_reference",
    ],
    [
      "validations.consecutiveShifts.data",
      [{ jobTypes: [], shiftTypes: { "10": 2 } }],
      "validations.consecutiveShifts.data.0.jobTypes",
      "validation.required",
    ],
    [
      "validations.consecutiveShifts.data",
      [{ jobTypes: [1], shiftTypes: { "10": 0 } }],
      "validations.consecutiveShifts.data.0.shiftTypes.10",
      "validation.min_value",
    ],
    [
      "validations.consecutiveShifts.data",
      [{ jobTypes: [1], shiftTypes: { "77": 2 } }],
      "validations.consecutiveShifts.data.0.shiftTypes.77",
      "validation.unknown_reference",
    ],
    [
      "validations.consecutiveShifts.data",
      [{ jobTypes: [1, 1], shiftTypes: { "10": 2 } }],
      "validations.consecutiveShifts.data.0.jobTypes.1",
      "validation.duplicate",
    ],
    ["requests.swapCutoffHours", -1, "requests.swapCutoffHours", "validation.min_value"],
    ["requests.giveawayEnabled", "true", "requests.giveawayEnabled", "validation.type"],
    [
      "requests.requestableEventTypes",
      [21],
      "requests.requestableEventTypes.0",
      "validation.obsolete_reference",
    ],
    ["requests.autoApprove", true, "requests.autoApprove", "validation.unknown_key"],
    ["security.lockout.durationMinutes", 0, "security.lockout.durationMinutes", "validation.min_value"],
    ["idleTimeout.minutes", 3, "idleTimeout.minutes", "validation.unknown_key"],
    ["", 3, "", "validation.unknown_key"],
    ["colour", "#fff", "colour", "validation.unknown_key"],
  ])("%s = %j -> %s %s", (path, value, errorPath, key) => {
    const result = apply(path, value);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual([errorPath]);
    expect(result.errors[errorPath]?.[0]?.key).toBe(key);
  });

  it("applies nothing when any change of the batch is wrong", () => {
    const result = applySettingsChanges(
      { idleTimeout: 15 },
      [
        { path: "idleTimeout", value: 30 },
        { path: "scheduling.period", value: 10 },
      ],
      refs,
    );
    expect(result).toEqual({
      ok: false,
      errors: { "scheduling.period": [{ ok: false, key: "validation.multiple_of", params: { step: 7 } }] },
    });
  });
});

describe("withDefaults", () => {
  it("fills every setting the organisation did not set", () => {
    const settings = withDefaults({
      idleTimeout: 30,
      scheduling: { states: { draft: { editable: false } } },
    });
    expect(settings.idleTimeout).toBe(30);
    expect(settings.scheduling.period).toBe(42);
    expect(settings.scheduling.states.draft).toEqual({ editable: false, staffVisible: false });
    expect(settings.scheduling.states.initial).toEqual(DEFAULT_SETTINGS.scheduling.states.initial);
    expect(settings.requests.swapCutoffHours).toBe(48);
  });

  it("leaves the defaults themselves untouched", () => {
    withDefaults({ scheduling: { period: 7 } });
    expect(DEFAULT_SETTINGS.scheduling.period).toBe(42);
  });
});

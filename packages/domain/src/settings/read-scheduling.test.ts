import { describe, expect, it } from "vitest";
import {
  readMinShiftSettings,
  readScheduleStates,
  readSchedulingSettings,
  readShiftTypeCounts,
  readShiftTypeGroups,
  settingAt,
} from "./read-scheduling.ts";

describe("reading the scheduling settings (one reader for server and web)", () => {
  it("reads a well-formed hospital's settings as the rules use them", () => {
    const settings = {
      scheduling: {
        period: 42,
        initialStartDate: "2026-01-04",
        states: { initial: { staffVisible: true }, draft: { editable: false } },
      },
      validations: { consecutiveShifts: { data: [{ jobTypes: [1, 2], shiftTypes: { "3": 4 } }] } },
    };
    expect(readSchedulingSettings(settings)).toEqual({
      periodDays: 42,
      initialStartDate: "2026-01-04",
      states: { initial: { staffVisible: true }, draft: { editable: false } },
      consecutiveShifts: [{ jobTypes: [1, 2], shiftTypes: { "3": 4 } }],
    });
  });

  it.each([
    ["nothing stored", {}],
    ["wrong types everywhere", { scheduling: { period: "42", initialStartDate: "2026-02-30", states: [] } }],
    ["a fractional or negative period", { scheduling: { period: -7 } }],
  ])("lets the defaults apply when %s", (_case, settings) => {
    expect(readSchedulingSettings(settings)).toEqual({
      periodDays: null,
      initialStartDate: null,
      states: null,
      consecutiveShifts: [],
    });
  });

  it.each([
    [[{ jobTypes: [1], shiftTypes: { "2": 1 } }], [{ jobTypes: [1], shiftTypes: { "2": 1 } }]],
    [[{ jobTypes: [1.5], shiftTypes: {} }], []],
    [[{ jobTypes: [1], shiftTypes: { "2": "1" } }], []],
    [[{ jobTypes: [1], shiftTypes: {} }, "x"], []],
    [{ jobTypes: [1] }, []],
  ])("reads job-type groups %j as %j (one bad entry configures nothing)", (value, expected) => {
    expect(readShiftTypeGroups(value)).toEqual(expected);
  });

  it.each([
    [{ draft: { editable: "yes" } }, null],
    [{ draft: null }, null],
    [{ draft: {} }, { draft: {} }],
    ["states", null],
  ])("reads states %j as %j", (value, expected) => {
    expect(readScheduleStates(value)).toEqual(expected);
  });

  it.each([
    [{ countRules: { weekend: [{ count: 2 }] } }, { countRules: { weekend: [{ count: 2 }] } }],
    [{ countRules: { weekend: null } }, { countRules: { weekend: null } }],
    [{ countRules: null }, { countRules: null }],
    [{}, {}],
    [{ countRules: { weekend: [{ count: "2" }] } }, null],
    [[], null],
  ])("reads weekend minimums %j as %j", (value, expected) => {
    expect(readMinShiftSettings(value)).toEqual(expected);
  });

  it("keeps a job type's numeric counts only, and reads dotted paths through objects only", () => {
    expect(readShiftTypeCounts({ "1": 2, "2": "x" })).toEqual({ "1": 2 });
    expect(readShiftTypeCounts({ "2": "x" })).toBeNull();
    expect(settingAt({ a: { b: 3 } }, "a.b")).toBe(3);
    expect(settingAt({ a: [{ b: 3 }] }, "a.0.b")).toBeUndefined();
  });
});

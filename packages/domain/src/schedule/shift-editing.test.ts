import { describe, expect, it } from "vitest";
import { checkShiftTimes, editedValue, payrollDateFor, shiftTypeDefaults } from "./shift-editing.ts";

describe("shift editing rules (F-017, F-018), one home for server and web", () => {
  it.each([
    ["a new shift takes its date", { date: "2026-12-01" }, "2026-12-01"],
    ["a given payroll date wins", { date: "2026-12-01", given: "2026-11-30" }, "2026-11-30"],
    [
      "a moved shift's payroll date follows",
      { date: "2026-12-02", saved: { date: "2026-12-01", payrollDate: "2026-11-30" } },
      "2026-12-02",
    ],
    [
      "a shift that stays keeps its own",
      { date: "2026-12-01", saved: { date: "2026-12-01", payrollDate: "2026-11-30" } },
      "2026-11-30",
    ],
  ])("payroll date: %s", (_case, args, expected) => {
    expect(payrollDateFor(args)).toBe(expected);
  });

  it("a shift type brings its times and on-call value", () => {
    expect(shiftTypeDefaults({ startTime: "07:00:00", endTime: "19:00:00", onCall: true })).toEqual({
      startTime: "07:00:00",
      endTime: "19:00:00",
      onCall: true,
    });
  });

  it.each([
    [undefined, true, "type", "saved", "type"],
    [undefined, false, "type", "saved", "saved"],
    [undefined, false, "type", undefined, "type"],
    ["given", true, "type", "saved", "given"],
  ])("edited value (given %s, type changed %s) is %s", (given, changed, fromType, saved, expected) => {
    expect(editedValue(given, changed, fromType, saved)).toBe(expected);
  });

  it.each([
    ["07:00:00", "07:00:00", false],
    ["07:00", "07:00:00", false],
    ["07:00", "19:00", true],
  ])("start %s and end %s may be saved: %s", (start, end, fine) => {
    expect(checkShiftTimes(start, end) === null).toBe(fine);
  });
});

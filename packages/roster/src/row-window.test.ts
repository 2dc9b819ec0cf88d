import { describe, expect, it } from "vitest";
import { Instance, rowConstraints } from "./instance.ts";
import { OFF } from "./model.ts";
import { solveRow } from "./row-dp.ts";
import { rowWindow, runViolationDay } from "./row-window.ts";
import { smallModel } from "./test-support.ts";

const X = 0;
// every shift pays: the programme works as much as the limits allow
const eager = (d: number, value: number) => (value === OFF ? 0 : -10 - (d % 3));

describe("a window of the row programme", () => {
  it("over the whole row is the row programme", () => {
    const inst = new Instance(
      smallModel(14, [{ maxConsecutive: 4, minConsecutiveOff: 2, maxMinutes: 8 * 480 }], () => 1),
    );
    const row = new Int16Array(14).fill(OFF);
    const whole = solveRow(rowConstraints(inst, 0, eager));
    const window = rowWindow(inst, 0, row, 0, 14, eager);
    expect(window.from).toBe(0);
    const solved = solveRow(window.problem);
    expect(solved?.cost).toBe(whole?.cost);
    expect(Array.from(solved!.row)).toEqual(Array.from(whole!.row));
  });

  it("holds the days outside it and leaves it the minutes the rest of the row has not used", () => {
    const inst = new Instance(smallModel(21, [{ maxConsecutive: 3, maxMinutes: 8 * 480 }], () => 1));
    const row = new Int16Array(21).fill(OFF);
    for (const d of [0, 1, 2, 4, 5, 6, 11]) row[d] = X;
    // context of 4 days each side: the programme runs over days 10..20 and holds days 10..13, where day
    // 11's shift is worth less than a free one (its cost is the row's either way)
    const { from, problem } = rowWindow(inst, 0, row, 14, 7, eager);
    expect(from).toBe(10);
    expect(problem.maxMinutes).toBe(2 * 480);
    const solved = solveRow(problem)!;
    expect(Array.from(solved.row.subarray(0, 4))).toEqual([OFF, X, OFF, OFF]);
    expect(Array.from(solved.row).filter((value) => value === X)).toHaveLength(2);
  });

  it("finds the day a run rule breaks: a short block of days off, a run too long", () => {
    const inst = new Instance(smallModel(8, [{ maxConsecutive: 3, minConsecutiveOff: 2 }], () => 1));
    expect(runViolationDay(inst, 0, [X, OFF, OFF, X, OFF, X, X, OFF])).toBe(4);
    expect(runViolationDay(inst, 0, [OFF, X, X, X, X, X, OFF, OFF])).toBe(4);
    // blocks at the horizon's edges are not between two shifts
    expect(runViolationDay(inst, 0, [OFF, X, X, OFF, OFF, X, X, OFF])).toBe(-1);
  });
});

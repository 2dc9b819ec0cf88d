import { describe, expect, it } from "vitest";
import { Instance, rowConstraints } from "./instance.ts";
import { OFF } from "./model.ts";
import { solveRow } from "./row-dp.ts";
import { seededRandom } from "./random.ts";
import { brokenRuleDay, rowWindow } from "./row-window.ts";
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

  it("bars a shift type the rest of the row has used up and counts one with few left", () => {
    // two types; at most 3 of type 0 and 5 of type 1 over the row; the frame holds days 3-6 and 14-17
    const model = smallModel(21, [{ maxPerType: [3, 5], maxConsecutive: 3 }], () => 1, {
      shifts: [
        { id: "E", minutes: 480, cannotFollow: [] },
        { id: "L", minutes: 480, cannotFollow: [] },
      ],
    });
    const inst = new Instance(model);
    const row = new Int16Array(21).fill(OFF);
    // type 0 used up outside the window, type 1 three times (two left)
    for (const d of [0, 1, 2]) row[d] = 0;
    for (const d of [18, 19, 20]) row[d] = 1;
    const { from, problem } = rowWindow(inst, 0, row, 7, 7, eager);
    expect(problem.allowed(7 - from, 0)).toBe(false);
    expect(problem.allowed(7 - from, 1)).toBe(true);
    expect(problem.counted).toEqual({ type: 1, max: 2 });
    const solved = solveRow(problem)!;
    expect(Array.from(solved.row).filter((value) => value === 1)).toHaveLength(2);
    expect(Array.from(solved.row).filter((value) => value === 0)).toHaveLength(0);
  });

  it("finds the day a run rule breaks: a short block of days off, a run too long or too short", () => {
    const inst = new Instance(smallModel(8, [{ maxConsecutive: 3, minConsecutiveOff: 2 }], () => 1));
    const random = seededRandom(1);
    expect(brokenRuleDay(inst, 0, [X, OFF, OFF, X, OFF, X, X, OFF], random)).toBe(4);
    expect(brokenRuleDay(inst, 0, [OFF, X, X, X, X, X, OFF, OFF], random)).toBe(4);
    const twoAtLeast = new Instance(smallModel(8, [{ minConsecutive: 2 }], () => 1));
    expect(brokenRuleDay(twoAtLeast, 0, [X, OFF, OFF, X, OFF, X, X, OFF], random)).toBe(3);
    // blocks at the horizon's edges are not between two shifts
    expect(brokenRuleDay(inst, 0, [OFF, X, X, OFF, OFF, X, X, OFF], random)).toBe(-1);
  });

  it("finds a worked weekend of a row over its weekends' maximum, a free one of a row under its minimum", () => {
    // days 5-6 and 12-13 are the weekends
    const over = new Instance(smallModel(14, [{ maxWeekends: 1 }], () => 1));
    const row = new Int16Array(14).fill(OFF);
    row[6] = X;
    expect(brokenRuleDay(over, 0, row, seededRandom(1))).toBe(-1);
    row[12] = X;
    const days = new Set(
      Array.from({ length: 40 }, (_, seed) => brokenRuleDay(over, 0, row, seededRandom(seed))),
    );
    // the first day of each worked weekend, each drawn sometimes
    expect([...days].sort((x, y) => x - y)).toEqual([5, 12]);
    const under = new Instance(smallModel(14, [{ minWeekends: 2 }], () => 1));
    expect(brokenRuleDay(under, 0, row.fill(OFF).fill(X, 5, 7), seededRandom(1))).toBe(12);
  });
});

import { describe, expect, it } from "vitest";
import { Instance } from "./instance.ts";
import { OFF } from "./model.ts";
import { seededRandom } from "./random.ts";
import { brokenRuleDay } from "./row-window.ts";
import { pricedRowStep, windowStep } from "./window-step.ts";
import { runRulesModel, smallModel, unevenCost } from "./test-support.ts";

const X = 0;
// every shift pays: the programme works as much as the limits allow
const eager = (d: number, value: number) => (value === OFF ? 0 : -10 - (d % 3));

function applied(row: Int16Array, edits: ReturnType<typeof windowStep>["edits"]): Int16Array {
  const after = row.slice();
  for (const { start, values } of edits) after.set(values, start);
  return after;
}

const worked = (row: ArrayLike<number>) => Array.from(row).filter((value) => value !== OFF).length;

/**
 * A 28-day row of one staff member (at most 3 days in a row, 2 days off between runs) with a single day
 * off (day 3) between two runs, and the window step on it over 7-day windows.
 */
function stepOnSingleDayOff(minShifts: number, maxShifts: number) {
  const inst = new Instance(
    smallModel(
      28,
      [{ maxConsecutive: 3, minConsecutiveOff: 2, minMinutes: minShifts * 480, maxMinutes: maxShifts * 480 }],
      () => 1,
    ),
  );
  const row = new Int16Array(28).fill(OFF);
  row.set([X, X, X, OFF, X, X, X]);
  const step = windowStep(inst, 0, row, 7, eager, seededRandom(1));
  const after = applied(row, step.edits);
  return { step, after, broken: brokenRuleDay(inst, 0, after, seededRandom(1)) };
}

describe("the window step", () => {
  it("mends a broken rule within the window when the row's minutes allow it", () => {
    const { step, after, broken } = stepOnSingleDayOff(5, 6);
    expect(step.edits).toHaveLength(1);
    expect(broken).toBe(-1);
    expect(worked(after)).toBeGreaterThanOrEqual(5);
  });

  it("moves a shift the window cannot hold to where the row has room, keeping the row's minutes", () => {
    // exactly six shifts: the first week cannot hold them without the single day off
    const { step, after, broken } = stepOnSingleDayOff(6, 6);
    expect(step.edits).toHaveLength(2);
    expect(broken).toBe(-1);
    expect(worked(after)).toBe(6);
    // the second window is clear of the first and its context (4 days)
    expect(step.edits[1]!.start).toBeGreaterThanOrEqual(11);
    expect(step.ops).toBeGreaterThan(0);
  });

  it("gives a whole row with its minutes priced the minutes the price jumped over", () => {
    for (const wanted of [8, 12]) {
      const inst = new Instance(runRulesModel(28, wanted, wanted));
      // with these costs the priced row jumps from 14 shifts to 6: no price gives 8 or 12
      const step = pricedRowStep(inst, 0, 7, unevenCost);
      expect(step.edits).toHaveLength(1);
      const row = step.edits[0]!.values;
      expect(worked(row)).toBe(wanted);
      expect(brokenRuleDay(inst, 0, row, seededRandom(1))).toBe(-1);
    }
  });
});

import { describe, expect, it } from "vitest";
import { Instance, rowConstraints } from "./instance.ts";
import { OFF } from "./model.ts";
import { seededRandom } from "./random.ts";
import { brokenRuleDay } from "./row-window.ts";
import { solvePricedRow } from "./row-priced.ts";
import { runRulesModel, smallModel, unevenCost } from "./test-support.ts";

const shifts = (row: ArrayLike<number>, type?: number) =>
  Array.from(row).filter((value) => value !== OFF && (type === undefined || value === type)).length;

describe("the whole row with its minutes priced", () => {
  it("finds a row within the minutes that keeps the run rules", () => {
    const inst = new Instance(runRulesModel(28, 13, 16));
    const problem = rowConstraints(inst, 0, unevenCost);
    const { row, ops } = solvePricedRow(problem, [28]);
    expect(row).not.toBeNull();
    expect(shifts(row!)).toBeGreaterThanOrEqual(13);
    expect(shifts(row!)).toBeLessThanOrEqual(16);
    expect(brokenRuleDay(inst, 0, row!, seededRandom(1))).toBe(-1);
    expect(ops).toBeGreaterThan(0);
  });

  it("prices a shift type the row would use beyond its maximum", () => {
    const model = smallModel(
      28,
      [{ maxPerType: [5, 28], minMinutes: 14 * 480, maxMinutes: 16 * 480 }],
      () => 1,
      {
        shifts: [
          { id: "E", minutes: 480, cannotFollow: [] },
          { id: "L", minutes: 480, cannotFollow: [] },
        ],
      },
    );
    const inst = new Instance(model);
    // type 0 is much cheaper everywhere
    const problem = rowConstraints(inst, 0, (d, value) =>
      value === OFF ? 0 : value === 0 ? -20 + (d % 3) : 5,
    );
    const { row } = solvePricedRow(problem, [5, 28]);
    expect(row).not.toBeNull();
    expect(shifts(row!, 0)).toBeLessThanOrEqual(5);
    expect(shifts(row!)).toBeGreaterThanOrEqual(14);
  });
});

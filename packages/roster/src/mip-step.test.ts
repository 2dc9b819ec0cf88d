import highsLoader from "highs";
import { describe, expect, it } from "vitest";
import { evaluate } from "./evaluate.ts";
import { mipText } from "./mip-model.ts";
import { solveNeighbourhood } from "./mip-step.ts";
import type { RosterModel } from "./model.ts";
import { OFF } from "./model.ts";
import { pickNeighbourhood } from "./neighbourhood.ts";
import { seededRandom } from "./random.ts";
import { solve } from "./solve.ts";
import { smallModel, tinyInstance } from "./test-support.ts";

const limits = { maxNodes: 1000, timeLimitSeconds: 10 };

/** The tiny instance with a shift pinned and a day off pinned. */
function pinnedTiny(): RosterModel {
  return {
    ...tinyInstance(),
    pins: [
      { staff: 0, day: 1, shift: 1 },
      { staff: 3, day: 4, shift: OFF },
    ],
  };
}

describe("exact neighbourhood step", () => {
  it("builds the full model when every cell is free", () => {
    const model = pinnedTiny();
    const roster = solve(model, { seed: 1, maxIterations: 2000 }).assignment;
    expect(mipText(model, { roster, isFree: () => true }).text).toBe(mipText(model).text);
  });

  it("never worsens a feasible roster, changes only free cells and keeps pins", async () => {
    const highs = await highsLoader();
    const model = pinnedTiny();
    const D = model.days;
    // a short annealing run leaves room for the exact step to improve
    let roster = solve(model, { seed: 4, maxIterations: 3000 }).assignment;
    let before = evaluate(model, roster);
    expect(before.feasible).toBe(true);
    const start = before.objective;
    const random = seededRandom(9);
    for (let step = 0; step < 6; step++) {
      const { isFree } = pickNeighbourhood(
        {
          S: model.staff.length,
          D,
          T: model.shifts.length,
          short: [],
          canWork: (s, t) => (model.staff[s]?.maxPerType[t] ?? 0) > 0,
          targetVariables: 30,
        },
        random,
      );
      const result = solveNeighbourhood(highs, model, roster, isFree, limits);
      expect(result.roster).not.toBeNull();
      const next = result.roster ?? roster;
      const after = evaluate(model, next);
      expect(after.violations).toEqual([]);
      expect(after.objective).toBeLessThanOrEqual(before.objective);
      for (let cell = 0; cell < next.length; cell++)
        if (!isFree(Math.floor(cell / D), cell % D)) expect(next[cell]).toBe(roster[cell]);
      expect(next[0 * D + 1]).toBe(1);
      expect(next[3 * D + 4]).toBe(OFF);
      roster = next;
      before = after;
    }
    // freeing every cell solves the whole (tiny) model to optimality
    const whole = solveNeighbourhood(highs, model, roster, () => true, limits);
    expect(whole.optimal).toBe(true);
    const optimum = evaluate(model, whole.roster ?? roster);
    expect(optimum.violations).toEqual([]);
    expect(optimum.objective).toBeLessThanOrEqual(before.objective);
    expect(optimum.objective).toBeLessThan(start);
  });

  it("gives the solver a feasible, reproducible result when it takes exact steps", async () => {
    const loaded = await highsLoader();
    let exactSteps = 0;
    // counts the sub-problems the solver hands to HiGHS
    const highs = new Proxy(loaded, {
      get(target, key, receiver): unknown {
        if (key !== "createModel") {
          const value: unknown = Reflect.get(target, key, receiver);
          return value;
        }
        return (...args: Parameters<typeof loaded.createModel>) => {
          exactSteps++;
          return target.createModel(...args);
        };
      },
    });
    // 16 staff × 32 days: an annealing cycle is 204 800 iterations; with a restart every cycle
    // (restartCycles: 1, also the default with exact steps) restarts come at 204 800 and 409 600: the
    // easy cover is met in the first cycle, the second finds nothing better, and an exact round follows it
    const model = smallModel(
      32,
      Array.from({ length: 16 }, () => ({ maxConsecutive: 5, minConsecutiveOff: 2 })),
      (d) => (d % 7 < 5 ? 8 : 4),
      {
        pins: [
          { staff: 0, day: 1, shift: 0 },
          { staff: 3, day: 4, shift: OFF },
        ],
      },
    );
    const options = { seed: 3, maxIterations: 420_000, timeLimitMs: 60_000, exact: highs, restartCycles: 1 };
    const one = solve(model, options);
    const two = solve(model, options);
    expect(exactSteps).toBeGreaterThan(0);
    const check = evaluate(model, one.assignment);
    expect(one.feasible).toBe(true);
    expect(check.violations).toEqual([]);
    expect(one.objective).toBe(check.objective);
    expect(Array.from(two.assignment)).toEqual(Array.from(one.assignment));
    expect(one.assignment[0 * model.days + 1]).toBe(0);
    expect(one.assignment[3 * model.days + 4]).toBe(OFF);
    // a restart every second cycle: the only one by then (409 600) follows an improving period, so no
    // exact round comes
    exactSteps = 0;
    solve(model, { ...options, restartCycles: 2 });
    expect(exactSteps).toBe(0);
  });
});

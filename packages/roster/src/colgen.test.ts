import highsLoader from "highs";
import { describe, expect, it } from "vitest";
import { priceAndBranch, rosterCost } from "./colgen.ts";
import { evaluate } from "./evaluate.ts";
import { RestrictedMaster } from "./master.ts";
import type { Assignment, RosterModel } from "./model.ts";
import { OFF } from "./model.ts";
import { Instance } from "./instance.ts";
import { pricingProblem } from "./pricing-problem.ts";
import { solve } from "./solve.ts";
import { colgenAffordable } from "./colgen-step.ts";
import {
  bruteForceOptimum,
  CURTOIS_MISSING,
  curtoisInstance,
  HAVE_CURTOIS,
  smallModel,
  tinyInstance,
} from "./test-support.ts";

/** A clock that never reaches the deadlines: pricing stops on its round count, the dive runs to the end. */
const limits = {
  maxPricingRounds: 30,
  maxNodes: 10_000,
  pricingDeadline: 1e9,
  diveDeadline: 1e9,
  roundDeadline: 1e9,
  ipSeconds: 1e6,
  now: () => 0,
};

async function run(model: RosterModel, start: Assignment) {
  const highs = await highsLoader();
  const problem = pricingProblem(new Instance(model));
  const master = new RestrictedMaster(highs, problem);
  try {
    return { ...priceAndBranch(master, problem, start, limits), problem, columns: master.columns };
  } finally {
    master.dispose();
  }
}

/** A feasible but poor roster: a short annealing run. */
function poorStart(model: RosterModel, seed: number): Assignment {
  const result = solve(model, { seed, maxIterations: 400 });
  expect(result.feasible).toBe(true);
  return result.assignment;
}

describe("price and branch", () => {
  // Without branching it is a heuristic: on Tiny1 (optimum 0) it gets within one request unit.
  it("comes within 1 of Tiny1's optimum (0) from a poor start, with a lower bound no higher", async () => {
    const model = tinyInstance();
    const start = poorStart(model, 3);
    expect(evaluate(model, start).objective).toBeGreaterThan(100);
    const result = await run(model, start);
    expect(result.roster).not.toBeNull();
    const check = evaluate(model, result.roster!);
    expect(check.violations).toEqual([]);
    expect(check.objective).toBeLessThanOrEqual(1);
    expect(result.columnsAdded).toBeGreaterThan(model.staff.length);
    if (result.lowerBound !== null) expect(result.lowerBound).toBeLessThanOrEqual(1e-6);
  });

  it("matches brute force on small one-shift models, and its bound is a bound", async () => {
    const models = [
      smallModel(5, [{ maxConsecutive: 2 }, { minConsecutive: 2, maxConsecutive: 3 }], (d) =>
        d === 2 ? 2 : 1,
      ),
      smallModel(6, [{ minConsecutiveOff: 2, maxConsecutive: 2 }, { maxMinutes: 3 * 480 }], () => 1, {
        onRequests: [{ staff: 0, day: 1, shift: 0, weight: 3 }],
        offRequests: [{ staff: 1, day: 4, shift: 0, weight: 2 }],
      }),
    ];
    for (const model of models) {
      const optimum = bruteForceOptimum(model);
      const start = new Int16Array(model.staff.length * model.days).fill(OFF);
      expect(evaluate(model, start).feasible).toBe(true);
      const result = await run(model, start);
      expect(evaluate(model, result.roster!).objective).toBe(optimum);
      expect(result.lowerBound).not.toBeNull();
      expect(result.lowerBound!).toBeLessThanOrEqual(optimum + 1e-6);
    }
  });

  it("prices a per-type maximum exactly: the optimum, and a bound that is one", async () => {
    // the best rows for the cover would work every day; the maxima allow two and three shifts
    const model = smallModel(6, [{ maxPerType: [2] }, { maxPerType: [3], maxConsecutive: 2 }], () => 1, {
      onRequests: [{ staff: 1, day: 0, shift: 0, weight: 5 }],
    });
    const optimum = bruteForceOptimum(model);
    const start = new Int16Array(model.staff.length * model.days).fill(OFF);
    const result = await run(model, start);
    expect(evaluate(model, result.roster!).objective).toBe(optimum);
    expect(result.lowerBound).not.toBeNull();
    expect(result.lowerBound!).toBeLessThanOrEqual(optimum + 1e-6);
  });

  it("never returns a roster worse than its start, and keeps pins", async () => {
    const model: RosterModel = {
      ...tinyInstance(),
      pins: [
        { staff: 0, day: 1, shift: 1 },
        { staff: 3, day: 4, shift: OFF },
      ],
    };
    for (const seed of [1, 2, 5]) {
      const start = solve(model, { seed, maxIterations: 20_000 }).assignment;
      const before = evaluate(model, start);
      expect(before.feasible).toBe(true);
      const result = await run(model, start);
      const after = evaluate(model, result.roster!);
      expect(after.violations).toEqual([]);
      expect(after.objective).toBeLessThanOrEqual(before.objective);
      expect(rosterCost(result.problem, result.roster!)).toBe(after.objective);
      expect(result.roster![0 * model.days + 1]).toBe(1);
      expect(result.roster![3 * model.days + 4]).toBe(OFF);
    }
  });

  it("prices with the duals' sign: no column of the optimal relaxation has a negative reduced cost", async () => {
    const highs = await highsLoader();
    const model = tinyInstance();
    const problem = pricingProblem(new Instance(model));
    const master = new RestrictedMaster(highs, problem);
    try {
      priceAndBranch(master, problem, poorStart(model, 3), limits);
      const duals = master.solveRelaxation(30);
      expect(duals).not.toBeNull();
      let basicSeen = 0;
      for (let j = 0; j < master.columns; j++) {
        const { staff, row } = master.column(j);
        let reduced = -duals!.staff[staff]!;
        for (let d = 0; d < model.days; d++) {
          reduced += problem.requestCost(staff, d, row[d]!);
          if (row[d]! !== OFF) reduced -= duals!.cover[d * problem.T + row[d]!]!;
        }
        expect(reduced).toBeGreaterThan(-1e-6);
        if (duals!.values[j]! > 1e-6) {
          basicSeen++;
          expect(Math.abs(reduced)).toBeLessThan(1e-6);
        }
      }
      expect(basicSeen).toBeGreaterThanOrEqual(model.staff.length);
    } finally {
      master.dispose();
    }
  });

  it("solve with price and branch is feasible and agrees with the evaluator", async () => {
    const highs = await highsLoader();
    const model = tinyInstance();
    const result = solve(model, { seed: 2, maxIterations: 50_000, colgen: highs });
    const check = evaluate(model, result.assignment);
    expect(check.violations).toEqual([]);
    expect(check.objective).toBe(result.objective);
  });

  it.skipIf(!HAVE_CURTOIS)(
    "runs only where pricing is affordable: Instance10, not Instance13 or Instance24",
    () => {
      expect(colgenAffordable(new Instance(curtoisInstance(10)))).toBe(true);
      expect(colgenAffordable(new Instance(curtoisInstance(13)))).toBe(false);
      expect(colgenAffordable(new Instance(curtoisInstance(24)))).toBe(false);
    },
  );
  if (!HAVE_CURTOIS) it.skip(CURTOIS_MISSING, () => {});
});

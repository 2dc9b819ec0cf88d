import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluate } from "./evaluate.ts";
import type { RosterModel } from "./model.ts";
import { OFF, weekendsFor } from "./model.ts";
import type { SolveOptions } from "./solve.ts";
import { annealingCycleLength, CYCLE_TEMPERATURES, solve } from "./solve.ts";
import { bruteForceOptimum, smallModel, tinyInstance } from "./test-support.ts";

describe("solve", () => {
  it("finds a feasible roster for the tiny instance, and the evaluator agrees on its value", () => {
    const model = tinyInstance();
    const result = solve(model, { seed: 7, maxIterations: 200_000, timeLimitMs: 5000 });
    const check = evaluate(model, result.assignment);
    expect(result.feasible).toBe(true);
    expect(check.violations).toEqual([]);
    expect(result.objective).toBe(check.objective);
  });

  it("is deterministic for a seed and an iteration count", () => {
    const model = tinyInstance();
    const one = solve(model, { seed: 3, maxIterations: 50_000, timeLimitMs: 60_000 });
    const two = solve(model, { seed: 3, maxIterations: 50_000, timeLimitMs: 60_000 });
    expect(Array.from(two.assignment)).toEqual(Array.from(one.assignment));
    expect(two.objective).toBe(one.objective);
  });

  it("cycles by default with annealingCycleLength and CYCLE_TEMPERATURES; other cycles search differently", () => {
    const model = tinyInstance();
    const run = (extra: SolveOptions) =>
      solve(model, { seed: 3, maxIterations: 10_000, timeLimitMs: 60_000, ...extra });
    const plain = Array.from(run({}).assignment);
    const explicit = run({
      cycleLength: annealingCycleLength(model.staff.length, model.days),
      temperatures: CYCLE_TEMPERATURES,
    });
    expect(Array.from(explicit.assignment)).toEqual(plain);
    expect(Array.from(run({ cycleLength: 2048 }).assignment)).not.toEqual(plain);
    expect(Array.from(run({ temperatures: { start: 0.5, end: 0.01 } }).assignment)).not.toEqual(plain);
  });

  it("reaches brute-force optima on small one-shift models", () => {
    const models = [
      smallModel(7, [{ maxConsecutive: 3 }, { maxConsecutive: 3 }], () => 2),
      smallModel(7, [{ minMinutes: 6 * 480, maxConsecutive: 5 }], (d) => (d < 5 ? 1 : 0)),
      smallModel(
        7,
        [{ minConsecutive: 3, minConsecutiveOff: 2, maxWeekends: 0 }, { maxConsecutive: 2 }],
        (d) => (d % 3 === 0 ? 2 : 1),
      ),
    ];
    for (const model of models) {
      const result = solve(model, { seed: 1, maxIterations: 100_000, timeLimitMs: 5000 });
      expect(result.feasible).toBe(true);
      expect(result.objective).toBe(bruteForceOptimum(model));
    }
  });

  it("keeps a weekly limit: the evaluator names a breach, and the solver spreads the work instead", () => {
    // Two weeks, one person who may work 6 of the 14 days but at most 3 (24 h) in each week; cover
    // wants someone on the first 6 days, so the best roster leaves 3 of them empty.
    const model = smallModel(
      14,
      [{ maxMinutes: 6 * 480, maxWeekMinutes: 3 * 480, maxConsecutive: 6 }],
      (d) => (d < 6 ? 1 : 0),
    );
    const crowded = new Int16Array(14).fill(OFF);
    for (let d = 0; d < 6; d++) crowded[d] = 0;
    expect(evaluate(model, crowded).violations).toEqual([
      { staff: "S0", rule: "max-week-minutes", day: 0, detail: "2880 > 1440" },
    ]);
    const result = solve(model, { seed: 1, maxIterations: 100_000, timeLimitMs: 5000 });
    expect(result.feasible).toBe(true);
    expect(evaluate(model, result.assignment).violations).toEqual([]);
    expect(Array.from(result.assignment.slice(0, 7)).filter((t) => t !== OFF)).toHaveLength(3);
    expect(result.objective).toBe(bruteForceOptimum(model));
  });

  it("keeps pins and days off", () => {
    const base = tinyInstance();
    const model: RosterModel = {
      ...base,
      pins: [
        { staff: 0, day: 1, shift: 1 },
        { staff: 3, day: 4, shift: OFF },
      ],
    };
    const result = solve(model, { seed: 2, maxIterations: 100_000 });
    expect(result.assignment[0 * 14 + 1]).toBe(1);
    expect(result.assignment[3 * 14 + 4]).toBe(OFF);
    expect(result.assignment[1 * 14 + 10]).toBe(OFF);
  });

  it("reports progress and stops when cancelled", () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const result = solve(tinyInstance(), {
      seed: 1,
      timeLimitMs: 60_000,
      progressIntervalMs: 0,
      signal: controller.signal,
      onProgress: (progress) => {
        seen.push(progress.elapsedMs);
        if (progress.iterations > 20_000) controller.abort();
      },
    });
    expect(result.cancelled).toBe(true);
    expect(result.elapsedMs).toBeLessThan(30_000);
    expect(seen.length).toBeGreaterThan(1);
  });

  it("returns only rosters the independent evaluator finds feasible when it says feasible (property)", () => {
    const instance = fc.record({
      days: fc.constantFrom(7, 14),
      staff: fc.integer({ min: 1, max: 5 }),
      shifts: fc.integer({ min: 1, max: 3 }),
      seed: fc.integer({ min: 1, max: 1_000_000 }),
      minCons: fc.integer({ min: 1, max: 3 }),
      minOff: fc.integer({ min: 1, max: 3 }),
      maxCons: fc.integer({ min: 3, max: 6 }),
      minShifts: fc.integer({ min: 0, max: 6 }),
      maxWeekends: fc.integer({ min: 0, max: 2 }),
      rotation: fc.boolean(),
      requirement: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 42, maxLength: 42 }),
      daysOff: fc.array(fc.integer({ min: 0, max: 13 }), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(instance, (p) => {
        const model: RosterModel = {
          name: "property",
          days: p.days,
          weekends: weekendsFor(p.days),
          shifts: Array.from({ length: p.shifts }, (_, t) => ({
            id: `T${t}`,
            minutes: 480 + 120 * t,
            cannotFollow: p.rotation && t > 0 ? [0] : [],
          })),
          staff: Array.from({ length: p.staff }, (_, s) => ({
            id: `S${s}`,
            maxPerType: Array.from({ length: p.shifts }, (_, t) =>
              t === s % 3 && p.shifts > 1 ? 0 : p.days,
            ),
            minMinutes: p.minShifts * 480,
            maxMinutes: p.days * 500,
            maxConsecutive: p.maxCons,
            minConsecutive: p.minCons,
            minConsecutiveOff: p.minOff,
            maxWeekends: p.maxWeekends,
            minWeekends: 0,
            daysOff: s === 0 ? p.daysOff.filter((d) => d < p.days) : [],
          })),
          onRequests: [{ staff: 0, day: 1, shift: 0, weight: 2 }],
          offRequests: [{ staff: p.staff - 1, day: 2, shift: p.shifts - 1, weight: 3 }],
          cover: Array.from({ length: p.days * p.shifts }, (_, k) => ({
            day: Math.floor(k / p.shifts),
            shift: k % p.shifts,
            requirement: p.requirement[k % 42] ?? 1,
            underWeight: 100,
            overWeight: 1,
          })),
          pins: [],
        };
        const result = solve(model, { seed: p.seed, maxIterations: 20_000, timeLimitMs: 2000 });
        const check = evaluate(model, result.assignment);
        expect(result.objective).toBe(check.objective);
        if (result.feasible) expect(check.violations).toEqual([]);
        else expect(check.violations.length).toBeGreaterThan(0);
      }),
      { numRuns: 40, seed: 42 },
    );
  });
});

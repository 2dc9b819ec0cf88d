import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluate } from "./evaluate.ts";
import type { RosterModel } from "./model.ts";
import { OFF, emptyAssignment, weekendsFor } from "./model.ts";
import type { RowProblem } from "./row-dp.ts";
import { solveRow } from "./row-dp.ts";
import { solve } from "./solve.ts";

/** All 3^days rows of a one-person, two-shift model: the best feasible objective. */
function bruteForce(model: RosterModel): number {
  const values = [OFF, 0, 1];
  const assignment = emptyAssignment(model);
  let best = Number.POSITIVE_INFINITY;
  for (let code = 0; code < 3 ** model.days; code++) {
    let rest = code;
    for (let d = 0; d < model.days; d++) {
      assignment[d] = values[rest % 3]!;
      rest = Math.floor(rest / 3);
    }
    const result = evaluate(model, assignment);
    if (result.feasible && result.objective < best) best = result.objective;
  }
  return best;
}

describe("row re-optimisation", () => {
  it("finds the optimal row of a one-person model (property, against brute force)", () => {
    const params = fc.record({
      maxCons: fc.integer({ min: 1, max: 5 }),
      minCons: fc.integer({ min: 1, max: 3 }),
      minOff: fc.integer({ min: 1, max: 3 }),
      minShifts: fc.integer({ min: 0, max: 5 }),
      maxShifts: fc.integer({ min: 2, max: 7 }),
      maxWeekends: fc.integer({ min: 0, max: 1 }),
      rotation: fc.boolean(),
      dayOff: fc.integer({ min: -1, max: 6 }),
      requirement: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 14, maxLength: 14 }),
      onDay: fc.integer({ min: 0, max: 6 }),
    });
    fc.assert(
      fc.property(params, (p) => {
        const model: RosterModel = {
          name: "row",
          days: 7,
          weekends: weekendsFor(7),
          shifts: [
            { id: "E", minutes: 480, cannotFollow: [] },
            { id: "N", minutes: 600, cannotFollow: p.rotation ? [0] : [] },
          ],
          staff: [
            {
              id: "A",
              maxPerType: [7, 7],
              minMinutes: p.minShifts * 480,
              maxMinutes: Math.max(p.minShifts, p.maxShifts) * 600,
              maxConsecutive: p.maxCons,
              minConsecutive: p.minCons,
              minConsecutiveOff: p.minOff,
              maxWeekends: p.maxWeekends,
              minWeekends: 0,
              daysOff: p.dayOff >= 0 ? [p.dayOff] : [],
            },
          ],
          onRequests: [{ staff: 0, day: p.onDay, shift: 1, weight: 3 }],
          offRequests: [{ staff: 0, day: 6 - p.onDay, shift: 0, weight: 2 }],
          cover: p.requirement.map((requirement, k) => ({
            day: k >> 1,
            shift: k & 1,
            requirement,
            underWeight: 100,
            overWeight: 1,
          })),
          pins: [],
        };
        const optimum = bruteForce(model);
        const result = solve(model, { seed: 1, maxIterations: 3000 });
        if (optimum === Number.POSITIVE_INFINITY) expect(result.feasible).toBe(false);
        else {
          expect(result.feasible).toBe(true);
          expect(result.objective).toBe(optimum);
        }
      }),
      { numRuns: 40, seed: 7 },
    );
  });

  it("solveRow alone returns a feasible, optimal row whatever the weekdays and with one type counted (property, against brute force)", () => {
    const params = fc.record({
      firstWeekday: fc.integer({ min: 0, max: 6 }),
      // at most this many night shifts; 8 (the horizon) leaves them uncounted
      maxNights: fc.integer({ min: 1, max: 8 }),
      maxCons: fc.integer({ min: 1, max: 4 }),
      minCons: fc.integer({ min: 1, max: 3 }),
      minOff: fc.integer({ min: 1, max: 2 }),
      minShifts: fc.integer({ min: 0, max: 4 }),
      maxShifts: fc.integer({ min: 1, max: 6 }),
      maxWeekends: fc.integer({ min: 0, max: 2 }),
      minWeekends: fc.integer({ min: 0, max: 1 }),
      rotation: fc.boolean(),
      requirement: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 16, maxLength: 16 }),
      onDay: fc.integer({ min: 0, max: 7 }),
    });
    fc.assert(
      fc.property(params, (p) => {
        const days = 8;
        const model: RosterModel = {
          name: "row-direct",
          days,
          weekends: weekendsFor(days, p.firstWeekday),
          shifts: [
            { id: "E", minutes: 480, cannotFollow: [] },
            { id: "N", minutes: 600, cannotFollow: p.rotation ? [0] : [] },
          ],
          staff: [
            {
              id: "A",
              maxPerType: [days, p.maxNights],
              minMinutes: p.minShifts * 480,
              maxMinutes: Math.max(p.minShifts, p.maxShifts) * 600,
              maxConsecutive: p.maxCons,
              minConsecutive: p.minCons,
              minConsecutiveOff: p.minOff,
              maxWeekends: p.maxWeekends,
              minWeekends: Math.min(p.minWeekends, p.maxWeekends),
              daysOff: [],
            },
          ],
          onRequests: [{ staff: 0, day: p.onDay, shift: 1, weight: 3 }],
          offRequests: [],
          cover: p.requirement.map((requirement, k) => ({
            day: k >> 1,
            shift: k & 1,
            requirement,
            underWeight: 100,
            overWeight: 1,
          })),
          pins: [],
        };
        const weekendOf = new Int32Array(days).fill(-1);
        model.weekends.forEach((weekend, w) => {
          for (const d of weekend) weekendOf[d] = w;
        });
        const staff = model.staff[0]!;
        // each day's value costs its request and the change in that day's cover against nobody working
        const problem: RowProblem = {
          D: days,
          T: 2,
          length: Int32Array.from([480, 600]),
          forbidFollow: Uint8Array.from([0, 0, p.rotation ? 1 : 0, 0]),
          weekendOf,
          allowed: () => true,
          cost: (d, value) => {
            const request = d === p.onDay && value !== 1 ? 3 : 0;
            if (value === OFF) return request;
            const requirement = p.requirement[d * 2 + value]!;
            return request + (requirement > 0 ? -100 : 1);
          },
          minMinutes: staff.minMinutes,
          maxMinutes: staff.maxMinutes,
          maxCons: staff.maxConsecutive,
          minCons: staff.minConsecutive,
          minOff: staff.minConsecutiveOff,
          maxWeekends: staff.maxWeekends,
          minWeekends: staff.minWeekends,
          ...(p.maxNights < days ? { counted: { type: 1, max: p.maxNights } } : {}),
        };
        const optimum = bruteForce(model);
        const solved = solveRow(problem);
        if (optimum === Number.POSITIVE_INFINITY) expect(solved).toBeNull();
        else {
          expect(solved).not.toBeNull();
          const result = evaluate(model, solved?.row ?? emptyAssignment(model));
          expect(result.violations).toEqual([]);
          expect(result.objective).toBe(optimum);
        }
      }),
      { numRuns: 80, seed: 11 },
    );
  });
});

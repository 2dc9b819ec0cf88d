import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { construct } from "./construct.ts";
import { evaluate } from "./evaluate.ts";
import { Instance } from "./instance.ts";
import { OFF } from "./model.ts";
import { seededRandom } from "./random.ts";
import { smallModel } from "./test-support.ts";

const RUN_RULES = ["max-consecutive", "min-consecutive-off", "max-weekends", "max-minutes", "max-per-type"];

describe("the starting roster", () => {
  it("breaks no run, weekend or maximum rule where each day's cover can be met within them", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 2, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 1000 }),
        (maxConsecutive, minConsecutiveOff, requirement, seed) => {
          const staff = Array.from({ length: 6 }, () => ({
            maxConsecutive,
            minConsecutive: 2,
            minConsecutiveOff,
            maxWeekends: 2,
            minMinutes: 8 * 480,
            maxMinutes: 16 * 480,
          }));
          const model = smallModel(28, staff, () => requirement);
          const inst = new Instance(model);
          const a = new Int16Array(inst.S * inst.D).fill(OFF);
          construct(inst, a, seededRandom(seed));
          const broken = evaluate(model, a).violations.filter((v) => RUN_RULES.includes(v.rule));
          expect(broken).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("spends weekends on cover only, one staff member's per weekend, so that the last ones are covered too", () => {
    // four weekends; two staff who may each work two and are always behind their minutes' pace; one
    // needed on each weekend day, none on weekdays
    const weekend = (d: number) => d % 7 >= 5;
    const staff = { maxWeekends: 2, minMinutes: 20 * 480 };
    const model = smallModel(28, [staff, staff], (d) => (weekend(d) ? 1 : 0));
    const inst = new Instance(model);
    const a = new Int16Array(inst.S * inst.D).fill(OFF);
    construct(inst, a, seededRandom(1));
    for (let d = 0; d < inst.D; d++)
      if (weekend(d)) expect([a[d], a[inst.D + d]].filter((value) => value !== OFF)).toHaveLength(1);
  });

  it("sets pinned cells and works staff behind their minutes' pace where cover is met", () => {
    const model = smallModel(
      14,
      [{ minMinutes: 10 * 480, maxConsecutive: 5, minConsecutiveOff: 2 }],
      () => 0,
      {
        pins: [{ staff: 0, day: 3, shift: 0 }],
      },
    );
    const inst = new Instance(model);
    const a = new Int16Array(inst.S * inst.D).fill(OFF);
    construct(inst, a, seededRandom(1));
    expect(a[3]).toBe(0);
    expect(Array.from(a).filter((value) => value !== OFF)).toHaveLength(10);
  });
});

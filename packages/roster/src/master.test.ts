import highsLoader from "highs";
import { describe, expect, it } from "vitest";
import { RestrictedMaster } from "./master.ts";
import { OFF } from "./model.ts";

// Two staff over two days, one shift type, one needed each day (under-cover 10, over-cover 1).
const cover = {
  S: 2,
  D: 2,
  T: 1,
  requirement: Int32Array.from([1, 1]),
  under: Int32Array.from([10, 10]),
  over: Int32Array.from([1, 1]),
};
const X = 0;

async function master(): Promise<RestrictedMaster> {
  const m = new RestrictedMaster(await highsLoader(), cover);
  m.addColumn(0, [X, OFF], 0); // 0
  m.addColumn(0, [X, X], 3); // 1
  m.addColumn(1, [OFF, X], 0); // 2
  m.addColumn(1, [OFF, OFF], 0); // 3
  return m;
}

const limits = { timeLimitSeconds: 30, maxNodes: 1000 };

describe("restricted master", () => {
  it("finds the best roster of known rows without a start, and holds a fixing", async () => {
    const m = await master();
    try {
      expect(Array.from(m.solveInteger(null, limits)!)).toEqual([X, OFF, OFF, X]);
      m.fix(3);
      // staff 1 off both days: staff 0 works both (3) rather than leave day 1 short (10)
      expect(Array.from(m.solveInteger(null, limits)!)).toEqual([X, X, OFF, OFF]);
      m.unfixAll();
      expect(Array.from(m.solveInteger(null, limits)!)).toEqual([X, OFF, OFF, X]);
    } finally {
      m.dispose();
    }
  });

  it("keeps a barred row out of the relaxation until unbarred, and unfix undoes one fixing", async () => {
    const m = await master();
    try {
      m.bar(2);
      const barred = m.solveRelaxation(30)!;
      expect(barred.values[2]).toBe(0);
      expect(barred.objective).toBeCloseTo(3);
      m.unbarAll();
      expect(m.solveRelaxation(30)!.objective).toBeCloseTo(0);
      m.fix(1);
      expect(m.solveRelaxation(30)!.objective).toBeCloseTo(3);
      m.unfix(1);
      expect(m.solveRelaxation(30)!.objective).toBeCloseTo(0);
    } finally {
      m.dispose();
    }
  });
});

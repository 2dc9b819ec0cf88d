/**
 * The pricing side of column generation, read from the solver's view of the model: request costs per
 * cell, the row programme's constraints per staff member (counting its tightest per-type maximum), and
 * the rules the row programme does not track.
 */
import type { PricingProblem } from "./colgen.ts";
import { type Instance, rowConstraints } from "./instance.ts";
import { OFF, WEEK_DAYS } from "./model.ts";

export function pricingProblem(inst: Instance): PricingProblem {
  const { S, D, T, O, length } = inst;
  const counted = Array.from({ length: S }, (_, s) => tightestTypeLimit(inst, s));
  return {
    S,
    D,
    T,
    requirement: inst.requirement,
    under: inst.under,
    over: inst.over,
    requestCost: (s, d, v) => inst.requestCost[(s * D + d) * O + v + 1]!,
    rowProblem: (s, cost) => {
      const row = rowConstraints(inst, s, cost);
      const limit = counted[s];
      return limit ? { ...row, counted: limit } : row;
    },
    excess: (s, row) => {
      const perType = new Int32Array(T);
      const week = new Int32Array(inst.weeks);
      for (let d = 0; d < D; d++) {
        const v = row[d]!;
        if (v === OFF) continue;
        perType[v]!++;
        week[Math.floor(d / WEEK_DAYS)]! += length[v]!;
      }
      const types = new Set<number>();
      for (let t = 0; t < T; t++) if (perType[t]! > inst.maxPerType[s * T + t]!) types.add(t);
      const weekLimit = inst.maxWeekMinutes[s]!;
      if (weekLimit > 0)
        for (let w = 0; w < inst.weeks; w++) {
          if (week[w]! <= weekLimit) continue;
          for (let d = w * WEEK_DAYS; d < Math.min(D, (w + 1) * WEEK_DAYS); d++)
            if (row[d]! !== OFF) types.add(row[d]!);
        }
      return types.size === 0 ? null : [...types];
    },
  };
}

/**
 * The per-type maximum the row programme counts for staff member s: the smallest one that can bind
 * (fewer than the horizon's days), since counting multiplies the programme's states by it; the others
 * stay with the pricing's penalty.
 */
function tightestTypeLimit(inst: Instance, s: number): { type: number; max: number } | undefined {
  let limit: { type: number; max: number } | undefined;
  for (let t = 0; t < inst.T; t++) {
    const max = inst.maxPerType[s * inst.T + t]!;
    if (max > 0 && max < inst.D && (limit === undefined || max < limit.max)) limit = { type: t, max };
  }
  return limit;
}

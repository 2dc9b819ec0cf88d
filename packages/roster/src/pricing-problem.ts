/**
 * The pricing side of column generation built from a roster model: request costs per cell, the row
 * programme's constraints per staff member, and the rules the row programme does not track.
 */
import type { PricingProblem } from "./colgen.ts";
import type { RosterModel } from "./model.ts";
import { OFF, WEEK_DAYS } from "./model.ts";

export function pricingProblem(model: RosterModel): PricingProblem {
  const S = model.staff.length;
  const D = model.days;
  const T = model.shifts.length;
  const O = T + 1;
  const length = Int32Array.from(model.shifts.map((shift) => shift.minutes));
  const forbidFollow = new Uint8Array(T * T);
  model.shifts.forEach((shift, t) => {
    for (const next of shift.cannotFollow) forbidFollow[t * T + next] = 1;
  });
  const weekendOf = new Int32Array(D).fill(-1);
  model.weekends.forEach((weekend, w) => {
    for (const d of weekend) if (d >= 0 && d < D) weekendOf[d] = w;
  });
  const allowed = new Uint8Array(S * D * O);
  model.staff.forEach((member, s) => {
    for (let d = 0; d < D; d++) {
      allowed[(s * D + d) * O] = 1;
      for (let t = 0; t < T; t++) allowed[(s * D + d) * O + t + 1] = (member.maxPerType[t] ?? 0) > 0 ? 1 : 0;
    }
    for (const d of member.daysOff)
      if (d >= 0 && d < D) allowed.fill(0, (s * D + d) * O + 1, (s * D + d + 1) * O);
  });
  for (const pin of model.pins) {
    const base = (pin.staff * D + pin.day) * O;
    allowed.fill(0, base, base + O);
    allowed[base + pin.shift + 1] = 1;
  }
  const request = new Int32Array(S * D * O);
  for (const r of model.onRequests) {
    const base = (r.staff * D + r.day) * O;
    for (let o = 0; o < O; o++) if (o !== r.shift + 1) request[base + o]! += r.weight;
  }
  for (const r of model.offRequests) request[(r.staff * D + r.day) * O + r.shift + 1]! += r.weight;
  const requirement = new Int32Array(D * T);
  const under = new Int32Array(D * T);
  const over = new Int32Array(D * T);
  for (const cover of model.cover) {
    const k = cover.day * T + cover.shift;
    requirement[k] = cover.requirement;
    under[k] = cover.underWeight;
    over[k] = cover.overWeight;
  }
  return {
    S,
    D,
    T,
    requirement,
    under,
    over,
    requestCost: (s, d, v) => request[(s * D + d) * O + v + 1]!,
    rowProblem: (s, cost) => {
      const member = model.staff[s]!;
      return {
        D,
        T,
        length,
        forbidFollow,
        weekendOf,
        allowed: (d, v) => allowed[(s * D + d) * O + v + 1] === 1,
        cost,
        minMinutes: member.minMinutes,
        maxMinutes: member.maxMinutes,
        maxCons: member.maxConsecutive,
        minCons: member.minConsecutive,
        minOff: member.minConsecutiveOff,
        maxWeekends: member.maxWeekends,
        minWeekends: member.minWeekends,
      };
    },
    excess: (s, row) => {
      const member = model.staff[s]!;
      const perType = new Int32Array(T);
      const weeks = Math.ceil(D / WEEK_DAYS);
      const week = new Int32Array(weeks);
      for (let d = 0; d < D; d++) {
        const v = row[d]!;
        if (v === OFF) continue;
        perType[v]!++;
        week[Math.floor(d / WEEK_DAYS)]! += length[v]!;
      }
      const types = new Set<number>();
      for (let t = 0; t < T; t++) if (perType[t]! > (member.maxPerType[t] ?? 0)) types.add(t);
      const weekLimit = member.maxWeekMinutes ?? 0;
      if (weekLimit > 0)
        for (let w = 0; w < weeks; w++) {
          if (week[w]! <= weekLimit) continue;
          for (let d = w * WEEK_DAYS; d < Math.min(D, (w + 1) * WEEK_DAYS); d++)
            if (row[d]! !== OFF) types.add(row[d]!);
        }
      return types.size === 0 ? null : [...types];
    },
  };
}

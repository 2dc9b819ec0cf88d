/**
 * Exact re-optimisation of one staff member's row with all other rows fixed: a dynamic programme over
 * days whose state is (last value, current run length, run touches day 0, minutes used, weekends used).
 * It respects days off, pins, allowed types, rotation, run minima/maxima, weekends and total minutes;
 * per-type maxima other than 0 are not tracked (the caller's evaluation rejects such a row).
 * Costs are the requests plus the marginal cover cost against the other rows' counts.
 */
import { OFF } from "./model.ts";

export interface RowProblem {
  readonly D: number;
  readonly T: number;
  readonly length: Int32Array;
  readonly forbidFollow: Uint8Array;
  readonly weekendOf: Int32Array;
  /** allowed(d, value): value OFF or a shift index. */
  allowed(d: number, value: number): boolean;
  /** The cost of value on day d (requests plus marginal cover), value OFF or a shift index. */
  cost(d: number, value: number): number;
  readonly minMinutes: number;
  readonly maxMinutes: number;
  readonly maxCons: number;
  readonly minCons: number;
  readonly minOff: number;
  readonly maxWeekends: number;
  readonly minWeekends: number;
}

const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));

/** The DP's number of states per day, to decide whether it is affordable. */
export function rowStates(
  p: Pick<RowProblem, "T" | "length" | "maxMinutes" | "maxCons" | "minOff" | "maxWeekends">,
): number {
  const unit = Array.from(p.length).reduce(gcd, 0) || 1;
  const R = Math.max(p.maxCons, p.minOff, 1) + 1;
  return (p.T + 1) * R * 2 * (Math.floor(p.maxMinutes / unit) + 1) * (Math.min(p.maxWeekends, 60) + 1);
}

/** The best row (values per day) or null when no row satisfies the constraints. */
export function solveRow(p: RowProblem): { row: Int16Array; cost: number } | null {
  const { D, T } = p;
  const unit = Array.from(p.length).reduce(gcd, 0) || 1;
  const lengthUnits = Array.from(p.length, (minutes) => minutes / unit);
  const maxUnits = Math.floor(p.maxMinutes / unit);
  const minUnits = Math.ceil(p.minMinutes / unit);
  const R = Math.max(p.maxCons, p.minOff, 1) + 1;
  const M = maxUnits + 1;
  const W = Math.max(0, p.maxWeekends) + 1;
  const L = T + 1;
  const size = L * R * 2 * M * W;
  const index = (last: number, run: number, ex: number, m: number, w: number): number =>
    ((((last + 1) * R + run) * 2 + ex) * M + m) * W + w;
  const costs: Float64Array[] = [];
  const parents: Int32Array[] = [];
  let previous = new Float64Array(size).fill(Number.POSITIVE_INFINITY);
  const cellCost = new Float64Array(L);
  const cellAllowed = new Uint8Array(L);

  // Minutes and weekends reachable by the end of the previous day: the loop skips states beyond them.
  const longest = Math.max(0, ...lengthUnits);
  let reachM = 0;
  let reachW = 0;
  for (let d = 0; d < D; d++) {
    for (let v = -1; v < T; v++) {
      cellAllowed[v + 1] = p.allowed(d, v) ? 1 : 0;
      cellCost[v + 1] = cellAllowed[v + 1] ? p.cost(d, v) : 0;
    }
    const current = new Float64Array(size).fill(Number.POSITIVE_INFINITY);
    const parent = new Int32Array(size).fill(-1);
    const weekend = p.weekendOf[d]!;
    const weekendContinues = weekend >= 0 && d > 0 && p.weekendOf[d - 1] === weekend;
    if (d === 0) {
      if (cellAllowed[0]) {
        const i = index(OFF, 1, 1, 0, 0);
        current[i] = cellCost[0]!;
      }
      for (let t = 0; t < T; t++) {
        if (!cellAllowed[t + 1] || lengthUnits[t]! > maxUnits || p.maxCons < 1) continue;
        const w = weekend >= 0 ? 1 : 0;
        if (w >= W) continue;
        const i = index(t, 1, 1, lengthUnits[t]!, w);
        current[i] = cellCost[t + 1]!;
      }
    } else {
      for (let last = -1; last < T; last++)
        for (let run = 1; run < R; run++)
          for (let ex = 0; ex < 2; ex++)
            for (let m = 0; m <= reachM; m++)
              for (let w = 0; w <= reachW; w++) {
                const from = index(last, run, ex, m, w);
                const base = previous[from]!;
                if (base === Number.POSITIVE_INFINITY) continue;
                // day off
                if (cellAllowed[0]) {
                  let to = -1;
                  if (last === OFF) to = index(OFF, Math.min(run + 1, Math.max(p.minOff, 1)), ex, m, w);
                  else if (ex || run >= p.minCons) to = index(OFF, 1, 0, m, w);
                  if (to >= 0 && base + cellCost[0]! < current[to]!) {
                    current[to] = base + cellCost[0]!;
                    parent[to] = from;
                  }
                }
                // a shift
                if (last === OFF && !ex && run < p.minOff) continue;
                const newRun = last === OFF ? 1 : run + 1;
                if (newRun > p.maxCons) continue;
                const newEx = last === OFF ? 0 : ex;
                const newW = weekend >= 0 && !(weekendContinues && last !== OFF) ? w + 1 : w;
                if (newW >= W) continue;
                for (let t = 0; t < T; t++) {
                  if (!cellAllowed[t + 1]) continue;
                  if (last !== OFF && p.forbidFollow[last * T + t]) continue;
                  const newM = m + lengthUnits[t]!;
                  if (newM > maxUnits) continue;
                  const to = index(t, newRun, newEx, newM, newW);
                  const value = base + cellCost[t + 1]!;
                  if (value < current[to]!) {
                    current[to] = value;
                    parent[to] = from;
                  }
                }
              }
    }
    reachM = Math.min(M - 1, reachM + longest);
    if (weekend >= 0 && !weekendContinues) reachW = Math.min(W - 1, reachW + 1);
    costs.push(current);
    parents.push(parent);
    previous = current;
  }
  let bestIndex = -1;
  let bestCost = Number.POSITIVE_INFINITY;
  const last = costs[D - 1]!;
  for (let i = 0; i < size; i++) {
    const value = last[i]!;
    if (value >= bestCost) continue;
    const w = i % W;
    const m = Math.floor(i / W) % M;
    if (m < minUnits || w < p.minWeekends) continue;
    bestCost = value;
    bestIndex = i;
  }
  if (bestIndex < 0) return null;
  const row = new Int16Array(D);
  let i = bestIndex;
  for (let d = D - 1; d >= 0; d--) {
    row[d] = Math.floor(i / (W * M * 2 * R)) - 1;
    i = parents[d]![i]!;
  }
  return { row, cost: bestCost };
}

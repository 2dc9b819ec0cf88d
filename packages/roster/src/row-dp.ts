/**
 * Exact re-optimisation of one staff member's row with all other rows fixed: a dynamic programme over
 * days whose state is (last value, current run length, run touches day 0, minutes used, weekends used).
 * It respects days off, pins, allowed types, rotation, run minima/maxima, weekends and total minutes,
 * and optionally the maximum of one shift type (`counted`: the count joins the state); other per-type
 * maxima than 0 are not tracked (the caller's evaluation rejects such a row).
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
  /** One shift type whose shifts are counted, and at most how many the row may have. */
  readonly counted?: { readonly type: number; readonly max: number };
}

/**
 * The most work (states × days × values) one run of the programme may take: the search's row steps and
 * price and branch's pricing both stay within it.
 */
export const MAX_ROW_OPS = 60_000_000;

const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));

/** The DP's number of states per day, to decide whether it is affordable. */
export function rowStates(
  p: Pick<RowProblem, "T" | "length" | "maxMinutes" | "maxCons" | "minOff" | "maxWeekends" | "counted">,
): number {
  const unit = Array.from(p.length).reduce(gcd, 0) || 1;
  const R = Math.max(p.maxCons, p.minOff, 1) + 1;
  const C = p.counted ? p.counted.max + 1 : 1;
  return (p.T + 1) * R * 2 * (Math.floor(p.maxMinutes / unit) + 1) * (Math.min(p.maxWeekends, 60) + 1) * C;
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
  const countedType = p.counted ? p.counted.type : -1;
  const C = p.counted ? p.counted.max + 1 : 1;
  const size = L * R * 2 * M * W * C;
  const strideW = C;
  const strideM = W * C;
  const strideEx = M * strideM;
  const strideRun = 2 * strideEx;
  const strideLast = R * strideRun;
  const index = (last: number, run: number, ex: number, m: number, w: number, c: number): number =>
    (last + 1) * strideLast + run * strideRun + ex * strideEx + m * strideM + w * strideW + c;
  // a shift of type t moves the state by its type, minutes and count
  const workOffset = Int32Array.from(
    { length: T },
    (_, t) => (t + 1) * strideLast + lengthUnits[t]! * strideM + (t === countedType ? 1 : 0),
  );
  const followers = new Int32Array(T);
  const minOffRun = Math.max(p.minOff, 1);
  // Only the last two days' costs are needed; each day's parents are kept for reading the row back.
  let previous = new Float64Array(size);
  let current = new Float64Array(size);
  const parents = parentArrays(D, size);
  const cellCost = new Float64Array(L);
  const cellAllowed = new Uint8Array(L);

  // Minutes and weekends reachable by the end of the previous day: the loop skips states beyond them.
  const longest = Math.max(0, ...lengthUnits);
  let reachM = 0;
  let reachW = 0;
  let reachC = 0;
  for (let d = 0; d < D; d++) {
    for (let v = -1; v < T; v++) {
      cellAllowed[v + 1] = p.allowed(d, v) ? 1 : 0;
      cellCost[v + 1] = cellAllowed[v + 1] ? p.cost(d, v) : 0;
    }
    current.fill(Number.POSITIVE_INFINITY);
    const parent = parents[d]!;
    const weekend = p.weekendOf[d]!;
    const weekendContinues = weekend >= 0 && d > 0 && p.weekendOf[d - 1] === weekend;
    if (d === 0) {
      if (cellAllowed[0]) {
        const i = index(OFF, 1, 1, 0, 0, 0);
        current[i] = cellCost[0]!;
      }
      for (let t = 0; t < T; t++) {
        if (!cellAllowed[t + 1] || lengthUnits[t]! > maxUnits || p.maxCons < 1) continue;
        const w = weekend >= 0 ? 1 : 0;
        const c = t === countedType ? 1 : 0;
        if (w >= W || c >= C) continue;
        const i = index(t, 1, 1, lengthUnits[t]!, w, c);
        current[i] = cellCost[t + 1]!;
      }
    } else {
      for (let last = -1; last < T; last++) {
        // the types that may follow `last` today
        let follow = 0;
        for (let t = 0; t < T; t++)
          if (cellAllowed[t + 1] && (last === OFF || !p.forbidFollow[last * T + t])) followers[follow++] = t;
        for (let run = 1; run < R; run++)
          for (let ex = 0; ex < 2; ex++) {
            const fromBase = (last + 1) * strideLast + run * strideRun + ex * strideEx;
            // where a day off leads (without minutes, weekends and count), or -1
            let offBase = -1;
            if (cellAllowed[0]) {
              if (last === OFF) offBase = Math.min(run + 1, minOffRun) * strideRun + ex * strideEx;
              else if (ex || run >= p.minCons) offBase = strideRun;
            }
            const newRun = last === OFF ? 1 : run + 1;
            const canWork = follow > 0 && !(last === OFF && !ex && run < p.minOff) && newRun <= p.maxCons;
            const newEx = last === OFF ? 0 : ex;
            const weekendAdds = weekend >= 0 && !(weekendContinues && last !== OFF) ? 1 : 0;
            const workBase = newRun * strideRun + newEx * strideEx + weekendAdds * strideW;
            for (let m = 0; m <= reachM; m++)
              for (let w = 0; w <= reachW; w++) {
                const mw = m * strideM + w * strideW;
                const works = canWork && w + weekendAdds < W;
                for (let c = 0; c <= reachC; c++) {
                  const from = fromBase + mw + c;
                  const base = previous[from]!;
                  if (base === Number.POSITIVE_INFINITY) continue;
                  if (offBase >= 0) {
                    const to = offBase + mw + c;
                    const value = base + cellCost[0]!;
                    if (value < current[to]!) {
                      current[to] = value;
                      parent[to] = from;
                    }
                  }
                  if (!works) continue;
                  for (let f = 0; f < follow; f++) {
                    const t = followers[f]!;
                    if (m + lengthUnits[t]! > maxUnits) continue;
                    if (t === countedType && c + 1 >= C) continue;
                    const to = workOffset[t]! + workBase + mw + c;
                    const value = base + cellCost[t + 1]!;
                    if (value < current[to]!) {
                      current[to] = value;
                      parent[to] = from;
                    }
                  }
                }
              }
          }
      }
    }
    reachM = Math.min(M - 1, reachM + longest);
    if (weekend >= 0 && !weekendContinues) reachW = Math.min(W - 1, reachW + 1);
    reachC = Math.min(C - 1, reachC + 1);
    [previous, current] = [current, previous];
  }
  let bestIndex = -1;
  let bestCost = Number.POSITIVE_INFINITY;
  const last = previous;
  for (let i = 0; i < size; i++) {
    const value = last[i]!;
    if (value >= bestCost) continue;
    const w = Math.floor(i / C) % W;
    const m = Math.floor(i / (C * W)) % M;
    if (m < minUnits || w < p.minWeekends) continue;
    bestCost = value;
    bestIndex = i;
  }
  if (bestIndex < 0) return null;
  const row = new Int16Array(D);
  let i = bestIndex;
  for (let d = D - 1; d >= 0; d--) {
    row[d] = Math.floor(i / (C * W * M * 2 * R)) - 1;
    i = parents[d]![i]!;
  }
  return { row, cost: bestCost };
}

/**
 * The parents' arrays, reused from one call to the next: pricing solves the same staff member's
 * programme many times, and allocating them each time cost as much as the programme's sweep. A state's
 * parent is written whenever the state is reached, and only reached states are read back.
 */
const parentPool: Int32Array[] = [];

function parentArrays(days: number, size: number): Int32Array[] {
  for (let d = 0; d < days; d++)
    if (d >= parentPool.length || parentPool[d]!.length < size) parentPool[d] = new Int32Array(size);
  return parentPool;
}

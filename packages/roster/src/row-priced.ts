/**
 * One staff member's whole row where the row programme with minutes in its state is beyond the budget
 * (a year's horizon): the programme without the minutes, which are priced instead. A price per minute
 * is found by bisection until the row's minutes fall within the staff member's limits (or come closest:
 * the caller restores them with a window); a shift type the row uses beyond its maximum is priced too,
 * more each round. The run rules, weekends and fixed days stay exact. Where a window cannot mend a row
 * (its rule needs the row's shifts moved across months), this can.
 */
import { OFF } from "./model.ts";
import type { RowProblem } from "./row-dp.ts";
import { rowStates, solveRow } from "./row-dp.ts";

export interface PricedRow {
  /**
   * A row within the per-type maxima, its minutes within the limits or, where the price jumps over them
   * (the row's minutes are not a smooth function of it), as close as the bisection came; null when none.
   */
  readonly row: Int16Array | null;
  /** The programme's work over all its runs, for pacing. */
  readonly ops: number;
}

/** Bisection steps on the price per minute, and rounds of pricing the types over their maxima. */
const BISECTION_STEPS = 14;
const TYPE_ROUNDS = 4;

/** The work of one run of the programme without minutes. */
export function pricedRowOps(problem: RowProblem): number {
  return rowStates({ ...problem, maxMinutes: 0 }) * problem.D * (problem.T + 1);
}

export function solvePricedRow(problem: RowProblem, maxPerType: ArrayLike<number>): PricedRow {
  const { D, T } = problem;
  const shortest = Math.max(1, Math.min(...Array.from(problem.length)));
  // prices are per shortest shift: the search's costs are of the order of a cover weight
  let bound = 1;
  for (let d = 0; d < D; d++)
    for (let v = -1; v < T; v++)
      if (problem.allowed(d, v)) bound = Math.max(bound, Math.abs(problem.cost(d, v)));
  bound *= 4;
  const typePrice = new Float64Array(T);
  const noMinutes = new Int32Array(T);
  const runOps = pricedRowOps(problem);
  let ops = 0;
  const run = (price: number) => {
    ops += runOps;
    const solved = solveRow({
      ...problem,
      length: noMinutes,
      minMinutes: 0,
      maxMinutes: 0,
      cost: (d, v) =>
        v === OFF
          ? problem.cost(d, v)
          : problem.cost(d, v) + (price * problem.length[v]!) / shortest + typePrice[v]!,
    });
    if (solved === null) return null;
    let minutes = 0;
    for (const v of solved.row) if (v !== OFF) minutes += problem.length[v]!;
    return { row: solved.row, minutes };
  };
  const distance = (minutes: number) =>
    Math.max(0, problem.minMinutes - minutes) + Math.max(0, minutes - problem.maxMinutes);
  for (let round = 0; round < TYPE_ROUNDS; round++) {
    let low = -bound;
    let high = bound;
    let closest: { row: Int16Array; minutes: number } | null = null;
    for (let step = 0; step < BISECTION_STEPS; step++) {
      const price = (low + high) / 2;
      const result = run(price);
      if (result === null) return { row: null, ops };
      if (closest === null || distance(result.minutes) < distance(closest.minutes)) closest = result;
      if (result.minutes < problem.minMinutes) high = price;
      else if (result.minutes > problem.maxMinutes) low = price;
      else break;
    }
    if (closest === null) return { row: null, ops };
    const count = new Int32Array(T);
    for (const v of closest.row) if (v !== OFF) count[v]!++;
    let over = false;
    for (let t = 0; t < T; t++)
      if (count[t]! > maxPerType[t]!) {
        over = true;
        typePrice[t] = Math.max(1, 2 * typePrice[t]!) + bound / 8;
      }
    if (!over) return { row: closest.row, ops };
  }
  return { row: null, ops };
}

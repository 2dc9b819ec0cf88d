/**
 * Price and branch: column generation on the restricted master (`master.ts`), pricing each staff member's
 * row exactly with the row programme (`row-dp.ts`) at cell costs = request cost − the cover row's dual,
 * then the integer master over every row generated so far, started from a given roster so that the
 * answer is never worse than it. Between the two, a dive (fix the rows the relaxation picks, price again)
 * gives the integer master a better start. Heuristic, not branch and price: no branching.
 */
import type { Assignment } from "./model.ts";
import { OFF } from "./model.ts";
import type { MasterCover, MasterDuals, RestrictedMaster } from "./master.ts";
import type { RowProblem } from "./row-dp.ts";
import { solveRow } from "./row-dp.ts";

export interface PricingProblem extends MasterCover {
  /** The request cost of value v (OFF or a shift type) for staff member s on day d. */
  requestCost(s: number, d: number, v: number): number;
  /** Staff member s's row programme with the given cell costs. */
  rowProblem(s: number, cost: (d: number, v: number) => number): RowProblem;
  /**
   * The rules a row from the programme may break, as the shift types to make dearer: null when the row
   * keeps them all (per-type maxima; weekly minutes, where every type worked that week is named).
   */
  excess(s: number, row: Int16Array): number[] | null;
}

export interface PriceAndBranchLimits {
  /** Relaxations solved at most (each followed by one pricing pass over all staff). */
  readonly maxPricingRounds: number;
  /** The integer master's node limit (deterministic). */
  readonly maxNodes: number;
  /** `now()` value after which the first column generation stops. */
  readonly pricingDeadline: number;
  /** `now()` value after which the dive stops pricing (it then fixes on the relaxation alone). */
  readonly diveDeadline: number;
  /** The integer master's time guard. */
  readonly ipSeconds: number;
  /** `now()` value by which the round should end: the integer master gets at most what is left. */
  readonly roundDeadline: number;
  /** Clock in milliseconds (default `performance.now`); tests pass a counter. */
  readonly now?: () => number;
}

export interface PriceAndBranchResult {
  /** The integer master's roster (no worse than the start), or null when HiGHS returned none. */
  readonly roster: Assignment | null;
  /** The relaxation's value when no row priced out: a lower bound on every roster's objective. */
  readonly lowerBound: number | null;
  readonly columnsAdded: number;
}

/** The request cost of a whole row. */
export function rowRequestCost(problem: PricingProblem, s: number, row: ArrayLike<number>): number {
  let cost = 0;
  for (let d = 0; d < row.length; d++) cost += problem.requestCost(s, d, row[d]!);
  return cost;
}

/** Adds every row of a roster whose row keeps all of its staff member's rules (the caller knows which). */
export function addRosterRows(
  master: RestrictedMaster,
  problem: PricingProblem,
  roster: Assignment,
  rowFeasible: (s: number) => boolean,
): number {
  const { S, D } = problem;
  let added = 0;
  for (let s = 0; s < S; s++) {
    if (!rowFeasible(s)) continue;
    const row = roster.subarray(s * D, (s + 1) * D);
    if (master.addColumn(s, row, rowRequestCost(problem, s, row))) added++;
  }
  return added;
}

/** A roster's objective: its rows' request costs plus the cover penalties. */
export function rosterCost(problem: PricingProblem, roster: Assignment): number {
  const { S, D, T } = problem;
  const count = new Int32Array(D * T);
  let cost = 0;
  for (let s = 0; s < S; s++)
    for (let d = 0; d < D; d++) {
      const v = roster[s * D + d]!;
      cost += problem.requestCost(s, d, v);
      if (v !== OFF) count[d * T + v]!++;
    }
  for (let k = 0; k < D * T; k++) {
    const gap = problem.requirement[k]! - count[k]!;
    cost += gap > 0 ? gap * problem.under[k]! : -gap * problem.over[k]!;
  }
  return cost;
}

export function priceAndBranch(
  master: RestrictedMaster,
  problem: PricingProblem,
  start: Assignment,
  limits: PriceAndBranchLimits,
): PriceAndBranchResult {
  const now = limits.now ?? (() => performance.now());
  let columnsAdded = addRosterRows(master, problem, start, () => true);
  let lowerBound: number | null = null;
  const fixed = new Uint8Array(problem.S);
  const generate = (deadline: number, rounds: number): MasterDuals | null => {
    let duals: MasterDuals | null = null;
    for (let round = 0; round < rounds; round++) {
      const left = deadline - now();
      if (left <= 0) break;
      duals = master.solveRelaxation(left / 1000);
      if (duals === null) break;
      const pass = pricePass(master, problem, duals, fixed, deadline, now);
      columnsAdded += pass.added;
      if (pass.added === 0) {
        if (pass.complete && !fixed.includes(1)) lowerBound = duals.objective;
        break;
      }
    }
    return duals;
  };
  generate(limits.pricingDeadline, limits.maxPricingRounds);
  const dived = dive(master, problem, fixed, limits, now, generate);
  const better = dived !== null && rosterCost(problem, dived) < rosterCost(problem, start) ? dived : start;
  const roster = master.solveInteger(better, {
    timeLimitSeconds: Math.max(
      MIN_IP_SECONDS,
      Math.min(limits.ipSeconds, (limits.roundDeadline - now()) / 1000),
    ),
    maxNodes: limits.maxNodes,
  });
  return { roster: roster ?? (better === start ? null : better), lowerBound, columnsAdded };
}

/**
 * Dive: fix the staff members whose relaxation picks one row (or the one closest to it), re-solve with a
 * little pricing for the others, until every staff member has a row. Always a feasible roster (each row is
 * feasible and cover is soft); null only when a relaxation fails.
 */
function dive(
  master: RestrictedMaster,
  problem: PricingProblem,
  fixed: Uint8Array,
  limits: PriceAndBranchLimits,
  now: () => number,
  generate: (deadline: number, rounds: number) => MasterDuals | null,
): Assignment | null {
  const { S, D } = problem;
  const roster = new Int16Array(S * D).fill(OFF);
  try {
    while (fixed.includes(0)) {
      // pricing while time is left; the relaxation alone after that
      const duals = now() < limits.diveDeadline ? generate(limits.diveDeadline, DIVE_PRICING_ROUNDS) : null;
      const values = (
        duals ?? master.solveRelaxation(Math.max(MIN_IP_SECONDS, (limits.roundDeadline - now()) / 1000))
      )?.values;
      if (values === undefined) return null;
      const top = new Int32Array(S).fill(-1);
      for (let j = 0; j < values.length; j++) {
        const s = master.column(j).staff;
        if (!fixed[s] && (top[s]! < 0 || values[j]! > values[top[s]!]!)) top[s] = j;
      }
      let pick = -1;
      let any = false;
      for (let s = 0; s < S; s++) {
        const j = top[s]!;
        if (j < 0) continue;
        if (values[j]! >= DIVE_FIX_VALUE) {
          fixColumn(master, fixed, roster, D, j);
          any = true;
        } else if (pick < 0 || values[j]! > values[pick]!) pick = j;
      }
      if (!any && pick >= 0) fixColumn(master, fixed, roster, D, pick);
      else if (!any) return null;
    }
    return roster;
  } finally {
    master.unfixAll();
    fixed.fill(0);
  }
}

/** Relaxation values at or above this count as chosen in a dive. */
const DIVE_FIX_VALUE = 0.9;
/** The integer master's time when the round's time is up: enough to read the start back. */
const MIN_IP_SECONDS = 0.2;
/** Relaxations with pricing between two fixings of a dive. */
const DIVE_PRICING_ROUNDS = 1;

function fixColumn(
  master: RestrictedMaster,
  fixed: Uint8Array,
  roster: Int16Array,
  D: number,
  j: number,
): void {
  const { staff, row } = master.column(j);
  master.fix(j);
  fixed[staff] = 1;
  roster.set(row, staff * D);
}

/** One pricing pass over the staff members not fixed; `complete` when every one was priced exactly. */
function pricePass(
  master: RestrictedMaster,
  problem: PricingProblem,
  duals: MasterDuals,
  fixed: Uint8Array,
  deadline: number,
  now: () => number,
): { added: number; complete: boolean } {
  const { S, T } = problem;
  let added = 0;
  let complete = true;
  for (let s = 0; s < S; s++) {
    if (fixed[s]) continue;
    if (now() >= deadline) return { added, complete: false };
    const priced = priceRow(problem, s, duals.cover);
    if (priced === null || !priced.exact) complete = false;
    if (priced === null) continue;
    const row = priced.row;
    // reduced cost = row cost − duals of its cover rows − the staff member's own dual
    const cost = rowRequestCost(problem, s, row);
    let reduced = cost - duals.staff[s]!;
    for (let d = 0; d < row.length; d++) if (row[d]! !== OFF) reduced -= duals.cover[d * T + row[d]!]!;
    if (reduced > -1e-6) continue;
    if (master.addColumn(s, row, cost)) added++;
  }
  return { added, complete };
}

/** Tries of the per-type penalty below before a staff member's pricing gives up. */
const PENALTY_TRIES = 8;

/**
 * The row of least reduced cost for staff member s, found by the row programme. The programme does not
 * count shifts per type, so a type worked more often than allowed is made dearer for this staff member
 * (a Lagrangian penalty, doubled at each try) until the row keeps every rule; then the row is usable but
 * no longer certainly the least reduced cost. Null when no usable row was found.
 */
function priceRow(
  problem: PricingProblem,
  s: number,
  coverDual: Float64Array,
): { row: Int16Array; exact: boolean } | null {
  const { T } = problem;
  const penalty = new Float64Array(T);
  for (let attempt = 0; attempt < PENALTY_TRIES; attempt++) {
    const priced = solveRow(
      problem.rowProblem(s, (d, v) =>
        v === OFF
          ? problem.requestCost(s, d, v)
          : problem.requestCost(s, d, v) - coverDual[d * T + v]! + penalty[v]!,
      ),
    );
    if (priced === null) return null;
    const excess = problem.excess(s, priced.row);
    if (excess === null) return { row: priced.row, exact: attempt === 0 };
    for (const t of excess) penalty[t] = penalty[t]! * 2 + 1;
  }
  return null;
}

/**
 * Price and branch: column generation on the restricted master (`master.ts`), pricing each staff member's
 * row with the row programme (`row-dp.ts`) at cell costs = request cost − the cover row's dual, then a
 * dive: fix the rows the relaxation picks, price again, and undo a fixing that costs the relaxation too
 * much. The integer master completes what the dive left open, then runs over every row generated so far,
 * started from the better of the dive's roster and a given one, so that the answer is never worse than
 * it. Heuristic, not branch and price: the dive's undoing is its only branching.
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
  /** `now()` value after which the dive stops: the integer master chooses the rows it left open. */
  readonly diveDeadline: number;
  /** The integer master's time guard. */
  readonly ipSeconds: number;
  /** `now()` value by which the round should end: the integer master's two runs share what is left. */
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
  /** Whether the last pricing pass went through every staff member and found no better row. */
  let priced = false;
  const fixed = new Uint8Array(problem.S);
  const generate = (deadline: number, rounds: number): MasterDuals | null => {
    let duals: MasterDuals | null = null;
    for (let round = 0; round < rounds; round++) {
      const left = deadline - now();
      if (left <= 0) break;
      const solved = master.solveRelaxation(left / 1000);
      if (solved === null) break;
      duals = solved;
      const pass = pricePass(master, problem, duals, fixed, deadline, now);
      columnsAdded += pass.added;
      priced = pass.added === 0 && pass.whole;
      if (pass.added === 0) {
        if (pass.complete && !fixed.includes(1)) lowerBound = duals.objective;
        break;
      }
    }
    return duals;
  };
  const settled = generate(limits.pricingDeadline, limits.maxPricingRounds);
  // A dive on an unsettled relaxation fixes rows the pricing would have bettered: the next round goes on.
  const dived = priced ? diveAndComplete(master, fixed, limits, now, generate, settled) : null;
  const better = dived !== null && rosterCost(problem, dived) < rosterCost(problem, start) ? dived : start;
  const roster = master.solveInteger(better, {
    timeLimitSeconds: ipSeconds(limits, now, 1),
    maxNodes: limits.maxNodes,
  });
  return { roster: roster ?? (better === start ? null : better), lowerBound, columnsAdded };
}

/** The dive, then the integer master over the rows it left open; the fixings are undone after. */
function diveAndComplete(
  master: RestrictedMaster,
  fixed: Uint8Array,
  limits: PriceAndBranchLimits,
  now: () => number,
  generate: (deadline: number, rounds: number) => MasterDuals | null,
  settled: MasterDuals | null,
): Assignment | null {
  // After a fixing the relaxation's value cannot go below the settled value before it: pricing pays
  // only when the value rose.
  const relax = (reference: number): MasterDuals | null => {
    const left = limits.diveDeadline - now();
    const plain = left > 0 ? master.solveRelaxation(left / 1000) : null;
    if (plain === null || plain.objective <= reference + 1e-6) return plain;
    return generate(limits.diveDeadline, DIVE_PRICING_ROUNDS);
  };
  try {
    dive(master, fixed, limits, now, relax, settled);
    return master.solveInteger(null, {
      timeLimitSeconds: ipSeconds(limits, now, 2),
      maxNodes: limits.maxNodes,
    });
  } finally {
    master.unfixAll();
    fixed.fill(0);
  }
}

/** The integer master's time: its share of what is left of the round, within the limits. */
function ipSeconds(limits: PriceAndBranchLimits, now: () => number, shares: number): number {
  const left = (limits.roundDeadline - now()) / 1000 / shares;
  return Math.max(MIN_IP_SECONDS, Math.min(limits.ipSeconds, left));
}

/**
 * Dive: fix the rows the relaxation picks whole (value 1), else the one it uses most, and solve the
 * relaxation again (`relax`, which prices when its value rose). A fixing that raises the relaxation's value by more than a small
 * share is undone and its row barred while the dive tries the next one; after `DIVE_TRIES` rows the least
 * harmful one stays. Stops when every staff member is fixed or the dive's time is up, with its fixings
 * held in the master.
 */
function dive(
  master: RestrictedMaster,
  fixed: Uint8Array,
  limits: PriceAndBranchLimits,
  now: () => number,
  relax: (reference: number) => MasterDuals | null,
  settled: MasterDuals | null,
): void {
  const fix = (j: number): void => {
    master.fix(j);
    fixed[master.column(j).staff] = 1;
  };
  let current = settled;
  while (current !== null && fixed.includes(0) && now() < limits.diveDeadline) {
    const values = current.values;
    const whole: number[] = [];
    const used: number[] = [];
    for (let j = 0; j < values.length; j++) {
      if (fixed[master.column(j).staff] || values[j]! <= 1e-6) continue;
      (values[j]! >= WHOLE_VALUE ? whole : used).push(j);
    }
    if (whole.length > 0) {
      // the relaxation's solution stays feasible, so its values still hold for the other rows
      for (const j of whole) if (!fixed[master.column(j).staff]) fix(j);
      continue;
    }
    if (used.length === 0) return;
    used.sort((x, y) => values[y]! - values[x]!);
    const limit = current.objective + Math.max(1, DIVE_TOLERANCE * Math.abs(current.objective));
    let next: MasterDuals | null = null;
    let kept = false;
    let least: { j: number; objective: number } | null = null;
    for (const j of used.slice(0, DIVE_TRIES)) {
      fix(j);
      next = relax(current.objective);
      // null: the dive's time is up, and the fixing stays
      if (next === null || next.objective <= limit) {
        kept = true;
        break;
      }
      if (least === null || next.objective < least.objective) least = { j, objective: next.objective };
      master.unfix(j);
      fixed[master.column(j).staff] = 0;
      master.bar(j);
    }
    master.unbarAll();
    if (!kept && least !== null) {
      fix(least.j);
      next = relax(current.objective);
    }
    current = next;
  }
}

/** Relaxation values at or above this count as a row picked whole. */
const WHOLE_VALUE = 0.99;
/** A fixing may raise the relaxation's value by this share (at least 1) before the dive tries another row. */
const DIVE_TOLERANCE = 0.005;
/** Rows tried at one fixing of a dive. */
const DIVE_TRIES = 4;
/** The integer master's time when the round's time is up: enough to read the start back. */
const MIN_IP_SECONDS = 0.2;
/** Relaxations with pricing after one fixing of a dive, at most. */
const DIVE_PRICING_ROUNDS = 5;

/**
 * One pricing pass over the staff members not fixed; `whole` when it reached every one before the
 * deadline, `complete` when it also priced every one exactly.
 */
function pricePass(
  master: RestrictedMaster,
  problem: PricingProblem,
  duals: MasterDuals,
  fixed: Uint8Array,
  deadline: number,
  now: () => number,
): { added: number; whole: boolean; complete: boolean } {
  const { S, T } = problem;
  let added = 0;
  let complete = true;
  for (let s = 0; s < S; s++) {
    if (fixed[s]) continue;
    if (now() >= deadline) return { added, whole: false, complete: false };
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
  return { added, whole: true, complete };
}

/** Tries of the per-type penalty below before a staff member's pricing gives up. */
const PENALTY_TRIES = 8;

/**
 * The row of least reduced cost for staff member s, found by the row programme. The programme counts one
 * shift type's maximum at most (the pricing problem chooses which); when a row works another type more
 * often than allowed, that type is made dearer for this staff member (a Lagrangian penalty, doubled at
 * each try) until the row keeps every rule; then the row is usable but no longer certainly the least
 * reduced cost. Null when no usable row was found.
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

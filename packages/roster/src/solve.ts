/**
 * The roster solver: a greedy construction, then simulated annealing over change, swap and block moves
 * with incremental cost evaluation (cover counts per day and shift type, one cost row per staff member).
 * Hard constraints other than days off, forbidden shift types and pins (which the moves never break) are
 * penalised with an adaptive weight, so the search may pass through infeasible rosters; only feasible
 * rosters are kept as "best". The trajectory depends on the seed and the iteration count only, never on
 * the clock: the time budget and the AbortSignal only decide where it stops (with the optional exact
 * steps, also when a step's time guard fires).
 */
import type { Highs } from "highs";
import { ColgenStep, colgenAffordable } from "./colgen-step.ts";
import { construct } from "./construct.ts";
import { Instance, rowConstraints } from "./instance.ts";
import { solveNeighbourhood } from "./mip-step.ts";
import type { Assignment, RosterModel } from "./model.ts";
import { OFF, WEEK_DAYS } from "./model.ts";
import { pickNeighbourhood } from "./neighbourhood.ts";
import { reservoir, seededRandom } from "./random.ts";
import type { RowProblem } from "./row-dp.ts";
import { MAX_ROW_OPS, rowStates, solveRow } from "./row-dp.ts";
import { pricedRowStep, windowStep } from "./window-step.ts";

export interface Progress {
  readonly bestObjective: number | null;
  readonly feasible: boolean;
  readonly elapsedMs: number;
  readonly iterations: number;
  readonly firstFeasibleMs: number | null;
}

export interface SolveOptions {
  readonly seed?: number;
  /** Wall-clock budget in milliseconds (default 10 s). */
  readonly timeLimitMs?: number;
  /** Stop after this many iterations (for reproducible tests). */
  readonly maxIterations?: number;
  readonly signal?: AbortSignal;
  /** Polled with the signal: a worker passes a check of a shared flag here. */
  readonly isCancelled?: () => boolean;
  readonly onProgress?: (progress: Progress) => void;
  /** Least time between two progress reports (default 250 ms); without an improvement, one a second at most. */
  readonly progressIntervalMs?: number;
  /** A starting roster (pins and fixed days off are enforced on it). */
  readonly initial?: Assignment;
  /**
   * A loaded HiGHS runtime: when given, an annealing cycle that found nothing better is followed by a
   * round of exact large-neighbourhood steps (`mip-step.ts`) on the best roster. Off by default: at
   * equal time it did not beat annealing alone (README). Deterministic for a seed and iteration count
   * unless a step's time guard fires.
   */
  readonly exact?: Highs;
  /**
   * A loaded HiGHS runtime: when given, an annealing cycle that found nothing better is followed by a
   * price-and-branch round (`colgen-step.ts`) over the rows the annealing passed through and rows priced
   * by the row programme, within a share of the time (`COLGEN_SHARE`), on instances whose pricing is
   * affordable (`colgenAffordable`). Its limits are partly clock based, so a run with it depends on the
   * machine's speed.
   */
  readonly colgen?: Highs;
  /**
   * Restart from the best roster every this many annealing cycles; `Infinity`: never. Default
   * `RESTART_CYCLES`, or 1 with `exact` (its rounds come at restarts). For measuring the restart period
   * (README, "Restart period"); the product leaves it alone.
   */
  readonly restartCycles?: number;
  /**
   * Iterations in one annealing cycle; default `annealingCycleLength(staff, days)`. For measuring the
   * cycle length (README, "Cycle length"); the product leaves it alone.
   */
  readonly cycleLength?: number;
  /**
   * Temperature at the start and at the end of each cycle; default `CYCLE_TEMPERATURES`. For measuring
   * the schedule (README, "Cycle length"); the product leaves it alone.
   */
  readonly temperatures?: { readonly start: number; readonly end: number };
}

export interface SolveResult {
  /** The best feasible roster, or the least infeasible one when none was found. */
  readonly assignment: Assignment;
  readonly feasible: boolean;
  /** The objective (soft penalties) of `assignment`. */
  readonly objective: number;
  readonly iterations: number;
  readonly elapsedMs: number;
  readonly firstFeasibleMs: number | null;
  readonly cancelled: boolean;
}

/** Search state with incremental bookkeeping. */
class State {
  readonly a: Int16Array;
  readonly count: Int32Array; // [d * T + t]
  readonly rowHard: Float64Array; // penalty units per staff (minutes converted by minuteUnit)
  readonly rowViolations: Int32Array; // exact count of violated units (minutes counted as minutes)
  readonly rowRequest: Int32Array;
  coverTotal = 0;
  hardTotal = 0;
  violationTotal = 0;
  requestTotal = 0;
  private readonly typeCount: Int32Array;
  private readonly weekendWorked: Uint8Array;
  private readonly weekMinutes: Int32Array;
  private evalHard = 0;
  private evalViolations = 0;
  private evalRequest = 0;

  constructor(private readonly inst: Instance) {
    this.a = new Int16Array(inst.S * inst.D).fill(OFF);
    this.count = new Int32Array(inst.D * inst.T);
    this.rowHard = new Float64Array(inst.S);
    this.rowViolations = new Int32Array(inst.S);
    this.rowRequest = new Int32Array(inst.S);
    this.typeCount = new Int32Array(inst.T);
    this.weekendWorked = new Uint8Array(Math.max(1, inst.weekendCount));
    this.weekMinutes = new Int32Array(Math.max(1, inst.weeks));
  }

  get soft(): number {
    return this.coverTotal + this.requestTotal;
  }

  load(assignment: Int16Array): void {
    this.a.set(assignment);
    this.recomputeAll();
  }

  recomputeAll(): void {
    const { S, D, T } = this.inst;
    this.count.fill(0);
    for (let s = 0; s < S; s++)
      for (let d = 0; d < D; d++) {
        const t = this.a[s * D + d]!;
        if (t !== OFF) this.count[d * T + t]!++;
      }
    this.coverTotal = 0;
    for (let k = 0; k < D * T; k++) this.coverTotal += this.inst.coverCost(k, this.count[k]!);
    this.hardTotal = 0;
    this.violationTotal = 0;
    this.requestTotal = 0;
    for (let s = 0; s < S; s++) {
      this.evaluateRow(s);
      this.rowHard[s] = this.evalHard;
      this.rowViolations[s] = this.evalViolations;
      this.rowRequest[s] = this.evalRequest;
      this.hardTotal += this.evalHard;
      this.violationTotal += this.evalViolations;
      this.requestTotal += this.evalRequest;
    }
  }

  /** Evaluates staff row s into evalHard / evalViolations / evalRequest. */
  evaluateRow(s: number): void {
    const inst = this.inst;
    const { D, T, O } = inst;
    const a = this.a;
    const base = s * D;
    const typeCount = this.typeCount;
    typeCount.fill(0);
    const weekendWorked = this.weekendWorked;
    weekendWorked.fill(0);
    const weekMinutes = this.weekMinutes;
    weekMinutes.fill(0);
    let units = 0;
    let violations: number;
    let request = 0;
    let minutes = 0;
    const maxCons = inst.maxCons[s]!;
    const minCons = inst.minCons[s]!;
    const minOff = inst.minOff[s]!;
    let runStart = 0;
    let prev = -2; // -2: before day 0
    for (let d = 0; d < D; d++) {
      const t = a[base + d]!;
      request += inst.requestCost[(base + d) * O + t + 1]!;
      if (t !== OFF) {
        typeCount[t]!++;
        minutes += inst.length[t]!;
        weekMinutes[Math.floor(d / WEEK_DAYS)]! += inst.length[t]!;
        if (prev >= 0 && inst.forbidFollow[prev * T + t]) units++;
        const w = inst.weekendOf[d]!;
        if (w >= 0) weekendWorked[w] = 1;
      }
      // close the previous run when working/off switches
      if (d > 0 && (t !== OFF) !== (prev !== OFF)) {
        const len = d - runStart;
        if (prev !== OFF) {
          if (len > maxCons) units += len - maxCons;
          if (runStart > 0 && len < minCons) units += minCons - len;
        } else if (runStart > 0 && len < minOff) units += minOff - len;
        runStart = d;
      }
      prev = t;
    }
    // last run touches the end: only the maximum applies
    if (prev !== OFF) {
      const len = D - runStart;
      if (len > maxCons) units += len - maxCons;
    }
    violations = units;
    for (let t = 0; t < T; t++) {
      const excess = typeCount[t]! - inst.maxPerType[s * T + t]!;
      if (excess > 0) {
        units += excess;
        violations += excess;
      }
    }
    let weekends = 0;
    for (let w = 0; w < inst.weekendCount; w++) weekends += weekendWorked[w]!;
    if (weekends > inst.maxWeekends[s]!) {
      units += weekends - inst.maxWeekends[s]!;
      violations += weekends - inst.maxWeekends[s]!;
    }
    if (weekends < inst.minWeekends[s]!) {
      units += inst.minWeekends[s]! - weekends;
      violations += inst.minWeekends[s]! - weekends;
    }
    let deviation = Math.max(0, inst.minMinutes[s]! - minutes) + Math.max(0, minutes - inst.maxMinutes[s]!);
    const weekLimit = inst.maxWeekMinutes[s]!;
    if (weekLimit > 0)
      for (let w = 0; w < inst.weeks; w++) deviation += Math.max(0, weekMinutes[w]! - weekLimit);
    if (deviation > 0) {
      units += 0.5 + deviation / inst.minuteUnit;
      violations += deviation;
    }
    this.evalHard = units;
    this.evalViolations = violations;
    this.evalRequest = request;
  }

  // ---- moves with undo ----
  private readonly undoCell: number[] = [];
  private readonly undoValue: number[] = [];
  private touched: number[] = [];
  private readonly oldHard: number[] = [];
  private readonly oldViolations: number[] = [];
  private readonly oldRequest: number[] = [];
  private oldCover = 0;
  dSoft = 0;
  dHard = 0;

  begin(): void {
    this.undoCell.length = 0;
    this.undoValue.length = 0;
    this.touched = [];
    this.oldHard.length = 0;
    this.oldViolations.length = 0;
    this.oldRequest.length = 0;
    this.oldCover = this.coverTotal;
  }

  set(s: number, d: number, t: number): void {
    const { D, T } = this.inst;
    const cell = s * D + d;
    const old = this.a[cell]!;
    if (old === t) return;
    this.undoCell.push(cell);
    this.undoValue.push(old);
    if (old !== OFF) {
      const k = d * T + old;
      const n = this.count[k]!;
      this.coverTotal += this.inst.coverCost(k, n - 1) - this.inst.coverCost(k, n);
      this.count[k] = n - 1;
    }
    if (t !== OFF) {
      const k = d * T + t;
      const n = this.count[k]!;
      this.coverTotal += this.inst.coverCost(k, n + 1) - this.inst.coverCost(k, n);
      this.count[k] = n + 1;
    }
    this.a[cell] = t;
    if (!this.touched.includes(s)) this.touched.push(s);
  }

  /** Re-evaluates the touched rows; sets dSoft and dHard. */
  evaluate(): void {
    let dHard = 0;
    let dRequest = 0;
    for (const s of this.touched) {
      this.oldHard.push(this.rowHard[s]!);
      this.oldViolations.push(this.rowViolations[s]!);
      this.oldRequest.push(this.rowRequest[s]!);
      this.evaluateRow(s);
      dHard += this.evalHard - this.rowHard[s]!;
      dRequest += this.evalRequest - this.rowRequest[s]!;
      this.violationTotal += this.evalViolations - this.rowViolations[s]!;
      this.rowHard[s] = this.evalHard;
      this.rowViolations[s] = this.evalViolations;
      this.rowRequest[s] = this.evalRequest;
    }
    this.hardTotal += dHard;
    this.requestTotal += dRequest;
    this.dSoft = this.coverTotal - this.oldCover + dRequest;
    this.dHard = dHard;
  }

  undo(): void {
    const { D, T } = this.inst;
    for (let i = this.undoCell.length - 1; i >= 0; i--) {
      const cell = this.undoCell[i]!;
      const d = cell % D;
      const now = this.a[cell]!;
      const old = this.undoValue[i]!;
      if (now !== OFF) this.count[d * T + now]!--;
      if (old !== OFF) this.count[d * T + old]!++;
      this.a[cell] = old;
    }
    this.coverTotal = this.oldCover;
    this.touched.forEach((s, i) => {
      this.hardTotal += this.oldHard[i]! - this.rowHard[s]!;
      this.violationTotal += this.oldViolations[i]! - this.rowViolations[s]!;
      this.requestTotal += this.oldRequest[i]! - this.rowRequest[s]!;
      this.rowHard[s] = this.oldHard[i]!;
      this.rowViolations[s] = this.oldViolations[i]!;
      this.rowRequest[s] = this.oldRequest[i]!;
    });
  }
}

/** Whether a row works more than the staff member's weekly limit in some 7-day block. */
function breaksWeekLimit(inst: Instance, s: number, row: ArrayLike<number>): boolean {
  const limit = inst.maxWeekMinutes[s]!;
  if (limit <= 0) return false;
  for (let w = 0; w < inst.weeks; w++) {
    let total = 0;
    for (let d = w * WEEK_DAYS; d < Math.min(inst.D, (w + 1) * WEEK_DAYS); d++) {
      const t = row[d]!;
      if (t !== OFF) total += inst.length[t]!;
    }
    if (total > limit) return true;
  }
  return false;
}

const MAX_WEIGHT = 1000;
const DP_OPS_PER_ITERATION = 30;
/** Days a window of the row programme frees, where the whole row is beyond `MAX_ROW_OPS`. */
const WINDOW_DAYS = 28;
/** Iterations between two windows at least. */
const WINDOW_SPACING = 200;
/**
 * How many times as often windows come while no feasible roster is known (10: Instance22 feasible with
 * one seed of two at 60 s; 30: with both, the first feasible roster after 32 s).
 */
const WINDOW_REPAIR_RATE = 30;
const MIN_WEIGHT = 120;
/** Exact steps per round, and their limits: nodes (deterministic) and a time guard in seconds. */
const EXACT_STEPS = 12;
const EXACT_NODES = 200;
const EXACT_GUARD_SECONDS = 2;
/** Free (staff, day, shift type) variables a step starts with; adapted to how sub-problems end. */
const EXACT_START_VARIABLES = 400;

/**
 * Column generation takes at most this share of the elapsed time, halved after each round that found
 * nothing better (down to `COLGEN_MIN_SHARE`); one round prices and dives for at most `COLGEN_ROUND_MS`.
 */
const COLGEN_SHARE = 0.3;
/** No round before this share of the time limit: the annealing's early progress is cheaper. */
const COLGEN_START = 0.15;
const COLGEN_MIN_SHARE = 0.05;
const COLGEN_ROUND_MS = 30_000;
const COLGEN_IP_SECONDS = 5;

/**
 * Iterations in one annealing cycle (temperature from hot to cold) for S staff over D days. Measured at
 * equal iterations against 0.5, 2 and 4 times this length: none was better on Instances 1-12 (README,
 * "Cycle length").
 */
export function annealingCycleLength(S: number, D: number): number {
  return Math.max(200_000, 400 * S * D);
}

/**
 * Annealing cycles between two restarts from the best roster: none. Each cycle re-heats from where the
 * search is. Measured at equal iterations against a restart every 1, 2, 4 or 8 cycles and against the
 * old accidental lcm(1024, cycle length) period; never restarting was best (README, "Restart period").
 */
export const RESTART_CYCLES = Number.POSITIVE_INFINITY;

/** Each cycle cools geometrically from `start` to `end`; a hotter start (16) was worse (README, "Cycle length"). */
export const CYCLE_TEMPERATURES = { start: 8, end: 0.08 } as const;

export function solve(model: RosterModel, options: SolveOptions = {}): SolveResult {
  const started = performance.now();
  const timeLimit = options.timeLimitMs ?? 10_000;
  const maxIterations = options.maxIterations ?? Number.POSITIVE_INFINITY;
  const progressInterval = options.progressIntervalMs ?? 250;
  const random = seededRandom(options.seed ?? 1);
  const inst = new Instance(model);
  const { S, D } = inst;
  const state = new State(inst);
  if (options.initial) {
    state.a.set(options.initial);
    for (let cell = 0; cell < S * D; cell++) {
      const allowed = inst.options[cell]!;
      if (!allowed.includes(state.a[cell]!)) state.a[cell] = allowed.includes(OFF) ? OFF : allowed[0]!;
    }
  } else construct(inst, state.a, random);
  state.recomputeAll();

  const best = new Int16Array(state.a);
  let bestFeasible = state.violationTotal === 0;
  let bestObjective = state.soft;
  let bestPenalised = state.soft + 1000 * state.hardTotal;
  let firstFeasibleMs: number | null = bestFeasible ? performance.now() - started : null;
  let iterations = 0;
  let cancelled = false;
  let lastProgress = 0;
  let reportPending = true;

  let weight = 200; // penalty per hard unit, adapted below
  const cycleLength = Math.max(1024, Math.round(options.cycleLength ?? annealingCycleLength(S, D)));
  const restartCycles = Math.max(
    1,
    Math.round(options.restartCycles ?? (options.exact ? 1 : RESTART_CYCLES)),
  );
  // The restart is checked with the clock, every 1024 iterations: it fires at the first check at or
  // after each multiple of the period (tying it to `iterations % cycleLength` made the period
  // lcm(1024, cycleLength), up to 16 cycles).
  const restartPeriod = restartCycles * cycleLength;
  let nextRestart = restartPeriod;
  const { start: tStart, end: tEnd } = options.temperatures ?? CYCLE_TEMPERATURES;
  const focus = 0.5;
  const logRatio = Math.log(tEnd / tStart);
  let temperature = tStart;
  const maxBlock = Math.min(7, D);

  const report = (now: number): void => {
    options.onProgress?.({
      bestObjective: bestFeasible ? bestObjective : null,
      feasible: bestFeasible,
      elapsedMs: now - started,
      iterations,
      firstFeasibleMs,
    });
    lastProgress = now;
    reportPending = false;
  };

  // Exact row re-optimisation (row-dp.ts) every `dpEvery` iterations, where its state space is affordable.
  const rowStateCounts = Array.from({ length: S }, (_, s) => rowStates(rowConstraints(inst, s, () => 0)));
  const dpOps = Math.max(...rowStateCounts) * D * (inst.T + 1);
  const dpEvery = dpOps <= MAX_ROW_OPS ? Math.max(200, Math.ceil(dpOps / DP_OPS_PER_ITERATION)) : 0;
  /** Staff member s's cell costs against the other rows: requests plus the change in cover cost. */
  const cellCost =
    (s: number) =>
    (d: number, value: number): number => {
      let cost = inst.requestCost[(s * D + d) * inst.O + value + 1]!;
      if (value !== OFF) {
        const k = d * inst.T + value;
        const n = state.count[k]! - (state.a[s * D + d] === value ? 1 : 0);
        cost += inst.coverCost(k, n + 1) - inst.coverCost(k, n);
      }
      return cost;
    };
  const rowProblem = (s: number): RowProblem => rowConstraints(inst, s, cellCost(s));
  // Where the whole row is beyond budget (long horizons), the same over a window of the row. Each window's
  // work sets when the next one comes (`DP_OPS_PER_ITERATION`), and while no feasible roster is known
  // `WINDOW_REPAIR_RATE` times as often: windows repair what the moves do not.
  const windowDays = Math.min(WINDOW_DAYS, D);
  let nextWindow = dpEvery === 0 ? WINDOW_SPACING : Number.POSITIVE_INFINITY;

  /** A random staff member; while infeasible, often one whose row breaks a hard constraint. */
  const pickStaff = (): number => {
    let s = random.int(S);
    if (state.violationTotal > 0 && random.next() < focus)
      for (let tries = 0; tries < 8 && state.rowViolations[s] === 0; tries++) s = random.int(S);
    return s;
  };
  /** While infeasible, a staff member whose row breaks a rule (each equally likely); else any. */
  const pickBrokenStaff = (): number => {
    if (state.violationTotal === 0) return random.int(S);
    const pick = reservoir(random, 0);
    for (let s = 0; s < S; s++) if (state.rowViolations[s]! > 0) pick.offer(s);
    return pick.chosen;
  };

  const colgen = options.colgen && colgenAffordable(inst) ? new ColgenStep(options.colgen, inst) : null;
  let colgenMs = 0;
  let colgenShare = COLGEN_SHARE;
  let nextCycleEnd = cycleLength;
  const rowFeasible = (s: number): boolean => state.rowViolations[s] === 0;
  /** A price-and-branch round on the best roster; its roster replaces the search's when better. */
  const colgenRound = (step: ColgenStep): void => {
    const begin = performance.now();
    const remainingMs = timeLimit - (begin - started);
    if (
      remainingMs < 200 ||
      begin - started < COLGEN_START * timeLimit ||
      colgenMs > colgenShare * (begin - started)
    )
      return;
    step.harvest(best, () => true);
    const budget = Math.min(COLGEN_ROUND_MS, remainingMs / 2);
    const roster = step.run(best, begin, budget, COLGEN_IP_SECONDS);
    colgenMs += performance.now() - begin;
    colgenShare = Math.max(COLGEN_MIN_SHARE, colgenShare / 2);
    if (roster === null) return;
    const saved = new Int16Array(state.a);
    state.load(roster);
    if (state.violationTotal === 0 && state.soft < bestObjective) {
      bestObjective = state.soft;
      best.set(state.a);
      reportPending = true;
      colgenShare = COLGEN_SHARE;
    } else state.load(saved);
  };

  let exactVariables = EXACT_START_VARIABLES;
  let cycleImproved = true;
  /** Exact steps on the best roster; each result is kept only if feasible and no worse. */
  const exactRound = (highs: Highs): void => {
    state.load(best);
    for (let step = 0; step < EXACT_STEPS; step++) {
      const remainingMs = timeLimit - (performance.now() - started);
      if (remainingMs < 100 || options.signal?.aborted || options.isCancelled?.()) return;
      const short: number[] = [];
      for (let k = 0; k < D * inst.T; k++) if (state.count[k]! < inst.requirement[k]!) short.push(k);
      const neighbourhood = pickNeighbourhood(
        {
          S,
          D,
          T: inst.T,
          short,
          canWork: (s, t) => inst.maxPerType[s * inst.T + t]! > 0,
          targetVariables: exactVariables,
        },
        random,
      );
      const result = solveNeighbourhood(highs, model, best, neighbourhood.isFree, {
        maxNodes: EXACT_NODES,
        timeLimitSeconds: Math.min(EXACT_GUARD_SECONDS, remainingMs / 1000),
      });
      // proved optimal: try larger sub-problems; stopped by a limit: smaller ones
      exactVariables = result.optimal
        ? Math.min(exactVariables * 1.15, S * D * inst.T)
        : Math.max(exactVariables * 0.7, 2 * inst.T);
      if (result.roster === null) continue;
      state.load(result.roster);
      if (state.violationTotal === 0 && state.soft <= bestObjective) {
        if (state.soft < bestObjective) reportPending = true;
        bestObjective = state.soft;
        best.set(state.a);
      } else state.load(best);
    }
  };

  const pickStaffOther = (s: number): number => {
    const other = random.int(S - 1);
    return other >= s ? other + 1 : other;
  };

  for (;;) {
    if ((iterations & 1023) === 0) {
      const now = performance.now();
      if (options.signal?.aborted || options.isCancelled?.()) {
        cancelled = true;
        break;
      }
      if (now - started >= timeLimit || iterations >= maxIterations) break;
      if (now - lastProgress >= (reportPending ? progressInterval : Math.max(progressInterval, 1000)))
        report(now);
      const phase = (iterations % cycleLength) / cycleLength;
      temperature = tStart * Math.exp(logRatio * phase);
      if ((iterations & 16383) === 0) {
        if (state.violationTotal > 0) weight = Math.min(weight * 1.1, MAX_WEIGHT);
        else weight = Math.max(weight / 1.1, MIN_WEIGHT);
      }
      if (colgen && iterations >= nextCycleEnd) {
        nextCycleEnd += cycleLength;
        colgen.harvest(state.a, rowFeasible);
        if (bestFeasible && !cycleImproved) colgenRound(colgen);
        // with exact steps, the restart below reads and resets the flag
        if (!options.exact) cycleImproved = false;
      }
      if (iterations >= nextRestart) {
        nextRestart += restartPeriod;
        if (bestFeasible) {
          // restart from the best roster found; with exact steps, a period that found nothing better
          // is followed by an exact round on the best roster first
          if (options.exact && !cycleImproved) exactRound(options.exact);
          cycleImproved = false;
          state.load(best);
        }
      }
    }
    if (iterations >= maxIterations) break;
    iterations++;

    state.begin();
    const kind = random.next();
    let repairing = false;
    if (dpEvery > 0 && iterations % dpEvery === 0) {
      // re-optimise one staff member's row exactly against the others
      const s = pickStaff();
      const solved = solveRow(rowProblem(s));
      // The row programme knows no weekly limit: a row that breaks one is not taken.
      if (solved === null || breaksWeekLimit(inst, s, solved.row)) continue;
      for (let d = 0; d < D; d++) state.set(s, d, solved.row[d]!);
    } else if (iterations >= nextWindow) {
      // re-optimise a window of one staff member's row, around a broken rule when there is one
      const s = pickBrokenStaff();
      const step = windowStep(inst, s, state.a.subarray(s * D, (s + 1) * D), windowDays, cellCost(s), random);
      let { edits, ops } = step;
      // a broken row no window mends, while infeasible: the whole row with its minutes priced
      if (edits.length === 0 && !bestFeasible && state.rowViolations[s]! > 0) {
        const priced = pricedRowStep(inst, s, windowDays, cellCost(s));
        ops += priced.ops;
        if (priced.edits.length > 0 && !breaksWeekLimit(inst, s, priced.edits[0]!.values))
          edits = priced.edits;
      }
      const share = bestFeasible ? DP_OPS_PER_ITERATION : DP_OPS_PER_ITERATION * WINDOW_REPAIR_RATE;
      nextWindow = iterations + Math.max(WINDOW_SPACING, Math.ceil(ops / share));
      if (edits.length === 0) continue;
      for (const { start, values } of edits) values.forEach((value, i) => state.set(s, start + i, value));
      repairing = !bestFeasible;
    } else if (kind < 0.4) {
      // change one cell
      const s = pickStaff();
      const d = random.int(D);
      const opts = inst.options[s * D + d]!;
      if (opts.length < 2) continue;
      let t = opts[random.int(opts.length)]!;
      if (t === state.a[s * D + d])
        t = opts[(opts.indexOf(t) + 1 + random.int(opts.length - 1)) % opts.length]!;
      state.set(s, d, t);
    } else if (kind < 0.7) {
      // swap two staff over a block of days (one day or more)
      if (S < 2) continue;
      const s1 = pickStaff();
      const s2 = pickStaffOther(s1);
      const len = kind < 0.55 ? 1 : 2 + random.int(maxBlock - 1);
      const d0 = random.int(D - len + 1);
      let ok = true;
      let differs = false;
      for (let d = d0; d < d0 + len; d++) {
        const t1 = state.a[s1 * D + d]!;
        const t2 = state.a[s2 * D + d]!;
        if (t1 !== t2) differs = true;
        if (!inst.allowed[(s1 * D + d) * inst.O + t2 + 1] || !inst.allowed[(s2 * D + d) * inst.O + t1 + 1]) {
          ok = false;
          break;
        }
      }
      if (!ok || !differs) continue;
      for (let d = d0; d < d0 + len; d++) {
        const t1 = state.a[s1 * D + d]!;
        const t2 = state.a[s2 * D + d]!;
        state.set(s1, d, t2);
        state.set(s2, d, t1);
      }
    } else if (kind < 0.85) {
      // swap two blocks of days inside one staff member's row (keeps their minutes and type counts)
      const s = pickStaff();
      const len = 1 + random.int(2);
      const d1 = random.int(D - len + 1);
      const d2 = random.int(D - len + 1);
      if (Math.abs(d1 - d2) < len) continue;
      let ok = true;
      let differs = false;
      for (let i = 0; i < len; i++) {
        const t1 = state.a[s * D + d1 + i]!;
        const t2 = state.a[s * D + d2 + i]!;
        if (t1 !== t2) differs = true;
        if (
          !inst.allowed[(s * D + d1 + i) * inst.O + t2 + 1] ||
          !inst.allowed[(s * D + d2 + i) * inst.O + t1 + 1]
        ) {
          ok = false;
          break;
        }
      }
      if (!ok || !differs) continue;
      for (let i = 0; i < len; i++) {
        const t1 = state.a[s * D + d1 + i]!;
        const t2 = state.a[s * D + d2 + i]!;
        state.set(s, d1 + i, t2);
        state.set(s, d2 + i, t1);
      }
    } else {
      // set a block of one staff member's days to one value (off or a shift type)
      const s = pickStaff();
      const len = 2 + random.int(maxBlock - 1);
      const d0 = random.int(D - len + 1);
      const opts = inst.options[s * D + d0]!;
      const t = opts[random.int(opts.length)]!;
      for (let d = d0; d < d0 + len; d++) if (inst.allowed[(s * D + d) * inst.O + t + 1]) state.set(s, d, t);
    }
    state.evaluate();
    const delta = state.dSoft + weight * state.dHard;
    // Until a feasible roster is known, a window that removes broken rules is taken whatever its cover
    // costs: on long horizons the last few violations can cost more cover than their penalty.
    if (delta <= 0 || (repairing && state.dHard < 0) || random.next() < Math.exp(-delta / temperature)) {
      if (state.violationTotal === 0) {
        if (!bestFeasible || state.soft < bestObjective) {
          bestFeasible = true;
          bestObjective = state.soft;
          best.set(state.a);
          reportPending = true;
          cycleImproved = true;
          if (firstFeasibleMs === null) firstFeasibleMs = performance.now() - started;
        }
      } else if (!bestFeasible) {
        const penalised = state.soft + 1000 * state.hardTotal;
        if (penalised < bestPenalised) {
          bestPenalised = penalised;
          best.set(state.a);
        }
      }
    } else state.undo();
  }
  colgen?.dispose();
  const now = performance.now();
  report(now);
  // the reported objective is recomputed from scratch for the returned roster
  state.load(best);
  return {
    assignment: best,
    feasible: state.violationTotal === 0,
    objective: state.soft,
    iterations,
    elapsedMs: now - started,
    firstFeasibleMs,
    cancelled,
  };
}

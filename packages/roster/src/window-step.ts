/**
 * The search's window step on long horizons: re-optimise a window of one staff member's row around a
 * broken rule (`row-window.ts`). A window often cannot mend a rule while holding the row's minutes: where
 * the row is locally too dense (a single day off between runs is what fits its shifts in), mending
 * it means moving a shift out of the window. The step then frees the window's minutes within a slack,
 * and a second window, where the row is sparsest (or densest), gives the row back its limits. A row no
 * window mends is re-optimised whole with its minutes priced (`pricedRowStep`).
 */
import type { Instance } from "./instance.ts";
import { rowConstraints } from "./instance.ts";
import { OFF } from "./model.ts";
import type { Random } from "./random.ts";
import type { RowProblem } from "./row-dp.ts";
import { MAX_ROW_OPS, rowStates, solveRow } from "./row-dp.ts";
import { pricedRowOps, solvePricedRow } from "./row-priced.ts";
import { brokenRuleDay, rowWindow, windowContext } from "./row-window.ts";

/** New values for days `start` .. `start + values.length - 1` of the row. */
export interface RowEdit {
  readonly start: number;
  readonly values: Int16Array;
}

export interface WindowStep {
  /** The edits to the row (none when no window was affordable or had a solution). */
  readonly edits: readonly RowEdit[];
  /** The programme's work (states × days × values), for pacing the next step. */
  readonly ops: number;
}

/** The shortest window tried: a window beyond the budget is halved down to this. */
const MIN_DAYS = 7;
/** Shifts' minutes the first window may move out of (or into) itself, in longest shifts. */
const SLACK_SHIFTS = 2;

/** The second window is this many times as long as the first: the row is often dense everywhere. */
const RESTORE_SPAN = 2;

/**
 * The programme over `days` days of the row around `middle` (halved while beyond the budget), the
 * problem adjusted by `adjust`; null when no window is affordable or none has a solution. `ops` counts
 * the work done either way.
 */
function solveWindow(
  inst: Instance,
  s: number,
  row: ArrayLike<number>,
  middle: number,
  days: number,
  cost: (d: number, value: number) => number,
  adjust: (problem: RowProblem) => RowProblem,
): { edit: RowEdit | null; ops: number } {
  const { D } = inst;
  for (let span = Math.min(days, D); span >= Math.min(MIN_DAYS, D); span >>= 1) {
    const start = Math.max(0, Math.min(D - span, middle - (span >> 1)));
    const window = rowWindow(inst, s, row, start, span, cost);
    const problem = adjust(window.problem);
    const ops = rowStates(problem) * problem.D * (inst.T + 1);
    if (ops > MAX_ROW_OPS) continue;
    const result = solveRow(problem);
    const offset = start - window.from;
    return { edit: result === null ? null : { start, values: result.row.slice(offset, offset + span) }, ops };
  }
  return { edit: null, ops: 0 };
}

function rowMinutes(inst: Instance, row: ArrayLike<number>): number {
  let minutes = 0;
  for (let d = 0; d < inst.D; d++) if (row[d] !== OFF) minutes += inst.length[row[d]!]!;
  return minutes;
}

/**
 * The middle of the `days`-day stretch of the row, clear of [avoidFrom, avoidTo), with the most days
 * that count (`counts(d)`); -1 when there is none.
 */
function stretchMiddle(
  D: number,
  days: number,
  avoidFrom: number,
  avoidTo: number,
  counts: (d: number) => boolean,
): number {
  let best = -1;
  let bestCount = -1;
  let count = 0;
  for (let d = 0; d < D; d++) {
    if (counts(d)) count++;
    if (d >= days && counts(d - days)) count--;
    const start = d - days + 1;
    if (start < 0 || (start < avoidTo && d >= avoidFrom)) continue;
    if (count > bestCount) {
      best = start + (days >> 1);
      bestCount = count;
    }
  }
  return best;
}

/**
 * One window step on staff member s's row: the window around a broken rule (else a random day). If it
 * has no solution with the row's minutes held, the window may give up or take up to `SLACK_SHIFTS`
 * longest shifts, and a second window, clear of the first, restores the row's minutes where the row is
 * sparsest (minutes short) or densest (minutes over).
 */
export function windowStep(
  inst: Instance,
  s: number,
  row: ArrayLike<number>,
  days: number,
  cost: (d: number, value: number) => number,
  random: Random,
): WindowStep {
  const { D } = inst;
  const at = brokenRuleDay(inst, s, row, random);
  const middle = at >= 0 ? at : random.int(D);
  const held = solveWindow(inst, s, row, middle, days, cost, (problem) => problem);
  if (held.edit !== null) return { edits: [held.edit], ops: held.ops };
  const slack = SLACK_SHIFTS * Math.max(...inst.length);
  const freed = solveWindow(inst, s, row, middle, days, cost, (problem) => ({
    ...problem,
    minMinutes: Math.max(0, problem.minMinutes - slack),
    maxMinutes: Math.min(inst.maxMinutes[s]!, problem.maxMinutes + slack),
  }));
  let ops = held.ops + freed.ops;
  if (freed.edit === null) return { edits: [], ops };
  const first = freed.edit;
  const after = Array.from(row);
  first.values.forEach((value, i) => {
    after[first.start + i] = value;
  });
  const context = windowContext(inst, s);
  const restore = restoreMinutes(
    inst,
    s,
    after,
    first.start - context,
    first.start + first.values.length + context,
    days,
    cost,
  );
  ops += restore.ops;
  if (restore.edit === undefined) return { edits: [first], ops };
  if (restore.edit === null) return { edits: [], ops };
  return { edits: [first, restore.edit], ops };
}

/**
 * A row's minutes brought back within the staff member's limits by a window `RESTORE_SPAN` times `days`
 * long, clear of [avoidFrom, avoidTo): where most days off could be worked (minutes short) or most
 * days are worked (minutes over). `edit` is undefined when the minutes are within the limits already,
 * null when no window restores them.
 */
export function restoreMinutes(
  inst: Instance,
  s: number,
  row: ArrayLike<number>,
  avoidFrom: number,
  avoidTo: number,
  days: number,
  cost: (d: number, value: number) => number,
): { edit: RowEdit | null | undefined; ops: number } {
  const { D } = inst;
  const minutes = rowMinutes(inst, row);
  const short = minutes < inst.minMinutes[s]!;
  if (!short && minutes <= inst.maxMinutes[s]!) return { edit: undefined, ops: 0 };
  const counts = short
    ? (d: number) => row[d] === OFF && inst.options[s * D + d]!.length > 1
    : (d: number) => row[d] !== OFF && inst.options[s * D + d]!.includes(OFF);
  const span = RESTORE_SPAN * days;
  const middle = stretchMiddle(D, span, avoidFrom, avoidTo, counts);
  if (middle < 0) return { edit: null, ops: 0 };
  return solveWindow(inst, s, row, middle, span, cost, (problem) => problem);
}

/**
 * Staff member s's whole row with its minutes priced (`row-priced.ts`), then its minutes restored by a
 * window where the price jumped over them: for a broken row no window mends. No edit when the priced
 * programme is beyond the budget or finds no row.
 */
export function pricedRowStep(
  inst: Instance,
  s: number,
  days: number,
  cost: (d: number, value: number) => number,
): WindowStep {
  const problem = rowConstraints(inst, s, cost);
  if (pricedRowOps(problem) > MAX_ROW_OPS) return { edits: [], ops: 0 };
  const priced = solvePricedRow(problem, inst.maxPerType.subarray(s * inst.T, (s + 1) * inst.T));
  if (priced.row === null) return { edits: [], ops: priced.ops };
  const restore = restoreMinutes(inst, s, priced.row, 0, 0, days, cost);
  const ops = priced.ops + restore.ops;
  if (restore.edit === null) return { edits: [], ops };
  if (restore.edit !== undefined) priced.row.set(restore.edit.values, restore.edit.start);
  return { edits: [{ start: 0, values: priced.row }], ops };
}

/**
 * One staff member's row programme over a window of days, the rest of the row held: for horizons
 * where the whole row's programme is beyond the search's budget (half a year or a year). The window is
 * framed by context days held at their values, long enough that a run crossing the window's edge is
 * seen whole or breaks the run limits; minutes and weekends worked outside it leave the programme what
 * remains of the staff member's limits. The search still judges the row it returns (an estimate at
 * the edges, e.g. a weekend split by the frame), as it does every move.
 */
import type { Instance } from "./instance.ts";
import { OFF } from "./model.ts";
import type { RowProblem } from "./row-dp.ts";

export interface RowWindow {
  /** The horizon's day of the programme's day 0. */
  readonly from: number;
  readonly problem: RowProblem;
}

/** Context days held on each side of a window for staff member s. */
export function windowContext(inst: Instance, s: number): number {
  return Math.max(inst.maxCons[s]!, inst.minOff[s]!, 1) + 1;
}

/** Days [start, start + days) of staff member s's row free, the rest of `row` (the whole row) held. */
export function rowWindow(
  inst: Instance,
  s: number,
  row: ArrayLike<number>,
  start: number,
  days: number,
  cost: (d: number, value: number) => number,
): RowWindow {
  const { D } = inst;
  const context = windowContext(inst, s);
  const from = Math.max(0, start - context);
  const to = Math.min(D, start + days + context);
  let outsideMinutes = 0;
  const outsideWeekends = new Set<number>();
  for (let d = 0; d < D; d++) {
    if (d >= from && d < to) continue;
    const value = row[d]!;
    if (value === OFF) continue;
    outsideMinutes += inst.length[value]!;
    // a weekend the frame splits counts here when worked outside it: the window may then add it again,
    // which errs on the side of the limit
    if (inst.weekendOf[d]! >= 0) outsideWeekends.add(inst.weekendOf[d]!);
  }
  const free = (d: number) => d >= start && d < start + days;
  return {
    from,
    problem: {
      D: to - from,
      T: inst.T,
      length: inst.length,
      forbidFollow: inst.forbidFollow,
      weekendOf: inst.weekendOf.subarray(from, to),
      allowed: (d, value) =>
        free(from + d)
          ? inst.allowed[(s * D + from + d) * inst.O + value + 1] === 1
          : value === row[from + d],
      cost: (d, value) => (free(from + d) ? cost(from + d, value) : 0),
      minMinutes: Math.max(0, inst.minMinutes[s]! - outsideMinutes),
      maxMinutes: Math.max(0, inst.maxMinutes[s]! - outsideMinutes),
      maxCons: inst.maxCons[s]!,
      minCons: inst.minCons[s]!,
      minOff: inst.minOff[s]!,
      maxWeekends: Math.max(0, inst.maxWeekends[s]! - outsideWeekends.size),
      minWeekends: Math.max(0, inst.minWeekends[s]! - outsideWeekends.size),
    },
  };
}

/**
 * A day where staff member s's row breaks a run rule (a block of days off shorter than the minimum
 * between two shifts, or a run of shifts longer than the maximum), or -1: where a window helps most.
 */
export function runViolationDay(inst: Instance, s: number, row: ArrayLike<number>): number {
  const { D } = inst;
  let runStart = 0;
  for (let d = 1; d <= D; d++) {
    const ends = d === D || (row[d] === OFF) !== (row[runStart] === OFF);
    if (!ends) continue;
    const length = d - runStart;
    if (row[runStart] === OFF) {
      if (runStart > 0 && d < D && length < inst.minOff[s]!) return runStart;
    } else if (length > inst.maxCons[s]!) return runStart + inst.maxCons[s]!;
    runStart = d;
  }
  return -1;
}

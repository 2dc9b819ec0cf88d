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
import type { Random } from "./random.ts";
import { reservoir } from "./random.ts";
import type { RowProblem } from "./row-dp.ts";

export interface RowWindow {
  /** The horizon's day of the programme's day 0. */
  readonly from: number;
  readonly problem: RowProblem;
}

/** The most shifts of one type left to a window that its programme counts (its states grow with it). */
const MAX_COUNTED = 7;

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
  // Per-type maxima: a type the rest of the row has used up is barred from the free days; the tightest
  // one left, when few remain, is counted by the programme (a larger count would cost too many states).
  const { T } = inst;
  const used = new Int32Array(T);
  for (let d = 0; d < D; d++) if (!free(d) && row[d] !== OFF) used[row[d]!]!++;
  let counted: RowProblem["counted"];
  let countedLeft = Math.min(days, MAX_COUNTED + 1);
  for (let t = 0; t < T; t++) {
    const left = inst.maxPerType[s * T + t]! - used[t]!;
    if (left <= 0 || left >= countedLeft) continue;
    // the held days of the frame count in the programme too
    let held = 0;
    for (let d = from; d < to; d++) if (!free(d) && row[d] === t) held++;
    counted = { type: t, max: left + held };
    countedLeft = left;
  }
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
          ? inst.allowed[(s * D + from + d) * inst.O + value + 1] === 1 &&
            (value === OFF || used[value]! < inst.maxPerType[s * T + value]!)
          : value === row[from + d],
      cost: (d, value) => (free(from + d) ? cost(from + d, value) : 0),
      minMinutes: Math.max(0, inst.minMinutes[s]! - outsideMinutes),
      maxMinutes: Math.max(0, inst.maxMinutes[s]! - outsideMinutes),
      maxCons: inst.maxCons[s]!,
      minCons: inst.minCons[s]!,
      minOff: inst.minOff[s]!,
      maxWeekends: Math.max(0, inst.maxWeekends[s]! - outsideWeekends.size),
      minWeekends: Math.max(0, inst.minWeekends[s]! - outsideWeekends.size),
      ...(counted === undefined ? {} : { counted }),
    },
  };
}

/**
 * A day where staff member s's row breaks a rule a window can mend, chosen at random among them, or -1:
 * a block of days off shorter than the minimum between two shifts, a run of shifts longer than the
 * maximum or (between two days off) shorter than the minimum, a worked weekend of a row over its
 * weekends' maximum, a free one of a row under its minimum.
 */
export function brokenRuleDay(inst: Instance, s: number, row: ArrayLike<number>, random: Random): number {
  const { D } = inst;
  const pick = reservoir(random, -1);
  let runStart = 0;
  for (let d = 1; d <= D; d++) {
    const ends = d === D || (row[d] === OFF) !== (row[runStart] === OFF);
    if (!ends) continue;
    const length = d - runStart;
    if (row[runStart] === OFF) {
      if (runStart > 0 && d < D && length < inst.minOff[s]!) pick.offer(runStart);
    } else if (length > inst.maxCons[s]!) pick.offer(runStart + inst.maxCons[s]!);
    else if (runStart > 0 && d < D && length < inst.minCons[s]!) pick.offer(runStart);
    runStart = d;
  }
  const firstDay = new Int32Array(inst.weekendCount).fill(-1);
  const worked = new Uint8Array(inst.weekendCount);
  for (let d = 0; d < D; d++) {
    const w = inst.weekendOf[d]!;
    if (w < 0) continue;
    if (firstDay[w] === -1) firstDay[w] = d;
    if (row[d] !== OFF) worked[w] = 1;
  }
  const weekends = worked.reduce((sum, x) => sum + x, 0);
  const over = weekends > inst.maxWeekends[s]!;
  const under = weekends < inst.minWeekends[s]!;
  if (over || under)
    for (let w = 0; w < inst.weekendCount; w++)
      if (firstDay[w]! >= 0 && worked[w] === (over ? 1 : 0)) pick.offer(firstDay[w]!);
  return pick.chosen;
}

/**
 * The search's starting roster, built day by day. Each day's most wanted cover is filled first, from
 * staff who can take a shift without breaking a rule the day adds to: run lengths, days off between
 * runs, rotation, per-type maxima, minutes (total and weekly) and weekends. Staff whose run is shorter
 * than its minimum go first, then those furthest behind the pace their minimum minutes ask for; staff
 * behind that pace work even where the day's cover is met. On a year's horizon a start that ignored
 * the run rules left thousands of broken ones for the annealing to mend.
 */
import type { Instance } from "./instance.ts";
import { OFF, WEEK_DAYS } from "./model.ts";
import type { Random } from "./random.ts";

/** Fills the free cells of `a` (pinned cells, those with one option, are set to it). */
export function construct(inst: Instance, a: Int16Array, random: Random): void {
  const { S, D, T, O } = inst;
  const minutes = new Int32Array(S);
  const weekMinutes = new Int32Array(S * inst.weeks);
  const weekOf = (s: number, d: number) => s * inst.weeks + Math.floor(d / WEEK_DAYS);
  const typeCount = new Int32Array(S * T);
  const weekendWorked = new Uint8Array(S * Math.max(1, inst.weekendCount));
  const weekends = new Int32Array(S);
  // the run ending yesterday: days worked, days off, and whether the row has worked at all
  const run = new Int32Array(S);
  const off = new Int32Array(S);
  const started = new Uint8Array(S);
  const fixed = (cell: number) => inst.options[cell]!.length === 1;

  const take = (s: number, d: number, t: number): void => {
    a[s * D + d] = t;
    minutes[s]! += inst.length[t]!;
    weekMinutes[weekOf(s, d)]! += inst.length[t]!;
    typeCount[s * T + t]!++;
    const w = inst.weekendOf[d]!;
    if (w >= 0 && !weekendWorked[s * inst.weekendCount + w]) {
      weekendWorked[s * inst.weekendCount + w] = 1;
      weekends[s]!++;
    }
  };

  const canWork = (s: number, d: number, t: number): boolean => {
    const cell = s * D + d;
    if (a[cell] !== OFF || fixed(cell) || !inst.allowed[cell * O + t + 1]) return false;
    if (typeCount[s * T + t]! >= inst.maxPerType[s * T + t]!) return false;
    if (minutes[s]! + inst.length[t]! > inst.maxMinutes[s]!) return false;
    const weekLimit = inst.maxWeekMinutes[s]!;
    if (weekLimit > 0 && weekMinutes[weekOf(s, d)]! + inst.length[t]! > weekLimit) return false;
    if (run[s]! >= inst.maxCons[s]!) return false;
    if (run[s]! > 0 && inst.forbidFollow[a[cell - 1]! * T + t]) return false;
    if (run[s] === 0) {
      // a new run: after enough days off, and with room for its minimum length before a fixed day off
      if (started[s] && off[s]! < inst.minOff[s]!) return false;
      for (let k = 1; k < inst.minCons[s]! && d + k < D; k++)
        if (inst.options[cell + k]!.length === 1 && inst.options[cell + k]![0] === OFF) return false;
    }
    const w = inst.weekendOf[d]!;
    return w < 0 || weekendWorked[s * inst.weekendCount + w] === 1 || weekends[s]! < inst.maxWeekends[s]!;
  };

  const order = Array.from({ length: S }, (_, s) => s);
  const priority = new Float64Array(S);
  const count = new Int32Array(T);
  for (let d = 0; d < D; d++) {
    count.fill(0);
    for (let s = 0; s < S; s++) {
      const cell = s * D + d;
      if (fixed(cell) && inst.options[cell]![0] !== OFF) take(s, d, inst.options[cell]![0]!);
      if (a[cell]! !== OFF) count[a[cell]!]!++;
      // staff in a run shorter than its minimum first, then those who work this weekend already (another
      // of its days costs no weekend), then by how far behind their minutes' pace
      const pace = (inst.minMinutes[s]! * (d + 1)) / D;
      const mustGoOn = run[s]! > 0 && run[s]! < inst.minCons[s]!;
      const w = inst.weekendOf[d]!;
      const weekendBegun = w >= 0 && weekendWorked[s * inst.weekendCount + w] === 1;
      priority[s] = (mustGoOn ? -2e9 : weekendBegun ? -1e9 : minutes[s]! - pace) + random.next();
    }
    order.sort((x, y) => priority[x]! - priority[y]!);
    const shifts = Array.from({ length: T }, (_, t) => t).sort(
      (x, y) => inst.requirement[d * T + y]! - inst.requirement[d * T + x]!,
    );
    for (const t of shifts)
      for (const s of order) {
        if (count[t]! >= inst.requirement[d * T + t]!) break;
        if (!canWork(s, d, t)) continue;
        take(s, d, t);
        count[t]!++;
      }
    // Staff who must go on with their run, or are behind their pace, work where cover is least over.
    for (const s of order) {
      if (a[s * D + d] !== OFF) continue;
      const mustGoOn = run[s]! > 0 && run[s]! < inst.minCons[s]!;
      // a shift ahead of the pace: runs cut short by days off and weekends are caught up only later
      if (!mustGoOn && minutes[s]! >= (inst.minMinutes[s]! * (d + 1)) / D + inst.minuteUnit) continue;
      // not on a new weekend, though: weekends are scarcer than minutes
      const w = inst.weekendOf[d]!;
      if (!mustGoOn && w >= 0 && weekendWorked[s * inst.weekendCount + w] === 0) continue;
      let best = -1;
      for (let t = 0; t < T; t++)
        if (
          canWork(s, d, t) &&
          (best < 0 ||
            count[t]! - inst.requirement[d * T + t]! < count[best]! - inst.requirement[d * T + best]!)
        )
          best = t;
      if (best < 0) continue;
      take(s, d, best);
      count[best]!++;
    }
    for (let s = 0; s < S; s++) {
      if (a[s * D + d] !== OFF) {
        run[s]!++;
        off[s] = 0;
        started[s] = 1;
      } else {
        run[s] = 0;
        off[s]!++;
      }
    }
  }
}

/**
 * The one MIP formulation of the roster model, as CPLEX LP text for HiGHS. x[s,d,t] binary per allowed
 * cell, one shift per day, rotation pairs, per-type maxima, total minutes, run maxima as sliding windows,
 * run minima (interior runs) as forbidden patterns, weekends through y[s,w], cover with under/over slack.
 *
 * Two users: the baseline solves the full model; the solver's large-neighbourhood step solves a
 * restricted one in which only some cells are free and every other cell keeps its value in a given
 * roster. The same constraint builders serve both: a fixed cell enters every expression as a constant,
 * a constraint left with no variable is dropped (it holds, since the fixed part comes from a roster that
 * satisfies it), and a staff member with no free cell contributes nothing but constants to cover.
 */
import type { Assignment, RosterModel } from "./model.ts";
import { OFF } from "./model.ts";

type Term = readonly [coefficient: number, variable: string];

interface Linear {
  readonly terms: Term[];
  constant: number;
}

/** Which cells the restricted model may change; the others keep their value in `roster`. */
export interface MipScope {
  readonly roster: Assignment;
  readonly isFree: (s: number, d: number) => boolean;
}

export interface MipText {
  readonly text: string;
  /** The objective's constant part for the full model (on-requests count as unmet unless worked). */
  readonly constant: number;
  /** For a scope: each variable's value in the scope's roster (a MIP start). */
  readonly start: ReadonlyMap<string, number>;
}

function expression(terms: readonly Term[]): string {
  if (terms.length === 0) return "0 dummy";
  return terms
    .map(([c, v], i) => `${c < 0 ? "-" : i === 0 ? "" : "+"} ${Math.abs(c)} ${v}`)
    .reduce((text, term, i) => text + (i > 0 && i % 20 === 0 ? "\n " : " ") + term, "");
}

const variableName = (s: number, d: number, t: number): string => `x_${s}_${d}_${t}`;

/** The roster read back from variable values (cells without a set x stay OFF, or the scope's value). */
export function rosterFromValues(
  model: RosterModel,
  values: Iterable<readonly [name: string, value: number]>,
  base: Assignment,
): Assignment {
  const roster = new Int16Array(base);
  const freed = new Set<number>();
  const chosen: [number, number][] = [];
  for (const [name, value] of values) {
    const match = /^x_(\d+)_(\d+)_(\d+)$/.exec(name);
    if (!match) continue;
    const cell = Number(match[1]) * model.days + Number(match[2]);
    freed.add(cell);
    if (value > 0.5) chosen.push([cell, Number(match[3])]);
  }
  for (const cell of freed) roster[cell] = OFF;
  for (const [cell, t] of chosen) roster[cell] = t;
  return roster;
}

export function mipText(model: RosterModel, scope?: MipScope): MipText {
  const { days: D, shifts } = model;
  const T = shifts.length;
  const pinned = new Map(model.pins.map((pin) => [pin.staff * D + pin.day, pin.shift]));
  const daysOff = model.staff.map((member) => new Set(member.daysOff));
  const isFree = (s: number, d: number): boolean => scope === undefined || scope.isFree(s, d);
  const fixedValue = (s: number, d: number): number => scope?.roster[s * D + d] ?? OFF;
  const allowed = (s: number, d: number, t: number): boolean => {
    if ((model.staff[s]!.maxPerType[t] ?? 0) <= 0 || daysOff[s]!.has(d)) return false;
    const pin = pinned.get(s * D + d);
    return pin === undefined || pin === t;
  };
  const x = variableName;
  const start = new Map<string, number>();
  const xVariable = (s: number, d: number, t: number): string => {
    const name = x(s, d, t);
    if (scope) start.set(name, fixedValue(s, d) === t ? 1 : 0);
    return name;
  };
  /** coefficient × [s works shift t on day d]: a term when free, else a constant. */
  const cellType = (s: number, d: number, t: number, coefficient: number, into: Linear): void => {
    if (!isFree(s, d)) {
      if (fixedValue(s, d) === t) into.constant += coefficient;
    } else if (allowed(s, d, t)) into.terms.push([coefficient, xVariable(s, d, t)]);
  };
  /** coefficient × [s works on day d]. */
  const work = (s: number, d: number, coefficient: number, into: Linear): Linear => {
    for (let t = 0; t < T; t++) cellType(s, d, t, coefficient, into);
    return into;
  };
  const linear = (): Linear => ({ terms: [], constant: 0 });
  const rows: string[] = [];
  const row = (lin: Linear, sense: string, rhs: number): void => {
    if (lin.terms.length > 0)
      rows.push(` c${rows.length}: ${expression(lin.terms)} ${sense} ${rhs - lin.constant}`);
  };
  const binaries = new Set<string>();
  const objective: Term[] = [];
  let constant = 0;

  model.staff.forEach((member, s) => {
    let anyFree = false;
    for (let d = 0; d < D && !anyFree; d++) anyFree = isFree(s, d);
    if (!anyFree) return;
    for (let d = 0; d < D; d++)
      if (isFree(s, d)) for (let t = 0; t < T; t++) if (allowed(s, d, t)) binaries.add(xVariable(s, d, t));
    for (let d = 0; d < D; d++) row(work(s, d, 1, linear()), "<=", 1);
    for (const pin of model.pins)
      if (pin.staff === s && pin.shift >= 0 && isFree(s, pin.day)) {
        const lin = linear();
        cellType(s, pin.day, pin.shift, 1, lin);
        row(lin, "=", 1);
      }
    for (let d = 0; d + 1 < D; d++)
      shifts.forEach((shift, t) => {
        for (const next of shift.cannotFollow) {
          const lin = linear();
          cellType(s, d, t, 1, lin);
          cellType(s, d + 1, next, 1, lin);
          // both fixed, or a side that can never be worked: nothing to forbid
          if (lin.terms.length + lin.constant === 2 && lin.terms.length > 0) row(lin, "<=", 1);
        }
      });
    shifts.forEach((_, t) => {
      const lin = linear();
      for (let d = 0; d < D; d++) cellType(s, d, t, 1, lin);
      if (lin.terms.length + lin.constant > (member.maxPerType[t] ?? 0))
        row(lin, "<=", member.maxPerType[t] ?? 0);
    });
    const minutes = linear();
    for (let d = 0; d < D; d++) shifts.forEach((shift, t) => cellType(s, d, t, shift.minutes, minutes));
    row(minutes, ">=", member.minMinutes);
    row(minutes, "<=", member.maxMinutes);
    const k = member.maxConsecutive;
    for (let d = 0; d + k < D; d++) {
      const lin = linear();
      for (let i = 0; i <= k; i++) work(s, d + i, 1, lin);
      row(lin, "<=", k);
    }
    // forbid interior runs of working days shorter than the minimum: off, len × on, off
    for (let len = 1; len < member.minConsecutive; len++)
      for (let d = 1; d + len < D; d++) {
        const lin = linear();
        for (let i = 0; i < len; i++) work(s, d + i, 1, lin);
        work(s, d - 1, -1, lin);
        work(s, d + len, -1, lin);
        row(lin, "<=", len - 1);
      }
    // forbid interior runs of days off shorter than the minimum: on, len × off, on
    for (let len = 1; len < member.minConsecutiveOff; len++)
      for (let d = 1; d + len < D; d++) {
        const lin = linear();
        for (let i = 0; i < len; i++) work(s, d + i, -1, lin);
        work(s, d - 1, 1, lin);
        work(s, d + len, 1, lin);
        row(lin, "<=", 1);
      }
    const weekendCount = linear();
    model.weekends.forEach((weekend, w) => {
      if (!weekend.some((d) => isFree(s, d))) {
        if (weekend.some((d) => fixedValue(s, d) !== OFF)) weekendCount.constant += 1;
        return;
      }
      const y = `y_${s}_${w}`;
      binaries.add(y);
      if (scope) start.set(y, weekend.some((d) => fixedValue(s, d) !== OFF) ? 1 : 0);
      weekendCount.terms.push([1, y]);
      for (const d of weekend) {
        const lin = work(s, d, 1, linear());
        lin.terms.push([-1, y]);
        row(lin, "<=", 0);
      }
      const lin: Linear = { terms: [[1, y]], constant: 0 };
      for (const d of weekend) work(s, d, -1, lin);
      row(lin, "<=", 0);
    });
    row(weekendCount, "<=", member.maxWeekends);
    if (member.minWeekends > 0) row(weekendCount, ">=", member.minWeekends);
  });
  for (const request of model.onRequests) {
    constant += request.weight;
    if (isFree(request.staff, request.day) && allowed(request.staff, request.day, request.shift))
      objective.push([-request.weight, x(request.staff, request.day, request.shift)]);
  }
  for (const request of model.offRequests)
    if (isFree(request.staff, request.day) && allowed(request.staff, request.day, request.shift))
      objective.push([request.weight, x(request.staff, request.day, request.shift)]);
  const bounds: string[] = [];
  for (const cover of model.cover) {
    const lin = linear();
    model.staff.forEach((_, s) => cellType(s, cover.day, cover.shift, 1, lin));
    if (lin.terms.length === 0) continue;
    const under = `u_${cover.day}_${cover.shift}`;
    const over = `o_${cover.day}_${cover.shift}`;
    objective.push([cover.underWeight, under], [cover.overWeight, over]);
    if (scope) {
      let n = lin.constant;
      for (const [, name] of lin.terms) n += start.get(name) ?? 0;
      start.set(under, Math.max(0, cover.requirement - n));
      start.set(over, Math.max(0, n - cover.requirement));
    }
    lin.terms.push([1, under], [-1, over]);
    row(lin, "=", cover.requirement);
    bounds.push(` ${under} >= 0`, ` ${over} >= 0`);
  }
  const text = [
    "Minimize",
    ` obj: ${expression(objective)}`,
    "Subject To",
    ...rows,
    "Bounds",
    ...bounds,
    "Binary",
    ...[...binaries].map((name) => ` ${name}`),
    "End",
    "",
  ].join("\n");
  return { text, constant, start };
}

/**
 * The benchmark's baseline: HiGHS (WebAssembly) on a direct MIP formulation of the same model, with a time
 * limit. x[s,d,t] binary per allowed cell, one shift per day, rotation pairs, per-type maxima, total minutes,
 * run maxima as sliding windows, run minima (interior runs) as forbidden patterns, weekends through y[s,w],
 * cover with under/over slack. The roster is read back and scored by the independent evaluator.
 */
import highsLoader from "highs";
import { evaluate } from "./evaluate.ts";
import type { Assignment, RosterModel } from "./model.ts";
import { emptyAssignment } from "./model.ts";

export interface BaselineResult {
  readonly status: string;
  readonly optimal: boolean;
  readonly assignment: Assignment | null;
  readonly feasible: boolean;
  readonly objective: number | null;
  readonly elapsedMs: number;
}

type Term = readonly [coefficient: number, variable: string];

function expression(terms: readonly Term[]): string {
  if (terms.length === 0) return "0 dummy";
  return terms
    .map(([c, v], i) => `${c < 0 ? "-" : i === 0 ? "" : "+"} ${Math.abs(c)} ${v}`)
    .reduce((text, term, i) => text + (i > 0 && i % 20 === 0 ? "\n " : " ") + term, "");
}

export function mipText(model: RosterModel): { text: string; constant: number } {
  const { days: D, shifts } = model;
  const T = shifts.length;
  const x = (s: number, d: number, t: number): string => `x_${s}_${d}_${t}`;
  const allowed = (s: number, d: number, t: number): boolean => {
    const member = model.staff[s]!;
    if ((member.maxPerType[t] ?? 0) <= 0 || member.daysOff.includes(d)) return false;
    return !model.pins.some((pin) => pin.staff === s && pin.day === d && pin.shift !== t);
  };
  const work = (s: number, d: number, coefficient = 1): Term[] =>
    shifts.flatMap((_, t) => (allowed(s, d, t) ? [[coefficient, x(s, d, t)] as const] : []));
  const rows: string[] = [];
  const row = (terms: readonly Term[], sense: string, rhs: number): void => {
    if (terms.length > 0) rows.push(` c${rows.length}: ${expression(terms)} ${sense} ${rhs}`);
  };
  const binaries: string[] = [];
  const objective: Term[] = [];
  let constant = 0;

  model.staff.forEach((member, s) => {
    for (let d = 0; d < D; d++) for (let t = 0; t < T; t++) if (allowed(s, d, t)) binaries.push(x(s, d, t));
    for (let d = 0; d < D; d++) row(work(s, d), "<=", 1);
    for (const pin of model.pins)
      if (pin.staff === s && pin.shift >= 0) row([[1, x(s, pin.day, pin.shift)]], "=", 1);
    for (let d = 0; d + 1 < D; d++)
      shifts.forEach((shift, t) => {
        for (const next of shift.cannotFollow)
          if (allowed(s, d, t) && allowed(s, d + 1, next))
            row(
              [
                [1, x(s, d, t)],
                [1, x(s, d + 1, next)],
              ],
              "<=",
              1,
            );
      });
    shifts.forEach((_, t) => {
      const terms: Term[] = [];
      for (let d = 0; d < D; d++) if (allowed(s, d, t)) terms.push([1, x(s, d, t)]);
      if (terms.length > (member.maxPerType[t] ?? 0)) row(terms, "<=", member.maxPerType[t] ?? 0);
    });
    const minutes: Term[] = [];
    for (let d = 0; d < D; d++)
      shifts.forEach((shift, t) => {
        if (allowed(s, d, t)) minutes.push([shift.minutes, x(s, d, t)]);
      });
    row(minutes, ">=", member.minMinutes);
    row(minutes, "<=", member.maxMinutes);
    const k = member.maxConsecutive;
    for (let d = 0; d + k < D; d++)
      row(Array.from({ length: k + 1 }, (_, i) => work(s, d + i)).flat(), "<=", k);
    // forbid interior runs of working days shorter than the minimum: off, k × on, off
    for (let len = 1; len < member.minConsecutive; len++)
      for (let d = 1; d + len < D; d++) {
        const inside = Array.from({ length: len }, (_, i) => work(s, d + i)).flat();
        row([...inside, ...work(s, d - 1, -1), ...work(s, d + len, -1)], "<=", len - 1);
      }
    // forbid interior runs of days off shorter than the minimum: on, k × off, on
    for (let len = 1; len < member.minConsecutiveOff; len++)
      for (let d = 1; d + len < D; d++) {
        const inside = Array.from({ length: len }, (_, i) => work(s, d + i, -1)).flat();
        row([...inside, ...work(s, d - 1), ...work(s, d + len)], "<=", 1);
      }
    const weekendVars: Term[] = [];
    model.weekends.forEach((weekend, w) => {
      const y = `y_${s}_${w}`;
      binaries.push(y);
      weekendVars.push([1, y]);
      for (const d of weekend) row([...work(s, d), [-1, y]], "<=", 0);
      row([[1, y], ...weekend.flatMap((d) => work(s, d, -1))], "<=", 0);
    });
    row(weekendVars, "<=", member.maxWeekends);
    if (member.minWeekends > 0) row(weekendVars, ">=", member.minWeekends);
  });
  for (const request of model.onRequests) {
    constant += request.weight;
    if (allowed(request.staff, request.day, request.shift))
      objective.push([-request.weight, x(request.staff, request.day, request.shift)]);
  }
  for (const request of model.offRequests)
    if (allowed(request.staff, request.day, request.shift))
      objective.push([request.weight, x(request.staff, request.day, request.shift)]);
  const bounds: string[] = [];
  for (const cover of model.cover) {
    const under = `u_${cover.day}_${cover.shift}`;
    const over = `o_${cover.day}_${cover.shift}`;
    objective.push([cover.underWeight, under], [cover.overWeight, over]);
    const terms: Term[] = [];
    model.staff.forEach((_, s) => {
      if (allowed(s, cover.day, cover.shift)) terms.push([1, x(s, cover.day, cover.shift)]);
    });
    row([...terms, [1, under], [-1, over]], "=", cover.requirement);
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
    ...binaries.map((name) => ` ${name}`),
    "End",
    "",
  ].join("\n");
  return { text, constant };
}

export async function solveWithHighs(model: RosterModel, timeLimitSeconds: number): Promise<BaselineResult> {
  const started = performance.now();
  const highs = await highsLoader();
  const { text } = mipText(model);
  const solution = highs.solve(text, { time_limit: timeLimitSeconds, output_flag: false, mip_rel_gap: 0 });
  const elapsedMs = performance.now() - started;
  const status = solution.Status;
  const columns = solution.Columns as Record<string, { Primal?: number } | undefined>;
  const hasValues = Object.values(columns).some((column) => typeof column?.Primal === "number");
  if (!hasValues || status === "Infeasible")
    return { status, optimal: false, assignment: null, feasible: false, objective: null, elapsedMs };
  const assignment = emptyAssignment(model);
  for (const [name, column] of Object.entries(columns)) {
    const match = /^x_(\d+)_(\d+)_(\d+)$/.exec(name);
    if (match && (column?.Primal ?? 0) > 0.5)
      assignment[Number(match[1]) * model.days + Number(match[2])] = Number(match[3]);
  }
  const check = evaluate(model, assignment);
  return {
    status,
    optimal: status === "Optimal",
    assignment,
    feasible: check.feasible,
    objective: check.feasible ? check.objective : null,
    elapsedMs,
  };
}

/**
 * The independent evaluator: a plain reading of the hard constraints and the objective (Curtois–Qu
 * README), sharing no code with the solver's incremental bookkeeping.
 */
import type { Assignment, RosterModel } from "./model.ts";
import { OFF, WEEK_DAYS } from "./model.ts";

export interface HardViolation {
  readonly staff: string;
  readonly rule:
    | "unknown-shift"
    | "rotation"
    | "max-per-type"
    | "min-minutes"
    | "max-minutes"
    | "max-week-minutes"
    | "max-consecutive"
    | "min-consecutive"
    | "min-consecutive-off"
    | "max-weekends"
    | "min-weekends"
    | "day-off"
    | "pin";
  readonly day?: number;
  readonly detail: string;
}

export interface Evaluation {
  readonly violations: HardViolation[];
  readonly feasible: boolean;
  readonly objective: number;
  readonly coverCost: number;
  readonly requestCost: number;
}

export function evaluate(model: RosterModel, assignment: Assignment): Evaluation {
  const { days, shifts } = model;
  const at = (s: number, d: number): number => assignment[s * days + d] ?? OFF;
  const violations: HardViolation[] = [];

  model.staff.forEach((member, s) => {
    const staff = member.id;
    const counts = shifts.map(() => 0);
    let minutes = 0;
    for (let d = 0; d < days; d++) {
      const t = at(s, d);
      if (t === OFF) continue;
      const shift = shifts[t];
      if (shift === undefined) {
        violations.push({ staff, rule: "unknown-shift", day: d, detail: `shift index ${t}` });
        continue;
      }
      counts[t] = (counts[t] ?? 0) + 1;
      minutes += shift.minutes;
      const next = d + 1 < days ? at(s, d + 1) : OFF;
      if (next !== OFF && shift.cannotFollow.includes(next))
        violations.push({
          staff,
          rule: "rotation",
          day: d + 1,
          detail: `${shifts[next]?.id} after ${shift.id}`,
        });
    }
    counts.forEach((count, t) => {
      const limit = member.maxPerType[t] ?? 0;
      if (count > limit)
        violations.push({ staff, rule: "max-per-type", detail: `${count} × ${shifts[t]?.id} > ${limit}` });
    });
    if (minutes < member.minMinutes)
      violations.push({ staff, rule: "min-minutes", detail: `${minutes} < ${member.minMinutes}` });
    if (minutes > member.maxMinutes)
      violations.push({ staff, rule: "max-minutes", detail: `${minutes} > ${member.maxMinutes}` });
    const weekLimit = member.maxWeekMinutes ?? 0;
    for (let start = 0; weekLimit > 0 && start < days; start += WEEK_DAYS) {
      let week = 0;
      for (let d = start; d < Math.min(days, start + WEEK_DAYS); d++) week += shifts[at(s, d)]?.minutes ?? 0;
      if (week > weekLimit)
        violations.push({ staff, rule: "max-week-minutes", day: start, detail: `${week} > ${weekLimit}` });
    }

    // Runs of working days and of days off.
    let start = 0;
    for (let d = 1; d <= days; d++) {
      const working = at(s, start) !== OFF;
      if (d < days && (at(s, d) !== OFF) === working) continue;
      const length = d - start;
      const interior = start > 0 && d < days;
      if (working && length > member.maxConsecutive)
        violations.push({
          staff,
          rule: "max-consecutive",
          day: start,
          detail: `${length} > ${member.maxConsecutive}`,
        });
      if (working && interior && length < member.minConsecutive)
        violations.push({
          staff,
          rule: "min-consecutive",
          day: start,
          detail: `${length} < ${member.minConsecutive}`,
        });
      if (!working && interior && length < member.minConsecutiveOff)
        violations.push({
          staff,
          rule: "min-consecutive-off",
          day: start,
          detail: `${length} < ${member.minConsecutiveOff}`,
        });
      start = d;
    }

    const weekends = model.weekends.filter((weekend) => weekend.some((d) => at(s, d) !== OFF)).length;
    if (weekends > member.maxWeekends)
      violations.push({ staff, rule: "max-weekends", detail: `${weekends} > ${member.maxWeekends}` });
    if (weekends < member.minWeekends)
      violations.push({ staff, rule: "min-weekends", detail: `${weekends} < ${member.minWeekends}` });
    for (const d of member.daysOff)
      if (at(s, d) !== OFF) violations.push({ staff, rule: "day-off", day: d, detail: "works on a day off" });
  });
  for (const pin of model.pins)
    if (at(pin.staff, pin.day) !== pin.shift)
      violations.push({
        staff: model.staff[pin.staff]?.id ?? "?",
        rule: "pin",
        day: pin.day,
        detail: "pin moved",
      });

  let requestCost = 0;
  for (const request of model.onRequests)
    if (at(request.staff, request.day) !== request.shift) requestCost += request.weight;
  for (const request of model.offRequests)
    if (at(request.staff, request.day) === request.shift) requestCost += request.weight;

  let coverCost = 0;
  for (const cover of model.cover) {
    let n = 0;
    for (let s = 0; s < model.staff.length; s++) if (at(s, cover.day) === cover.shift) n++;
    coverCost +=
      cover.underWeight * Math.max(0, cover.requirement - n) +
      cover.overWeight * Math.max(0, n - cover.requirement);
  }
  return {
    violations,
    feasible: violations.length === 0,
    objective: coverCost + requestCost,
    coverCost,
    requestCost,
  };
}

/**
 * A roster model as flat, index-based arrays, built once: what the search, the row programme's
 * constraints and the pricing of column generation all read.
 */
import type { RosterModel } from "./model.ts";
import { WEEK_DAYS } from "./model.ts";
import type { RowProblem } from "./row-dp.ts";

/** Precomputed, index-based view of a model. */
export class Instance {
  readonly S: number;
  readonly D: number;
  readonly T: number;
  readonly O: number; // options per cell: OFF + T shift types
  readonly length: Int32Array;
  readonly forbidFollow: Uint8Array; // [prev * T + next]
  readonly allowed: Uint8Array; // [(s * D + d) * O + t + 1]
  readonly options: Int16Array[]; // per cell: allowed values (OFF or shift index)
  readonly requestCost: Int32Array; // [(s * D + d) * O + t + 1]
  readonly requirement: Int32Array; // [d * T + t]
  readonly under: Int32Array;
  readonly over: Int32Array;
  readonly maxPerType: Int32Array; // [s * T + t]
  readonly minMinutes: Int32Array;
  readonly maxMinutes: Int32Array;
  /** Per staff: the most minutes in a 7-day block from day 0; 0 = no weekly limit. */
  readonly maxWeekMinutes: Int32Array;
  readonly weeks: number;
  readonly maxCons: Int32Array;
  readonly minCons: Int32Array;
  readonly minOff: Int32Array;
  readonly maxWeekends: Int32Array;
  readonly minWeekends: Int32Array;
  readonly weekendOf: Int32Array; // day -> weekend index or -1
  readonly weekendCount: number;
  readonly minuteUnit: number;

  constructor(readonly model: RosterModel) {
    const S = (this.S = model.staff.length);
    const D = (this.D = model.days);
    const T = (this.T = model.shifts.length);
    const O = (this.O = T + 1);
    this.length = Int32Array.from(model.shifts.map((shift) => shift.minutes));
    this.minuteUnit = Math.max(1, Math.min(...model.shifts.map((shift) => shift.minutes)));
    this.forbidFollow = new Uint8Array(T * T);
    model.shifts.forEach((shift, t) => {
      for (const next of shift.cannotFollow) this.forbidFollow[t * T + next] = 1;
    });
    this.allowed = new Uint8Array(S * D * O);
    this.maxPerType = new Int32Array(S * T);
    this.minMinutes = new Int32Array(S);
    this.maxMinutes = new Int32Array(S);
    this.maxWeekMinutes = new Int32Array(S);
    this.weeks = Math.ceil(D / WEEK_DAYS);
    this.maxCons = new Int32Array(S);
    this.minCons = new Int32Array(S);
    this.minOff = new Int32Array(S);
    this.maxWeekends = new Int32Array(S);
    this.minWeekends = new Int32Array(S);
    model.staff.forEach((member, s) => {
      this.minMinutes[s] = member.minMinutes;
      this.maxMinutes[s] = member.maxMinutes;
      this.maxWeekMinutes[s] = Math.max(0, member.maxWeekMinutes ?? 0);
      this.maxCons[s] = member.maxConsecutive;
      this.minCons[s] = member.minConsecutive;
      this.minOff[s] = member.minConsecutiveOff;
      this.maxWeekends[s] = member.maxWeekends;
      this.minWeekends[s] = member.minWeekends;
      for (let t = 0; t < T; t++) this.maxPerType[s * T + t] = member.maxPerType[t] ?? 0;
      for (let d = 0; d < D; d++) {
        const base = (s * D + d) * O;
        this.allowed[base] = 1;
        for (let t = 0; t < T; t++) this.allowed[base + t + 1] = (member.maxPerType[t] ?? 0) > 0 ? 1 : 0;
      }
      for (const d of member.daysOff)
        if (d >= 0 && d < D) this.allowed.fill(0, (s * D + d) * O + 1, (s * D + d + 1) * O);
    });
    for (const pin of model.pins) {
      const base = (pin.staff * D + pin.day) * O;
      this.allowed.fill(0, base, base + O);
      this.allowed[base + pin.shift + 1] = 1;
    }
    this.options = [];
    for (let cell = 0; cell < S * D; cell++) {
      const values: number[] = [];
      for (let o = 0; o < O; o++) if (this.allowed[cell * O + o]) values.push(o - 1);
      this.options.push(Int16Array.from(values));
    }
    this.requestCost = new Int32Array(S * D * O);
    for (const request of model.onRequests) {
      const base = (request.staff * D + request.day) * O;
      for (let o = 0; o < O; o++) if (o !== request.shift + 1) this.requestCost[base + o]! += request.weight;
    }
    for (const request of model.offRequests)
      this.requestCost[(request.staff * D + request.day) * O + request.shift + 1]! += request.weight;
    this.requirement = new Int32Array(D * T);
    this.under = new Int32Array(D * T);
    this.over = new Int32Array(D * T);
    for (const cover of model.cover) {
      const k = cover.day * T + cover.shift;
      this.requirement[k] = cover.requirement;
      this.under[k] = cover.underWeight;
      this.over[k] = cover.overWeight;
    }
    this.weekendOf = new Int32Array(D).fill(-1);
    model.weekends.forEach((weekend, w) => {
      for (const d of weekend) if (d >= 0 && d < D) this.weekendOf[d] = w;
    });
    this.weekendCount = model.weekends.length;
  }

  coverCost(k: number, n: number): number {
    const gap = this.requirement[k]! - n;
    return gap > 0 ? gap * this.under[k]! : -gap * this.over[k]!;
  }
}

/** Staff member s's row programme under the model's rules, with the given cell costs. */
export function rowConstraints(inst: Instance, s: number, cost: RowProblem["cost"]): RowProblem {
  return {
    D: inst.D,
    T: inst.T,
    length: inst.length,
    forbidFollow: inst.forbidFollow,
    weekendOf: inst.weekendOf,
    allowed: (d, value) => inst.allowed[(s * inst.D + d) * inst.O + value + 1] === 1,
    cost,
    minMinutes: inst.minMinutes[s]!,
    maxMinutes: inst.maxMinutes[s]!,
    maxCons: inst.maxCons[s]!,
    minCons: inst.minCons[s]!,
    minOff: inst.minOff[s]!,
    maxWeekends: inst.maxWeekends[s]!,
    minWeekends: inst.minWeekends[s]!,
  };
}

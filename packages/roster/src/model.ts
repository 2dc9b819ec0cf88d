/**
 * The roster model shared by both front ends (the product's data and the Curtois–Qu benchmark files).
 * Everything is index based: staff `s` in 0..staff.length-1, day `d` in 0..days-1, shift type `t` in
 * 0..shifts.length-1. A roster is a dense array `assignment[s * days + d]` holding a shift type index or
 * OFF (-1).
 */

export const OFF = -1;

export interface ShiftType {
  readonly id: string;
  readonly minutes: number;
  /** Shift type indices that may not be worked on the day after this shift. */
  readonly cannotFollow: readonly number[];
}

export interface StaffMember {
  readonly id: string;
  /** Per shift type (index aligned with `shifts`): the most days of that type; 0 = never allowed. */
  readonly maxPerType: readonly number[];
  readonly minMinutes: number;
  readonly maxMinutes: number;
  /**
   * The product's weekly hours: the most minutes in each 7-day block from day 0 (a last, shorter
   * block too). Absent or 0: no weekly limit (the benchmark has none).
   */
  readonly maxWeekMinutes?: number;
  readonly maxConsecutive: number;
  /** Runs of working days touching the first or last day of the horizon are exempt. */
  readonly minConsecutive: number;
  /** Runs of days off touching the first or last day of the horizon are exempt. */
  readonly minConsecutiveOff: number;
  readonly maxWeekends: number;
  /** The product's minimum number of worked weekends (0 in the benchmark). */
  readonly minWeekends: number;
  /** Days that must stay off (time off, inactive dates). */
  readonly daysOff: readonly number[];
}

export interface Request {
  readonly staff: number;
  readonly day: number;
  readonly shift: number;
  readonly weight: number;
}

export interface Cover {
  readonly day: number;
  readonly shift: number;
  readonly requirement: number;
  readonly underWeight: number;
  readonly overWeight: number;
}

/** An assignment that must stay as it is (`shift` may be OFF to pin a day off). */
export interface Pin {
  readonly staff: number;
  readonly day: number;
  readonly shift: number;
}

export interface RosterModel {
  readonly name: string;
  readonly days: number;
  /** Weekends as [saturday, sunday] day pairs inside the horizon (a weekend counts if either is worked). */
  readonly weekends: readonly (readonly number[])[];
  readonly shifts: readonly ShiftType[];
  readonly staff: readonly StaffMember[];
  /** Soft: the employee would like to work this shift that day. */
  readonly onRequests: readonly Request[];
  /** Soft: the employee would like not to work this shift that day. */
  readonly offRequests: readonly Request[];
  readonly cover: readonly Cover[];
  readonly pins: readonly Pin[];
}

/** A roster: `assignment[s * days + d]` is a shift type index or OFF. */
export type Assignment = Int16Array;

/** Days per block of `maxWeekMinutes`. */
export const WEEK_DAYS = 7;

/** Weekends of a horizon that starts on the given weekday (0 = Monday … 6 = Sunday). */
export function weekendsFor(days: number, firstWeekday = 0): number[][] {
  const weekends: number[][] = [];
  for (let d = 0; d < days; d++) {
    if ((firstWeekday + d) % 7 === 5) weekends.push(d + 1 < days ? [d, d + 1] : [d]);
    else if (d === 0 && firstWeekday === 6) weekends.push([0]);
  }
  return weekends;
}

export function emptyAssignment(model: RosterModel): Assignment {
  return new Int16Array(model.staff.length * model.days).fill(OFF);
}

/** The roster as rows of shift ids, `-` for a day off. */
export function rosterRows(model: RosterModel, assignment: Assignment): string[][] {
  return model.staff.map((_, s) => {
    const row: string[] = [];
    for (let d = 0; d < model.days; d++) {
      const t = assignment[s * model.days + d] ?? OFF;
      row.push(t === OFF ? "-" : (model.shifts[t]?.id ?? "?"));
    }
    return row;
  });
}

/** The benchmark's roster file: one line per staff member, the id then one token per day. */
export function formatRoster(model: RosterModel, assignment: Assignment): string {
  return rosterRows(model, assignment)
    .map((row, s) => [model.staff[s]?.id ?? String(s), ...row].join(" "))
    .join("\n")
    .concat("\n");
}

/** Reads a roster file written by `formatRoster` (or any grid of shift ids, `-` or empty for off). */
export function parseRoster(model: RosterModel, text: string): Assignment {
  const assignment = emptyAssignment(model);
  const staffIndex = new Map(model.staff.map((member, s) => [member.id, s]));
  const shiftIndex = new Map(model.shifts.map((shift, t) => [shift.id, t]));
  for (const line of text.split(/\r?\n/)) {
    const tokens = line.trim().split(/\s+/).filter(Boolean);
    if (tokens.length === 0) continue;
    const [id, ...cells] = tokens;
    const s = staffIndex.get(id ?? "");
    if (s === undefined) throw new Error(`unknown staff id ${id}`);
    if (cells.length !== model.days)
      throw new Error(`staff ${id}: ${cells.length} days, expected ${model.days}`);
    cells.forEach((cell, d) => {
      if (cell === "-") return;
      const t = shiftIndex.get(cell);
      if (t === undefined) throw new Error(`staff ${id} day ${d}: unknown shift ${cell}`);
      assignment[s * model.days + d] = t;
    });
  }
  return assignment;
}

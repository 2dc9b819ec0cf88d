/**
 * ConsecutiveShiftsValidator (G-006, Z-037): a rule applies to a user whose job type is in its
 * `jobTypes`; a run is consecutive calendar days with a working shift of one shift type; every date
 * of a run beyond the configured count is an error. When several rules give a count for the same job
 * type and shift type, the smallest applies, so the order of the configuration list never matters.
 * Counts that are not positive numbers configure nothing.
 *
 * Shifts up to the largest configured count before and after the period are read, so a run that
 * starts in the previous period is counted from its real start: with that much look-back every
 * in-period day of a longer run is already beyond any limit, which makes the window exact.
 */
import type { ConsecutiveShiftRule, StaffMember } from "../types.ts";
import { indexFlags } from "../working-status.ts";
import { type PreparedShift, prepareShifts } from "./prepare.ts";
import { bump, type DayRange, inRange, toDayRange, UserDatesTable } from "./support.ts";
import type { UserDatesErrors, ValidationInput } from "./types.ts";

export type ConsecutiveShiftsInput = Pick<
  ValidationInput,
  "period" | "shifts" | "users" | "flags" | "consecutiveShifts"
>;

/** Job type id -> shift type id -> maximum consecutive days. */
export function consecutiveLimits(rules: readonly ConsecutiveShiftRule[]): Map<number, Map<number, number>> {
  const limits = new Map<number, Map<number, number>>();
  for (const rule of rules) {
    for (const jobTypeId of rule.jobTypes) {
      let byShiftType = limits.get(jobTypeId);
      if (!byShiftType) {
        byShiftType = new Map();
        limits.set(jobTypeId, byShiftType);
      }
      for (const [shiftTypeKey, count] of Object.entries(rule.shiftTypes)) {
        const shiftTypeId = Number(shiftTypeKey);
        if (!Number.isFinite(count) || count <= 0 || !Number.isInteger(shiftTypeId)) continue;
        byShiftType.set(shiftTypeId, Math.min(count, byShiftType.get(shiftTypeId) ?? count));
      }
    }
  }
  return limits;
}

/** Dates (day numbers) of `days` whose position in their run of consecutive days exceeds `limit`. */
export function daysBeyondLimit(days: Iterable<number>, limit: number): number[] {
  const sorted = Array.from(days).sort((a, b) => a - b);
  const beyond: number[] = [];
  let position = 0;
  sorted.forEach((day, i) => {
    position = i > 0 && sorted[i - 1] === day - 1 ? position + 1 : 1;
    if (position > limit) beyond.push(day);
  });
  return beyond;
}

export class ConsecutiveShiftsEngine {
  private readonly limitsByUser = new Map<number, Map<number, number>>();
  private readonly window: DayRange;
  /** User -> shift type -> day -> number of working shifts of that type that day. */
  private readonly counts = new Map<number, Map<number, Map<number, number>>>();
  private readonly pending = new Set<number>();
  private readonly table = new UserDatesTable();

  constructor(
    private readonly range: DayRange,
    users: readonly StaffMember[],
    rules: readonly ConsecutiveShiftRule[],
  ) {
    const limits = consecutiveLimits(rules);
    for (const user of users) {
      const userLimits = user.jobTypeId === null ? undefined : limits.get(user.jobTypeId);
      if (userLimits && userLimits.size > 0) this.limitsByUser.set(user.id, userLimits);
    }
    const lookaround = Math.max(
      0,
      ...Array.from(limits.values(), (byShiftType) => Math.max(0, ...byShiftType.values())),
    );
    this.window = { first: range.first - lookaround, last: range.last + lookaround };
  }

  add(shift: PreparedShift): void {
    this.adjust(shift, 1);
  }

  remove(shift: PreparedShift): void {
    this.adjust(shift, -1);
  }

  errors(): UserDatesErrors {
    for (const userId of this.pending) {
      const flagged = new Set<number>();
      const limits = this.limitsByUser.get(userId);
      for (const [shiftTypeId, days] of this.counts.get(userId) ?? []) {
        const limit = limits?.get(shiftTypeId);
        if (limit === undefined) continue;
        for (const day of daysBeyondLimit(days.keys(), limit)) {
          if (inRange(this.range, day)) flagged.add(day);
        }
      }
      this.table.set(userId, flagged);
    }
    this.pending.clear();
    return this.table.current();
  }

  private adjust(shift: PreparedShift, delta: number): void {
    if (!this.limitsByUser.get(shift.userId)?.has(shift.typeId) || !inRange(this.window, shift.day)) return;
    let byShiftType = this.counts.get(shift.userId);
    if (!byShiftType) {
      byShiftType = new Map();
      this.counts.set(shift.userId, byShiftType);
    }
    let days = byShiftType.get(shift.typeId);
    if (!days) {
      days = new Map();
      byShiftType.set(shift.typeId, days);
    }
    bump(days, shift.day, delta);
    this.pending.add(shift.userId);
  }
}

export function validateConsecutiveShifts(input: ConsecutiveShiftsInput): UserDatesErrors {
  const engine = new ConsecutiveShiftsEngine(toDayRange(input.period), input.users, input.consecutiveShifts);
  for (const shift of prepareShifts(input.shifts, indexFlags(input.flags))) engine.add(shift);
  return engine.errors();
}

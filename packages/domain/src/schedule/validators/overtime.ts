/**
 * OvertimeValidator (G-005, Z-009): weeks are 7-day blocks from the period start (Sunday-Saturday,
 * as periods start on Sundays); a week is in error when the user's working hours in it, rounded to
 * one decimal, exceed `weeklyHours` (0 = no limit). A shift counts in the week of its payroll date,
 * since overtime is a payroll matter; a partial last week is held to the same weekly limit, and only
 * payroll dates inside the period count (the days after it belong to the next period).
 *
 * Incremental: minutes are integer sums per user and week, so adding and removing are exact.
 */
import { DAYS_PER_WEEK } from "../../time/index.ts";
import type { StaffMember } from "../types.ts";
import { indexFlags } from "../working-status.ts";
import { type PreparedShift, prepareShifts } from "./prepare.ts";
import { type DayRange, inRange, roundToTenth, toDayRange, UserDatesTable } from "./support.ts";
import type { UserDatesErrors, ValidationInput } from "./types.ts";

export type OvertimeInput = Pick<ValidationInput, "period" | "shifts" | "users" | "flags" | "timeZone">;

export class OvertimeEngine {
  private readonly limits = new Map<number, number>();
  private readonly minutesByUser = new Map<number, number[]>();
  private readonly pending = new Set<number>();
  private readonly table = new UserDatesTable();
  private readonly weeks: number;

  constructor(
    private readonly range: DayRange,
    users: readonly StaffMember[],
  ) {
    this.weeks = Math.max(0, Math.ceil((range.last - range.first + 1) / DAYS_PER_WEEK));
    for (const user of users) {
      if (user.weeklyHours > 0) this.limits.set(user.id, user.weeklyHours);
    }
  }

  add(shift: PreparedShift): void {
    this.adjust(shift, shift.elapsedMinutes);
  }

  remove(shift: PreparedShift): void {
    this.adjust(shift, -shift.elapsedMinutes);
  }

  /** Week totals in hours (one decimal) of a user, for the grid's weekly column. */
  weekHours(userId: number): number[] {
    const minutes = this.minutesByUser.get(userId) ?? new Array<number>(this.weeks).fill(0);
    return minutes.map((total) => roundToTenth(total / 60));
  }

  errors(): UserDatesErrors {
    for (const userId of this.pending) {
      const limit = this.limits.get(userId) ?? 0;
      const weekStarts: number[] = [];
      this.weekHours(userId).forEach((hours, week) => {
        if (hours > limit) weekStarts.push(this.range.first + week * DAYS_PER_WEEK);
      });
      this.table.set(userId, weekStarts);
    }
    this.pending.clear();
    return this.table.current();
  }

  private adjust(shift: PreparedShift, delta: number): void {
    if (!this.limits.has(shift.userId) || !inRange(this.range, shift.payrollDay)) return;
    let minutes = this.minutesByUser.get(shift.userId);
    if (!minutes) {
      minutes = new Array<number>(this.weeks).fill(0);
      this.minutesByUser.set(shift.userId, minutes);
    }
    const week = Math.floor((shift.payrollDay - this.range.first) / DAYS_PER_WEEK);
    minutes[week] = (minutes[week] ?? 0) + delta;
    this.pending.add(shift.userId);
  }
}

export function validateOvertime(input: OvertimeInput): UserDatesErrors {
  const engine = new OvertimeEngine(toDayRange(input.period), input.users);
  for (const shift of prepareShifts(input.shifts, indexFlags(input.flags), input.timeZone)) engine.add(shift);
  return engine.errors();
}

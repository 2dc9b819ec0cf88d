/**
 * MinimumCountValidator (G-007, Z-008): over the period's weekend days (Saturday, Sunday), a user's
 * working shifts must reach the count of the first weekend rule of their job status. Each shift
 * counts as its hours over its shift type's hours, so a partial shift counts partly and the total is
 * reported to one decimal; a shift type without hours counts each shift as one. A shift is a weekend
 * shift by its date (a Friday night shift ending Saturday morning is not).
 *
 * Incremental: per user and shift type, integer minutes and a shift count; the user's total is
 * recomputed from those few tallies in shift type order, so it is the same however it was reached.
 */
import { isWeekendDay } from "../../time/index.ts";
import type { JobStatusInfo } from "../types.ts";
import { indexFlags } from "../working-status.ts";
import { type PreparedShift, prepareShifts } from "./prepare.ts";
import { type DayRange, inRange, roundToTenth, toDayRange } from "./support.ts";
import type { MinimumCountError, MinimumCountErrors, ValidationInput } from "./types.ts";

export type MinimumCountInput = Pick<
  ValidationInput,
  "period" | "shifts" | "users" | "flags" | "shiftTypes" | "jobStatuses"
>;

interface Tally {
  minutes: number;
  count: number;
}

/** The first weekend rule's count of a job status (Z-008), or null when it has none. */
export function weekendMinimum(jobStatus: JobStatusInfo | undefined): number | null {
  const count = jobStatus?.minShiftSettings?.countRules?.weekend?.[0]?.count;
  return typeof count === "number" && Number.isFinite(count) && count > 0 ? count : null;
}

export class MinimumCountEngine {
  private readonly minimums = new Map<number, number>();
  private readonly typeMinutes: Map<number, number>;
  private readonly tallies = new Map<number, Map<number, Tally>>();
  private readonly pending = new Set<number>();
  private readonly failing = new Map<number, MinimumCountError>();
  private published: MinimumCountErrors = {};
  private stale = false;

  constructor(
    private readonly range: DayRange,
    input: Pick<MinimumCountInput, "users" | "shiftTypes" | "jobStatuses">,
  ) {
    const statuses = new Map(input.jobStatuses.map((status) => [status.id, status]));
    this.typeMinutes = new Map(input.shiftTypes.map((type) => [type.id, Math.round(type.hours * 60)]));
    for (const user of input.users) {
      const min = user.jobStatusId === null ? null : weekendMinimum(statuses.get(user.jobStatusId));
      if (min === null) continue;
      this.minimums.set(user.id, min);
      this.pending.add(user.id);
    }
  }

  add(shift: PreparedShift): void {
    this.adjust(shift, 1);
  }

  remove(shift: PreparedShift): void {
    this.adjust(shift, -1);
  }

  errors(): MinimumCountErrors {
    for (const userId of this.pending) {
      const min = this.minimums.get(userId) ?? 0;
      const assigned = this.assigned(userId);
      const before = this.failing.get(userId);
      if (assigned < min) {
        if (before?.assigned === assigned) continue;
        this.failing.set(userId, { assigned, min });
        this.stale = true;
      } else if (this.failing.delete(userId)) {
        this.stale = true;
      }
    }
    this.pending.clear();
    if (this.stale) {
      const next: Record<string, MinimumCountError> = {};
      for (const userId of Array.from(this.failing.keys()).sort((a, b) => a - b)) {
        const error = this.failing.get(userId);
        if (error) next[String(userId)] = error;
      }
      this.published = next;
      this.stale = false;
    }
    return this.published;
  }

  private assigned(userId: number): number {
    const byType = this.tallies.get(userId);
    if (!byType) return 0;
    let total = 0;
    for (const typeId of Array.from(byType.keys()).sort((a, b) => a - b)) {
      const tally = byType.get(typeId);
      const typeMinutes = this.typeMinutes.get(typeId) ?? 0;
      if (tally) total += typeMinutes > 0 ? tally.minutes / typeMinutes : tally.count;
    }
    return roundToTenth(total);
  }

  private adjust(shift: PreparedShift, sign: 1 | -1): void {
    if (!this.minimums.has(shift.userId) || !inRange(this.range, shift.day) || !isWeekendDay(shift.day))
      return;
    let byType = this.tallies.get(shift.userId);
    if (!byType) {
      byType = new Map();
      this.tallies.set(shift.userId, byType);
    }
    const tally = byType.get(shift.typeId) ?? { minutes: 0, count: 0 };
    tally.minutes += sign * shift.minutes;
    tally.count += sign;
    if (tally.count === 0) byType.delete(shift.typeId);
    else byType.set(shift.typeId, tally);
    this.pending.add(shift.userId);
  }
}

export function validateMinimumCount(input: MinimumCountInput): MinimumCountErrors {
  const engine = new MinimumCountEngine(toDayRange(input.period), input);
  for (const shift of prepareShifts(input.shifts, indexFlags(input.flags))) engine.add(shift);
  return engine.errors();
}

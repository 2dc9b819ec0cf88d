/**
 * Schedule validation kept up to date edit by edit (G-001: validators recompute after every shift
 * or event change). Built once from the full input; `applyChange` feeds only the changed shifts and
 * events to the validator engines, each of which re-checks just the users, weeks, dates and groups
 * those touch. The result always equals a fresh `validateSchedule` of the same data.
 *
 * Published `error_data` objects are never mutated afterwards: a result kept by a caller stays a
 * valid snapshot, and an unchanged validator returns the same object as before.
 */
import type { EntityId, FlagLookup, ScheduleEvent, ScheduleShift } from "../types.ts";
import { indexFlags } from "../working-status.ts";
import { ConsecutiveShiftsEngine } from "./consecutive-shifts.ts";
import { ImbalanceEngine } from "./imbalance.ts";
import { MinimumCountEngine } from "./minimum-count.ts";
import { OvertimeEngine } from "./overtime.ts";
import { FieldParser, type PreparedShift, prepareEvent, prepareShift, type TimeSlot } from "./prepare.ts";
import { hasEntries, toDayRange } from "./support.ts";
import { TimeConflictEngine } from "./time-conflict.ts";
import type { ValidateOptions, ValidationInput, ValidatorResult } from "./types.ts";

/** One edit batch. Removals apply first, then upserts (an upsert of a known id replaces it). */
export interface ScheduleChange {
  readonly upsertedShifts?: readonly ScheduleShift[];
  readonly removedShiftIds?: readonly EntityId[];
  readonly upsertedEvents?: readonly ScheduleEvent[];
  readonly removedEventIds?: readonly EntityId[];
}

interface ShiftEngine {
  add(shift: PreparedShift): void;
  remove(shift: PreparedShift): void;
}

export class ScheduleValidationState {
  private readonly flags: FlagLookup;
  private readonly parse: FieldParser;
  private readonly conflicts: TimeConflictEngine;
  private readonly overtime: OvertimeEngine;
  private readonly consecutive: ConsecutiveShiftsEngine;
  private readonly imbalance: ImbalanceEngine | null;
  private readonly minimumCount: MinimumCountEngine | null;
  private readonly engines: ShiftEngine[];
  /** Every known shift id; null for a shift that no validator counts (not working, unassigned). */
  private readonly shifts = new Map<EntityId, PreparedShift | null>();
  private readonly events = new Map<EntityId, TimeSlot[]>();

  constructor(input: ValidationInput, options: ValidateOptions = {}) {
    const range = toDayRange(input.period);
    const fullSchedule = options.mode !== "own";
    this.parse = new FieldParser(input.timeZone);
    this.flags = indexFlags(input.flags);
    this.conflicts = new TimeConflictEngine(range);
    this.overtime = new OvertimeEngine(range, input.users);
    this.consecutive = new ConsecutiveShiftsEngine(range, input.users, input.consecutiveShifts);
    this.imbalance =
      fullSchedule && !options.viewerIsStaff ? new ImbalanceEngine(range, input.departmentId, input) : null;
    this.minimumCount = fullSchedule ? new MinimumCountEngine(range, input) : null;
    this.engines = [this.conflicts, this.overtime, this.consecutive];
    if (this.imbalance) this.engines.push(this.imbalance);
    if (this.minimumCount) this.engines.push(this.minimumCount);
    for (const shift of input.shifts) this.upsertShift(shift);
    for (const event of input.events) this.upsertEvent(event);
  }

  applyChange(change: ScheduleChange): readonly ValidatorResult[] {
    for (const id of change.removedShiftIds ?? []) this.removeShift(id);
    for (const id of change.removedEventIds ?? []) this.removeEvent(id);
    for (const shift of change.upsertedShifts ?? []) this.upsertShift(shift);
    for (const event of change.upsertedEvents ?? []) this.upsertEvent(event);
    return this.results();
  }

  /** Validators with errors only, by priority. */
  results(): readonly ValidatorResult[] {
    const results: ValidatorResult[] = [];
    const conflicts = this.conflicts.errors();
    if (hasEntries(conflicts)) {
      results.push({ validator: "TimeConflictValidator", priority: 0, error_data: conflicts });
    }
    const consecutive = this.consecutive.errors();
    if (hasEntries(consecutive)) {
      results.push({ validator: "ConsecutiveShiftsValidator", priority: 50, error_data: consecutive });
    }
    const imbalance = this.imbalance?.errors() ?? [];
    if (imbalance.length > 0) {
      results.push({ validator: "ImbalanceValidator", priority: 100, error_data: imbalance });
    }
    const overtime = this.overtime.errors();
    if (hasEntries(overtime)) {
      results.push({ validator: "OvertimeValidator", priority: 150, error_data: overtime });
    }
    const minimum = this.minimumCount?.errors() ?? {};
    if (hasEntries(minimum)) {
      results.push({ validator: "MinimumCountValidator", priority: 200, error_data: minimum });
    }
    return results;
  }

  /** A user's working hours per week of the period (one decimal), for the grid's week totals. */
  weekHours(userId: number): number[] {
    return this.overtime.weekHours(userId);
  }

  private upsertShift(shift: ScheduleShift): void {
    this.removeShift(shift.id);
    const prepared = prepareShift(shift, this.flags, this.parse);
    this.shifts.set(shift.id, prepared);
    if (prepared) for (const engine of this.engines) engine.add(prepared);
  }

  private removeShift(id: EntityId): void {
    const prepared = this.shifts.get(id);
    this.shifts.delete(id);
    if (prepared) for (const engine of this.engines) engine.remove(prepared);
  }

  private upsertEvent(event: ScheduleEvent): void {
    this.removeEvent(event.id);
    const slots = prepareEvent(event, this.parse);
    this.events.set(event.id, slots);
    for (const slot of slots) this.conflicts.add(slot);
  }

  private removeEvent(id: EntityId): void {
    for (const slot of this.events.get(id) ?? []) this.conflicts.remove(slot);
    this.events.delete(id);
  }
}

/** All validators over a schedule, errors only, ordered by priority (G-001, G-002, Z-001). */
export function validateSchedule(
  input: ValidationInput,
  options: ValidateOptions = {},
): readonly ValidatorResult[] {
  return new ScheduleValidationState(input, options).results();
}

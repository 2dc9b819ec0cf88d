/**
 * TimeConflictValidator (G-003): two working shifts of one user conflict when their intervals overlap
 * (start inclusive, end exclusive), on the same or adjacent days. An approved event blocks its time
 * too (the event-validate call reports conflicts with it), but two events never conflict with each
 * other. Every date holding a conflicting shift or event date is reported.
 *
 * Incremental: a slot lasts at most 24 h, so it can only meet slots dated the day before, the same
 * day or the day after. Adding or removing one re-evaluates just those three dates of its user.
 */
import { indexFlags } from "../working-status.ts";
import { FieldParser, prepareEvent, prepareShifts, type TimeSlot } from "./prepare.ts";
import { type DayRange, inRange, toDayRange, UserDatesTable } from "./support.ts";
import type { UserDatesErrors, ValidationInput } from "./types.ts";

export type TimeConflictInput = Pick<ValidationInput, "period" | "shifts" | "events" | "flags">;

export class TimeConflictEngine {
  private readonly slotsByUser = new Map<number, Map<number, TimeSlot[]>>();
  private readonly conflictDays = new Map<number, Set<number>>();
  private readonly pending = new Map<number, Set<number>>();
  private readonly table = new UserDatesTable();

  constructor(private readonly range: DayRange) {}

  add(slot: TimeSlot): void {
    let days = this.slotsByUser.get(slot.userId);
    if (!days) {
      days = new Map();
      this.slotsByUser.set(slot.userId, days);
    }
    const slots = days.get(slot.day);
    if (slots) slots.push(slot);
    else days.set(slot.day, [slot]);
    this.touch(slot);
  }

  /** Removes the very object that was added. */
  remove(slot: TimeSlot): void {
    const days = this.slotsByUser.get(slot.userId);
    const slots = days?.get(slot.day);
    const index = slots ? slots.indexOf(slot) : -1;
    if (!days || !slots || index < 0) return;
    slots.splice(index, 1);
    if (slots.length === 0) days.delete(slot.day);
    this.touch(slot);
  }

  errors(): UserDatesErrors {
    for (const [userId, days] of this.pending) {
      let conflicts = this.conflictDays.get(userId);
      let changed = false;
      for (const day of days) {
        const inConflict = this.dayHasConflict(userId, day);
        if (inConflict === (conflicts?.has(day) ?? false)) continue;
        changed = true;
        if (!conflicts) {
          conflicts = new Set();
          this.conflictDays.set(userId, conflicts);
        }
        if (inConflict) conflicts.add(day);
        else conflicts.delete(day);
      }
      if (changed) this.table.set(userId, conflicts ?? []);
    }
    this.pending.clear();
    return this.table.current();
  }

  private touch(slot: TimeSlot): void {
    let days = this.pending.get(slot.userId);
    if (!days) {
      days = new Set();
      this.pending.set(slot.userId, days);
    }
    for (let day = slot.day - 1; day <= slot.day + 1; day += 1) {
      if (inRange(this.range, day)) days.add(day);
    }
  }

  private dayHasConflict(userId: number, day: number): boolean {
    const days = this.slotsByUser.get(userId);
    const own = days?.get(day);
    if (!days || !own) return false;
    for (const slot of own) {
      for (let neighbour = day - 1; neighbour <= day + 1; neighbour += 1) {
        for (const other of days.get(neighbour) ?? []) {
          if (other === slot || (slot.isEvent && other.isEvent)) continue;
          if (slot.start < other.end && other.start < slot.end) return true;
        }
      }
    }
    return false;
  }
}

export function validateTimeConflicts(input: TimeConflictInput): UserDatesErrors {
  const engine = new TimeConflictEngine(toDayRange(input.period));
  for (const shift of prepareShifts(input.shifts, indexFlags(input.flags))) engine.add(shift);
  const parse = new FieldParser();
  for (const event of input.events) {
    for (const slot of prepareEvent(event, parse)) engine.add(slot);
  }
  return engine.errors();
}

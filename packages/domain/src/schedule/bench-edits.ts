/** Deterministic edits for incremental-validation benchmarks on the bench department. */
import { addDays, periodLength } from "../time/index.ts";
import { BENCH_SHIFT_TIMES, BENCH_SHIFT_TYPES, makeBenchShift, seededRandom } from "./bench-fixture.ts";
import type { ScheduleChange, ValidationInput } from "./validators/index.ts";

/**
 * Edits a scheduler makes on the grid, one per change: move a shift to another day, change its
 * type, cancel it, delete it, add one, add or remove an event. Each edit is valid against the
 * department as changed by the edits before it, so the list can be replayed in order.
 */
export function generateBenchEdits(input: ValidationInput, count: number, seed = 7): ScheduleChange[] {
  const random = seededRandom(seed);
  const shifts = new Map(input.shifts.map((shift) => [shift.id, shift]));
  const ids = input.shifts.map((shift) => shift.id);
  const eventIds = input.events.map((event) => event.id);
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
  const days = periodLength(input.period.startOn, input.period.endOn);
  let nextId = input.shifts.length + input.events.length + 1;
  const edits: ScheduleChange[] = [];
  while (edits.length < count) {
    const id = pick(ids);
    const shift = id === undefined ? undefined : shifts.get(id);
    const roll = random();
    if (!shift || roll < 0.15) {
      const user = pick(input.users);
      if (!user) break;
      const date = addDays(input.period.startOn, Math.floor(random() * days));
      const added = makeBenchShift(
        nextId++,
        user.id,
        date,
        pick([BENCH_SHIFT_TYPES.D12, BENCH_SHIFT_TYPES.N12, BENCH_SHIFT_TYPES.D8]) ?? BENCH_SHIFT_TYPES.D12,
        random,
      );
      shifts.set(added.id, added);
      ids.push(added.id);
      edits.push({ upsertedShifts: [added] });
    } else if (roll < 0.45) {
      const date = addDays(shift.date, random() < 0.5 ? -1 : 1);
      const moved = { ...shift, date, payrollDate: date };
      shifts.set(moved.id, moved);
      edits.push({ upsertedShifts: [moved] });
    } else if (roll < 0.65) {
      const typeId =
        pick([BENCH_SHIFT_TYPES.D12, BENCH_SHIFT_TYPES.N12, BENCH_SHIFT_TYPES.D8, BENCH_SHIFT_TYPES.E8]) ??
        BENCH_SHIFT_TYPES.D12;
      const [startTime, endTime] = BENCH_SHIFT_TIMES[typeId] ?? ["07:00:00", "19:00:00"];
      const retyped = { ...shift, typeId, startTime, endTime };
      shifts.set(retyped.id, retyped);
      edits.push({ upsertedShifts: [retyped] });
    } else if (roll < 0.75) {
      const canceled = { ...shift, canceled: !shift.canceled };
      shifts.set(canceled.id, canceled);
      edits.push({ upsertedShifts: [canceled] });
    } else if (roll < 0.9) {
      shifts.delete(shift.id);
      ids.splice(ids.indexOf(shift.id), 1);
      edits.push({ removedShiftIds: [shift.id] });
    } else if (roll < 0.95 || eventIds.length === 0) {
      const event = { id: nextId++, assigneeId: shift.assigneeId, dates: [shift.date], state: "approved" };
      eventIds.push(event.id);
      edits.push({ upsertedEvents: [event] });
    } else {
      const eventId = eventIds.splice(Math.floor(random() * eventIds.length), 1)[0];
      if (eventId !== undefined) edits.push({ removedEventIds: [eventId] });
    }
  }
  return edits;
}

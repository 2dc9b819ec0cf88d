import {
  type ScheduleEvent,
  type Shift,
  type Snapshot,
  scheduleEvent,
  shift,
  toWire,
  type Wire,
  wire,
} from "@rosterly/contract";
import type { SnapshotSummary } from "../repositories/snapshots";

export type WireSnapshot = Wire<Snapshot>;

const storedShift = wire(shift);
const storedEvent = wire(scheduleEvent);

/** The kept rows read back (they were presented when taken); a row that no longer reads is left out. */
export function snapshotShifts(rows: readonly unknown[]): Shift[] {
  return rows.flatMap((row) => {
    const parsed = storedShift.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

export function snapshotEvents(rows: readonly unknown[]): ScheduleEvent[] {
  return rows.flatMap((row) => {
    const parsed = storedEvent.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A snapshot with its counts; its shifts and events only when given (not omitted). */
export function presentSnapshot(
  row: SnapshotSummary,
  content: { shifts?: readonly unknown[]; events?: readonly unknown[] } = {},
): WireSnapshot {
  const out: WireSnapshot = {
    id: row.id,
    schedule: row.scheduleId,
    department_id: row.departmentId,
    start_on: row.startOn,
    end_on: row.endOn,
    state: row.state,
    shift_count: row.shiftCount,
    event_count: row.eventCount,
    created_by: row.createdBy,
    created_on: row.createdOn.toISOString(),
  };
  if (content.shifts) out.shifts = snapshotShifts(content.shifts).map((item) => toWireShift(item));
  if (content.events) out.events = snapshotEvents(content.events).map((item) => toWireEvent(item));
  return out;
}

export const toWireShift = (item: Shift) => toWire(shift, item);
export const toWireEvent = (item: ScheduleEvent) => toWire(scheduleEvent, item);

import type { Executor } from "../../db/client";
import { presentEvent } from "../../presenters/event";
import { presentShift } from "../../presenters/shift";
import { findEvents } from "../../repositories/events";
import { insertSnapshot, type ScheduleRow } from "../../repositories/schedules";
import { eventTypesOf } from "../../repositories/scheduling-config";
import { findShifts } from "../../repositories/shifts";

/** The management view: snapshots are for operations and department management (J). */
export const MANAGEMENT_VIEW = { userId: 0, isStaff: false, seesInternalComments: true };

/** Y-019, Z-030: what the schedule held when it was published, kept as presented rows. */
export async function takeSnapshot(
  db: Executor,
  schedule: ScheduleRow,
  by: number,
  now: Date,
): Promise<number> {
  const filter = {
    orgId: schedule.orgId,
    scope: { all: true } as const,
    departmentId: schedule.departmentId,
    from: schedule.startOn,
    to: schedule.endOn,
  };
  // Sequential: publishing runs in a transaction, on one connection.
  const shifts = await findShifts(db, filter);
  const events = await findEvents(db, filter);
  const eventTypes = await eventTypesOf(db, schedule.orgId);
  const types = new Map(eventTypes.map((type) => [type.id, type]));
  return insertSnapshot(db, {
    orgId: schedule.orgId,
    scheduleId: schedule.id,
    departmentId: schedule.departmentId,
    startOn: schedule.startOn,
    endOn: schedule.endOn,
    state: schedule.state,
    shifts: shifts.map((row) =>
      presentShift(row, { viewer: MANAGEMENT_VIEW, flagsVisibleToOtherStaff: new Set() }),
    ),
    events: events.map((row) => presentEvent(row, { viewer: MANAGEMENT_VIEW, eventTypes: types })),
    createdBy: by,
    createdOn: now,
  });
}

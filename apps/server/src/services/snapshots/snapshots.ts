import type { SnapshotDiffWire, Wire } from "@rosterly/contract";
import { diffSnapshot, type EntryChange } from "@rosterly/domain/snapshots";
import type { DB, Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";
import { assertDepartmentVisible } from "../../policies/schedule";
import {
  assertCanTakeSnapshots,
  assertCanViewSnapshots,
  assertSnapshotVisible,
} from "../../policies/snapshots";
import { presentEvent } from "../../presenters/event";
import { presentShift } from "../../presenters/shift";
import {
  presentSnapshot,
  snapshotEvents,
  snapshotShifts,
  toWireEvent,
  toWireShift,
  type WireSnapshot,
} from "../../presenters/snapshot";
import { findEvents } from "../../repositories/events";
import { findSchedule } from "../../repositories/schedules";
import { eventTypesOf } from "../../repositories/scheduling-config";
import { findShifts } from "../../repositories/shifts";
import { findSnapshot, snapshotPage } from "../../repositories/snapshots";
import { departmentIn, schedulingContext } from "../scheduling/context";
import { MANAGEMENT_VIEW, takeSnapshot } from "../scheduling/snapshot";
import type { SessionContext } from "../session/context";

export type SnapshotOmit = "shifts" | "events";

/** GET /snapshots/?dept_id=&for_date=&omit=: the department's snapshots, newest first. */
export async function listSnapshots(
  db: Executor,
  session: SessionContext,
  query: {
    departmentId: number;
    forDate?: string;
    omit: readonly SnapshotOmit[];
    offset: number;
    limit: number;
  },
): Promise<{ count: number; results: WireSnapshot[] }> {
  assertCanViewSnapshots(session);
  departmentIn(await schedulingContext(db, session.orgId), query.departmentId);
  assertDepartmentVisible(session, query.departmentId);
  const withContent = !(query.omit.includes("shifts") && query.omit.includes("events"));
  const { rows, count } = await snapshotPage(
    db,
    { orgId: session.orgId, departmentId: query.departmentId, forDate: query.forDate },
    { offset: query.offset, limit: query.limit, withContent },
  );
  return {
    count,
    results: rows.map((row) =>
      presentSnapshot(row, {
        shifts: query.omit.includes("shifts") ? undefined : row.shifts,
        events: query.omit.includes("events") ? undefined : row.events,
      }),
    ),
  };
}

async function visibleSnapshot(db: Executor, session: SessionContext, id: number) {
  assertCanViewSnapshots(session);
  const row = await findSnapshot(db, session.orgId, id);
  if (!row) throw Errors.notFound("errors.not_found.snapshot");
  assertSnapshotVisible(session, row);
  return row;
}

/** GET /snapshots/{id}/. */
export async function getSnapshot(
  db: Executor,
  session: SessionContext,
  id: number,
  omit: readonly SnapshotOmit[] = [],
): Promise<WireSnapshot> {
  const row = await visibleSnapshot(db, session, id);
  return presentSnapshot(row, {
    shifts: omit.includes("shifts") ? undefined : row.shifts,
    events: omit.includes("events") ? undefined : row.events,
  });
}

/** POST /snapshots/ (Z-030): operations management keeps the schedule as it is now. */
export async function takeSnapshotNow(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  scheduleId: number,
): Promise<WireSnapshot> {
  assertCanTakeSnapshots(session);
  return deps.db.transaction(async (tx) => {
    const schedule = await findSchedule(tx, session.orgId, scheduleId);
    if (!schedule) throw Errors.notFound("errors.not_found.schedule");
    assertDepartmentVisible(session, schedule.departmentId);
    const id = await takeSnapshot(tx, schedule, session.user.id, deps.clock());
    const row = await findSnapshot(tx, session.orgId, id);
    if (!row) throw new Error(`snapshot ${id} vanished inside its transaction`);
    return presentSnapshot(row);
  });
}

function wireChange<T, W>(change: EntryChange<T>, toWire: (item: T) => W) {
  return {
    id: change.id,
    kinds: [...change.kinds],
    before: change.before === null ? null : toWire(change.before),
    after: change.after === null ? null : toWire(change.after),
    fields: [...change.fields],
  };
}

/**
 * GET /snapshots/{id}/diff/: the schedule's changes since the snapshot. The live side is read as
 * the snapshot was taken (the department's shifts and events of the period, as management sees
 * them), so only real changes show.
 */
export async function snapshotChanges(
  db: Executor,
  session: SessionContext,
  id: number,
): Promise<Wire<SnapshotDiffWire>> {
  const row = await visibleSnapshot(db, session, id);
  const filter = {
    orgId: session.orgId,
    scope: { all: true } as const,
    departmentId: row.departmentId,
    from: row.startOn,
    to: row.endOn,
  };
  const [shifts, events, eventTypes] = await Promise.all([
    findShifts(db, filter),
    findEvents(db, filter),
    eventTypesOf(db, session.orgId),
  ]);
  const types = new Map(eventTypes.map((type) => [type.id, type]));
  const live = {
    shifts: snapshotShifts(
      shifts.map((shift) =>
        presentShift(shift, { viewer: MANAGEMENT_VIEW, flagsVisibleToOtherStaff: new Set() }),
      ),
    ),
    events: snapshotEvents(
      events.map((event) => presentEvent(event, { viewer: MANAGEMENT_VIEW, eventTypes: types })),
    ),
  };
  const diff = diffSnapshot({ shifts: snapshotShifts(row.shifts), events: snapshotEvents(row.events) }, live);
  return {
    snapshot: row.id,
    shifts: diff.shifts.map((change) => wireChange(change, toWireShift)),
    events: diff.events.map((change) => wireChange(change, toWireEvent)),
  };
}

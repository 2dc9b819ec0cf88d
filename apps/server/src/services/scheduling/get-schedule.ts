import { isIsoDate } from "@rosterly/domain/fields";
import { fieldError } from "../../http/field-errors";
import { canEditShifts } from "@rosterly/domain/permissions";
import { isReadOnly } from "@rosterly/domain/schedule";
import type { Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";

import {
  assertCanViewSchedules,
  assertDepartmentVisible,
  scheduleScope,
  seesScheduleContent,
} from "../../policies/schedule";
import { presentEvent } from "../../presenters/event";
import { presentSchedule, type WireSchedule } from "../../presenters/schedule";
import { presentShift } from "../../presenters/shift";
import { findEvents } from "../../repositories/events";
import { latestSnapshotId, type ScheduleRow } from "../../repositories/schedules";
import { findShifts } from "../../repositories/shifts";
import { eventPresentationFor } from "../events/viewing";
import { awaitingRequestsOf } from "../requests/schedule-requests";
import type { SessionContext } from "../session/context";
import { shiftPresentationFor } from "../shifts/viewing";
import { departmentIn, type SchedulingContext, schedulingContext, visibleSchedule } from "./context";
import { scheduleFor } from "./periods";

export type ScheduleOmit = "shifts" | "events" | "swaps" | "shift_requests";

/** The schedule with the period's shifts and events of its department as the caller may see them. */
async function present(
  db: Executor,
  session: SessionContext,
  context: SchedulingContext,
  row: ScheduleRow,
  omit: readonly ScheduleOmit[],
): Promise<WireSchedule> {
  // Staff see a schedule the hospital has not shown them as an empty period (F-009, Z-010).
  const hidden = !seesScheduleContent(session, row.state, context.org.states);
  const scope = {
    orgId: session.orgId,
    scope: scheduleScope(session, context.org.states),
    departmentId: row.departmentId,
    from: row.startOn,
    to: row.endOn,
  };
  const wantsRequests = !omit.includes("swaps") || !omit.includes("shift_requests");
  const [snapshot, shifts, events, requests] = await Promise.all([
    latestSnapshotId(db, row.id),
    omit.includes("shifts")
      ? null
      : Promise.all([hidden ? [] : findShifts(db, scope), shiftPresentationFor(db, session)]),
    omit.includes("events")
      ? null
      : Promise.all([hidden ? [] : findEvents(db, scope), eventPresentationFor(db, session)]),
    wantsRequests ? awaitingRequestsOf(db, session, row, hidden) : null,
  ]);
  return presentSchedule(row, {
    readOnly: isReadOnly(row.state, context.org.states, canEditShifts(session.perms, session.classification)),
    snapshot,
    shifts: shifts ? shifts[0].map((shift) => presentShift(shift, shifts[1])) : undefined,
    events: events ? events[0].map((event) => presentEvent(event, events[1])) : undefined,
    swaps: omit.includes("swaps") ? undefined : (requests?.swaps ?? []),
    shiftRequests: omit.includes("shift_requests") ? undefined : (requests?.shiftRequests ?? []),
  });
}

/** GET /schedules/{id}/. */
export async function getSchedule(
  db: Executor,
  session: SessionContext,
  id: number,
  omit: readonly ScheduleOmit[] = [],
): Promise<WireSchedule> {
  const row = await visibleSchedule(db, session, id);
  return present(db, session, await schedulingContext(db, session.orgId), row, omit);
}

/** GET /schedules/?dept_id=&for_date=: the period holding the date, created on first use (Y-016). */
export async function getScheduleForDate(
  { db, clock }: { db: Executor; clock: Clock },
  session: SessionContext,
  departmentId: number,
  forDate: string,
  omit: readonly ScheduleOmit[] = [],
): Promise<WireSchedule> {
  assertCanViewSchedules(session);
  if (!isIsoDate(forDate)) throw fieldError("for_date", "validation.date_iso");
  const context = await schedulingContext(db, session.orgId);
  const department = departmentIn(context, departmentId);
  assertDepartmentVisible(session, department.id);
  if (!department.partakeInScheduling) throw fieldError("dept_id", "validation.not_scheduling_department");
  return present(
    db,
    session,
    context,
    await scheduleFor(db, context.org, department.id, forDate, clock()),
    omit,
  );
}

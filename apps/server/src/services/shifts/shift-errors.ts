import type { ValidatorResult } from "@rosterly/domain/schedule";
import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import { findSchedule } from "../../repositories/schedules";
import { staffProfiles } from "../../repositories/scheduling-config";
import { schedulingContext } from "../scheduling/context";
import { entryErrors } from "../scheduling/schedule-errors";
import type { SessionContext } from "../session/context";
import { visibleShift } from "./read-shift";

/** GET /shifts/{id}/errors/: the errors of its period that involve the shift's assignee and dates. */
export async function shiftErrors(
  db: Executor,
  session: SessionContext,
  id: number,
): Promise<ValidatorResult[]> {
  const shift = await visibleShift(db, session, id);
  const [context, schedule, profiles] = await Promise.all([
    schedulingContext(db, session.orgId),
    findSchedule(db, session.orgId, shift.scheduleId),
    staffProfiles(db, session.orgId, [shift.assigneeId]),
  ]);
  if (!schedule) throw Errors.notFound("errors.not_found.schedule");
  return entryErrors(db, session, context, schedule, {
    userId: shift.assigneeId,
    dates: [shift.date],
    payrollDates: [shift.payrollDate],
    shiftTypeId: shift.typeId,
    jobTypeId: profiles[0]?.jobTypeId ?? null,
  });
}

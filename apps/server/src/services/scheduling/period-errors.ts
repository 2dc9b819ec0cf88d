import type { ShiftErrorsQuery } from "@rosterly/contract";
import { fieldError, fieldErrorWith } from "../../http/field-errors";
import { periodContaining, type ValidatorResult } from "@rosterly/domain/schedule";
import type { Executor } from "../../db/client";

import { assertCanViewSchedules, assertDepartmentVisible } from "../../policies/schedule";
import { findScheduleByStart } from "../../repositories/schedules";
import type { SessionContext } from "../session/context";
import { departmentIn, schedulingContext } from "./context";
import { scheduleErrors, validateFor } from "./schedule-errors";

/**
 * `GET /shifts/errors/` (P-030, G-009): by `schedule_id`, or by `dept_id` with `between` dates that
 * lie in one period. A period without a saved schedule has no shifts, hence no errors.
 */
export async function periodErrors(
  db: Executor,
  session: SessionContext,
  query: ShiftErrorsQuery,
): Promise<readonly ValidatorResult[]> {
  if (query.schedule_id !== undefined) return scheduleErrors(db, session, query.schedule_id);
  if (query.dept_id === undefined || query.between === undefined) {
    throw fieldError("schedule_id", "validation.errors_query");
  }
  assertCanViewSchedules(session);
  const context = await schedulingContext(db, session.orgId);
  const department = departmentIn(context, query.dept_id);
  assertDepartmentVisible(session, department.id);
  const [from, to] = query.between;
  const period = periodContaining(from, context.org.initialStartDate, context.org.periodDays);
  if (to < from || to > period.endOn) {
    throw fieldErrorWith("between", "validation.within_period", { start: period.startOn, end: period.endOn });
  }
  const schedule = await findScheduleByStart(db, department.id, period.startOn);
  return schedule ? validateFor(db, session, context, schedule) : [];
}

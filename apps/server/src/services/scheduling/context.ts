import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import {
  assertCanViewSchedules,
  assertDepartmentVisible,
  type ScheduleScope,
  scheduleScope,
} from "../../policies/schedule";
import { findSchedule, type ScheduleRow } from "../../repositories/schedules";
import {
  type DepartmentInfo,
  departmentsOf,
  organisationSettings,
} from "../../repositories/scheduling-config";
import type { SessionContext } from "../session/context";
import { type OrgScheduling, orgSchedulingOf } from "./org-scheduling";

export interface SchedulingContext {
  org: OrgScheduling;
  departments: Map<number, DepartmentInfo>;
}

export async function schedulingContext(db: Executor, orgId: number): Promise<SchedulingContext> {
  // Sequential: this also runs inside transactions, which are one connection.
  const orgRow = await organisationSettings(db, orgId);
  const departments = await departmentsOf(db, orgId);
  if (!orgRow) throw Errors.notFound("errors.not_found.hospital");
  return { org: orgSchedulingOf(orgRow), departments: new Map(departments.map((row) => [row.id, row])) };
}

/**
 * The caller's read scope under the hospital's schedule-state visibility (F-009, Z-010), which the
 * session read along with the caller.
 */
export function readScope(session: SessionContext): ScheduleScope {
  return scheduleScope(session, session.scheduleStates);
}

export function departmentIn(context: SchedulingContext, id: number): DepartmentInfo {
  const department = context.departments.get(id);
  if (!department) throw Errors.notFound("errors.not_found.department");
  return department;
}

/** A schedule of a department the caller can see, or 404. */
export async function visibleSchedule(
  db: Executor,
  session: SessionContext,
  id: number,
): Promise<ScheduleRow> {
  assertCanViewSchedules(session);
  const schedule = await findSchedule(db, session.orgId, id);
  if (!schedule) throw Errors.notFound("errors.not_found.schedule");
  assertDepartmentVisible(session, schedule.departmentId);
  return schedule;
}

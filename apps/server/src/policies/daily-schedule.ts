import { can, canAccessDepartment } from "@rosterly/domain/permissions";
import { Errors } from "../http/errors";
import type { SessionContext } from "../services/session/context";

// Daily schedules (C-011): operations management for any department, staff view-only in their
// own; directors and schedulers have no access unless granted. One check per action below.

/** Reading daily schedules needs the daily schedule screen (default or view-only). */
export function assertCanViewDailySchedules(session: SessionContext): void {
  if (!can(session.perms, "view", "dailySchedule"))
    throw Errors.forbidden("errors.forbidden.view_daily_schedules");
}

/** Whether the caller changes daily schedules: the screen at `default`, and not a staff account. */
export function canEditDailySchedules(session: SessionContext): boolean {
  return can(session.perms, "edit", "dailySchedule") && session.classification !== "staff";
}

export function assertCanEditDailySchedules(session: SessionContext): void {
  assertCanViewDailySchedules(session);
  if (!canEditDailySchedules(session)) throw Errors.forbidden("errors.forbidden.change_daily_schedules");
}

/** A department outside the caller's reach does not exist as far as they can tell. */
export function assertDailyDepartmentVisible(session: SessionContext, departmentId: number): void {
  if (!canAccessDepartment(session.actor, departmentId)) throw Errors.notFound("errors.not_found.department");
}

/** Those who only view (staff) see a daily schedule once it has been shared with the unit. */
export function seesUnsharedDailySchedules(session: SessionContext): boolean {
  return canEditDailySchedules(session);
}

/** One daily schedule the caller reads: in their departments, and shared unless they edit. */
export function assertDailyScheduleVisible(
  session: SessionContext,
  row: { departmentId: number; sharedOn: Date | null },
): void {
  if (!canAccessDepartment(session.actor, row.departmentId))
    throw Errors.notFound("errors.not_found.daily_schedule");
  if (row.sharedOn === null && !seesUnsharedDailySchedules(session))
    throw Errors.notFound("errors.not_found.daily_schedule");
}

/** Finalizing cannot be undone (I-004): afterwards every write is refused. */
export function assertDailyScheduleWritable(row: { state: string; date: string }): void {
  if (row.state === "finalized")
    throw Errors.forbidden("errors.forbidden.daily_schedule_finalized", { date: row.date });
}

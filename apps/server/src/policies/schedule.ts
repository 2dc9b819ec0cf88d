import {
  canAccessDepartment,
  can,
  canEditShifts,
  reachesAllDepartments,
  seesInternalComments,
} from "@rosterly/domain/permissions";
import {
  isReadOnly,
  isStaffVisible,
  type ScheduleStatesConfig,
  staffVisibleStates,
} from "@rosterly/domain/schedule";
import { Errors } from "../http/errors";
import type { ScheduleScope } from "../repositories/schedule-scope";

export type { ScheduleScope };
import type { SessionContext } from "../services/session/context";

/** Schedules, shifts and events are the master schedule screen's data (C-008). */
export function assertCanViewSchedules(session: SessionContext): void {
  if (!can(session.perms, "view", "masterSchedule")) {
    throw Errors.forbidden("errors.forbidden.master_schedule");
  }
}

/** C-009: only non-staff with the master schedule at `default` change shifts and events. */
export function assertCanEditSchedules(session: SessionContext): void {
  assertCanViewSchedules(session);
  if (!canEditShifts(session.perms, session.classification)) {
    throw Errors.forbidden("errors.forbidden.change_activities");
  }
}

/**
 * What the caller reaches. `statesConfig` is the hospital's `scheduling.states`, which decides the
 * states staff may see; it is a parameter so that no read can leave it out.
 */
export function scheduleScope(
  session: SessionContext,
  statesConfig: ScheduleStatesConfig | null,
): ScheduleScope {
  if (reachesAllDepartments(session.actor)) return { all: true };
  const staff = session.classification === "staff";
  return {
    all: false,
    userId: session.user.id,
    departmentIds: session.actor.ownDepartmentIds,
    staffOfDepartments: !staff,
    visibleStates: staff ? staffVisibleStates(statesConfig) : null,
  };
}

/** The scope of a write, which only management makes (assertCanEditSchedules runs first). */
export function writeScope(session: SessionContext): ScheduleScope {
  return scheduleScope(session, null);
}

/** Whether the caller sees the content of a schedule in this state (F-009, Z-010). */
export function seesScheduleContent(
  session: SessionContext,
  state: string,
  statesConfig: ScheduleStatesConfig | null,
): boolean {
  return session.classification !== "staff" || isStaffVisible(state, statesConfig);
}

/** A department outside the caller's scope does not exist as far as they can tell. */
export function assertDepartmentVisible(session: SessionContext, departmentId: number): void {
  if (!canAccessDepartment(session.actor, departmentId)) throw Errors.notFound("errors.not_found.department");
}

/** Writing into a department the caller can see listed but does not manage is refused. */
export function assertCanWriteDepartment(session: SessionContext, departmentId: number): void {
  if (!canAccessDepartment(session.actor, departmentId)) {
    throw Errors.forbidden("errors.forbidden.change_department_schedules");
  }
}

/**
 * Approving or rejecting what waits for approval (post or publish) is the director's step
 * (F-005): the department's director, a director of the department, or operations management.
 */
export function assertCanApprove(
  session: SessionContext,
  department: { id: number; directorId: number | null },
): void {
  const isDirector =
    department.directorId === session.user.id ||
    (session.groups.includes("director") && session.actor.ownDepartmentIds.includes(department.id));
  if (!isDirector && session.classification !== "ops_management") {
    throw Errors.forbidden("errors.forbidden.director_decides");
  }
}

/** How rows are redacted for this caller (F-038, Z-017). */
export interface ScheduleViewer {
  userId: number;
  isStaff: boolean;
  seesInternalComments: boolean;
}

export function viewerOf(session: SessionContext): ScheduleViewer {
  return {
    userId: session.user.id,
    isStaff: session.classification === "staff",
    seesInternalComments: seesInternalComments(session.classification),
  };
}

/** Shifts and events change only in the states the hospital keeps editable (F-004). */
export function assertScheduleWritable(
  schedule: { state: string; startOn: string; endOn: string },
  states: ScheduleStatesConfig | null,
): void {
  if (isReadOnly(schedule.state, states, true))
    throw Errors.forbidden("errors.forbidden.schedule_read_only", {
      start: schedule.startOn,
      end: schedule.endOn,
      state: schedule.state,
    });
}

/** Staff read the history of their own shifts and events only (L-001, L-003). */
export function assertCanSeeActivityHistory(
  session: SessionContext,
  activity: { assigneeId: number },
  kind: "shifts" | "events",
): void {
  if (session.classification === "staff" && activity.assigneeId !== session.user.id)
    throw Errors.forbidden(
      kind === "shifts" ? "errors.forbidden.own_shift_history" : "errors.forbidden.own_event_history",
    );
}

/**
 * Filling a schedule with the roster generator writes shifts: the master schedule at `default`,
 * the department in the caller's scope, and a state the hospital keeps editable.
 */
export function assertCanFillSchedule(
  session: SessionContext,
  schedule: { departmentId: number; state: string; startOn: string; endOn: string },
  states: ScheduleStatesConfig | null,
): void {
  assertCanEditSchedules(session);
  assertCanWriteDepartment(session, schedule.departmentId);
  assertScheduleWritable(schedule, states);
}

/** A generator run is its starter's: anyone else (or another schedule's path) finds nothing. */
export function assertOwnsFillRun(
  session: SessionContext,
  run: { orgId: number; startedBy: number; scheduleId: number } | undefined,
  scheduleId: number,
): asserts run {
  if (
    !run ||
    run.orgId !== session.orgId ||
    run.startedBy !== session.user.id ||
    run.scheduleId !== scheduleId
  )
    throw Errors.notFound("errors.not_found.fill_run");
}

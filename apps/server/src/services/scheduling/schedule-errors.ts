import { type ValidatorResult, validateSchedule } from "@rosterly/domain/schedule";
import type { Executor } from "../../db/client";
import { seesScheduleContent } from "../../policies/schedule";
import type { ScheduleRow } from "../../repositories/schedules";
import type { SessionContext } from "../session/context";
import { departmentIn, type SchedulingContext, schedulingContext, visibleSchedule } from "./context";
import { type ErrorFocus, focusResults } from "./focus-errors";
import { loadValidationInput, lookaroundDays } from "./validation-input";

/**
 * Validates a department's period as the caller may see it: management gets every validator;
 * staff get time conflicts, overtime and consecutive shifts of their own schedule only (G-001).
 */
export async function validateFor(
  db: Executor,
  session: SessionContext,
  context: SchedulingContext,
  schedule: Pick<ScheduleRow, "departmentId" | "startOn" | "endOn" | "state">,
): Promise<readonly ValidatorResult[]> {
  if (!seesScheduleContent(session, schedule.state, context.org.states)) return [];
  const department = departmentIn(context, schedule.departmentId);
  const period = { startOn: schedule.startOn, endOn: schedule.endOn };
  if (session.classification === "staff") {
    const input = await loadValidationInput(db, context.org, department, period, [session.user.id]);
    return validateSchedule(input, { mode: "own", viewerIsStaff: true });
  }
  return validateSchedule(await loadValidationInput(db, context.org, department, period));
}

/** GET /schedules/{id}/errors/. */
export async function scheduleErrors(
  db: Executor,
  session: SessionContext,
  scheduleId: number,
): Promise<readonly ValidatorResult[]> {
  const schedule = await visibleSchedule(db, session, scheduleId);
  return validateFor(db, session, await schedulingContext(db, session.orgId), schedule);
}

/** The errors of the period holding an entry, narrowed to those the entry touches. */
export async function entryErrors(
  db: Executor,
  session: SessionContext,
  context: SchedulingContext,
  schedule: Pick<ScheduleRow, "departmentId" | "startOn" | "endOn" | "state">,
  focus: Omit<ErrorFocus, "periodStart" | "consecutiveReach">,
): Promise<ValidatorResult[]> {
  if (session.classification === "staff" && focus.userId !== session.user.id) return [];
  const results = await validateFor(db, session, context, schedule);
  return focusResults(results, {
    ...focus,
    periodStart: schedule.startOn,
    consecutiveReach: lookaroundDays(context.org),
  });
}

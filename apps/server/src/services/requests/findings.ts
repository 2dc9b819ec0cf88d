import {
  type ScheduleChange,
  type ScheduleShift,
  ScheduleValidationState,
  type ValidatorResult,
} from "@rosterly/domain/schedule";
import type { Executor } from "../../db/client";
import type { ScheduleRow } from "../../repositories/schedules";
import { staffProfiles } from "../../repositories/scheduling-config";
import { departmentIn, type SchedulingContext } from "../scheduling/context";
import { focusResults } from "../scheduling/focus-errors";
import { mergeResults } from "../scheduling/merge-results";
import { scheduleFor } from "../scheduling/periods";
import { loadValidationInput, lookaroundDays } from "../scheduling/validation-input";
import type { SessionContext } from "../session/context";
import type { ShiftPlan } from "./plan";

/** A plan as an edit of the schedule, and the edit that takes it back. */
function changesOf(
  plan: ShiftPlan,
  onlyUserId: number | null,
): { apply: ScheduleChange; undo: ScheduleChange } {
  const keep = (assigneeId: number) => onlyUserId === null || assigneeId === onlyUserId;
  const updated: ScheduleShift[] = plan.updates
    .filter(({ current, next }) => keep(current.assigneeId) || keep(next.assigneeId))
    .map(({ current, next }) => ({ ...next, id: current.id }));
  const created: ScheduleShift[] = plan.creates
    .map((values, index) => ({ ...values, id: `planned-${index}` }))
    .filter((shift) => keep(shift.assigneeId));
  const event = plan.event && keep(plan.event.assigneeId) ? plan.event : null;
  return {
    apply: {
      upsertedShifts: [...updated, ...created],
      upsertedEvents: event ? [event] : [],
    },
    undo: {
      removedShiftIds: created.map((shift) => shift.id),
      upsertedShifts: plan.updates
        .filter(({ current }) => updated.some((shift) => shift.id === current.id))
        .map(({ current }) => current),
      upsertedEvents: event ? [{ ...event, state: "pending" }] : [],
    },
  };
}

/**
 * K-029, C-017: the validators' findings on the schedule as it would be after each plan, narrowed
 * to the people and dates the plan touches. Management gets every validator; staff get time
 * conflicts, overtime and consecutive shifts of their own schedule only. Each period a plan
 * touches is loaded once for all the plans (candidates are many plans on one schedule).
 */
export async function planFindings(
  db: Executor,
  session: SessionContext,
  context: SchedulingContext,
  plans: readonly ShiftPlan[],
  now: Date,
): Promise<ValidatorResult[][]> {
  const staff = session.classification === "staff";
  const onlyUserId = staff ? session.user.id : null;
  const people = new Set(plans.flatMap((plan) => plan.focus.map((entry) => entry.userId)));
  const jobTypes = new Map(
    (await staffProfiles(db, session.orgId, [...people])).map((row) => [row.userId, row.jobTypeId]),
  );
  const states = new Map<number, { schedule: ScheduleRow; state: ScheduleValidationState }>();
  const stateFor = async (departmentId: number, date: string) => {
    const schedule = await scheduleFor(db, context.org, departmentId, date, now);
    const known = states.get(schedule.id);
    if (known) return known;
    const department = departmentIn(context, departmentId);
    const input = await loadValidationInput(
      db,
      context.org,
      department,
      schedule,
      staff ? [session.user.id] : undefined,
    );
    const made = {
      schedule,
      state: new ScheduleValidationState(input, staff ? { mode: "own", viewerIsStaff: true } : {}),
    };
    states.set(schedule.id, made);
    return made;
  };
  const found: ValidatorResult[][] = [];
  for (const plan of plans) {
    const { apply, undo } = changesOf(plan, onlyUserId);
    const focus = plan.focus.filter((entry) => onlyUserId === null || entry.userId === onlyUserId);
    const dates = [...new Set(focus.flatMap((entry) => entry.dates))].sort();
    const periods = new Map<number, Awaited<ReturnType<typeof stateFor>>>();
    for (const date of dates) {
      const period = await stateFor(plan.departmentId, date);
      periods.set(period.schedule.id, period);
    }
    const results: ValidatorResult[] = [];
    for (const { schedule, state } of periods.values()) {
      const after = state.applyChange(apply);
      for (const entry of focus) {
        results.push(
          ...focusResults(after, {
            userId: entry.userId,
            dates: entry.dates,
            payrollDates: entry.shiftTypeId === null ? [] : entry.dates,
            periodStart: schedule.startOn,
            shiftTypeId: entry.shiftTypeId,
            jobTypeId: jobTypes.get(entry.userId) ?? null,
            consecutiveReach: lookaroundDays(context.org),
          }),
        );
      }
      state.applyChange(undo);
    }
    found.push(mergeResults(results));
  }
  return found;
}

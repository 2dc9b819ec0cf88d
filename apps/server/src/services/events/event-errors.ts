import type { EventInput } from "@rosterly/contract";
import { fieldError, fieldErrorWith } from "../../http/field-errors";
import { type ScheduleEvent, ScheduleValidationState, type ValidatorResult } from "@rosterly/domain/schedule";
import { isIsoDate } from "@rosterly/domain/fields";
import type { Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";

import { assertCanEditSchedules, assertDepartmentVisible } from "../../policies/schedule";
import { staffProfiles } from "../../repositories/scheduling-config";
import { departmentIn, schedulingContext } from "../scheduling/context";
import { focusResults } from "../scheduling/focus-errors";
import { mergeResults } from "../scheduling/merge-results";
import { scheduleFor } from "../scheduling/periods";
import { entryErrors } from "../scheduling/schedule-errors";
import { loadValidationInput, lookaroundDays } from "../scheduling/validation-input";
import type { SessionContext } from "../session/context";
import { visibleEvent } from "./read-events";
import { storedTime } from "../shifts/shift-values";

/** GET /events/{id}/schedule_id/ (Z-031): the schedule of the event's department holding its first date. */
export async function eventScheduleId(
  { db, clock }: { db: Executor; clock: Clock },
  session: SessionContext,
  id: number,
): Promise<number> {
  const event = await visibleEvent(db, session, id);
  const context = await schedulingContext(db, session.orgId);
  const first = [...event.dates].sort()[0] ?? event.dates[0] ?? "";
  return (await scheduleFor(db, context.org, event.departmentId, first, clock())).id;
}

/** GET /events/{id}/errors/: the errors of its period that involve its assignee on its dates. */
export async function eventErrors(
  { db, clock }: { db: Executor; clock: Clock },
  session: SessionContext,
  id: number,
): Promise<ValidatorResult[]> {
  const event = await visibleEvent(db, session, id);
  const context = await schedulingContext(db, session.orgId);
  const first = [...event.dates].sort()[0] ?? "";
  const schedule = await scheduleFor(db, context.org, event.departmentId, first, clock());
  return entryErrors(db, session, context, schedule, {
    userId: event.assigneeId,
    dates: event.dates,
    payrollDates: [],
    shiftTypeId: null,
    jobTypeId: null,
  });
}

/**
 * POST /events/validate/: the errors the proposed events would bring, without saving them. Each is
 * checked against its department's period as it is now, with the proposals in place of (or beside)
 * the saved events.
 */
export async function validateEvents(
  { db, clock }: { db: Executor; clock: Clock },
  session: SessionContext,
  proposals: readonly (EventInput & { id?: number })[],
): Promise<ValidatorResult[]> {
  assertCanEditSchedules(session);
  const context = await schedulingContext(db, session.orgId);
  const profiles = new Map(
    (
      await staffProfiles(
        db,
        session.orgId,
        proposals.map((p) => p.assigneeId),
      )
    ).map((p) => [p.userId, p]),
  );
  const found: ValidatorResult[][] = [];
  for (const [index, proposal] of proposals.entries()) {
    if (!context.departments.has(proposal.departmentId))
      throw fieldErrorWith(`${index}.department_id`, "validation.hospital_choice", { kind: "a department" });
    assertDepartmentVisible(session, proposal.departmentId);
    if (!profiles.has(proposal.assigneeId))
      throw fieldError(`${index}.assignee_id`, "validation.assignable_employee");
    const dates = [...new Set(proposal.dates)].sort();
    if (!dates.every(isIsoDate)) throw fieldError(`${index}.dates`, "validation.date_iso");
    const startTime = proposal.startTime ? storedTime(proposal.startTime) : null;
    const endTime = proposal.endTime ? storedTime(proposal.endTime) : null;
    const event: ScheduleEvent = {
      id: proposal.id ?? `proposal-${index}`,
      assigneeId: proposal.assigneeId,
      dates,
      startTime,
      endTime,
      state: "approved",
    };
    const department = departmentIn(context, proposal.departmentId);
    const periods = new Map<number, Awaited<ReturnType<typeof scheduleFor>>>();
    for (const date of dates) {
      const schedule = await scheduleFor(db, context.org, department.id, date, clock());
      periods.set(schedule.id, schedule);
    }
    for (const schedule of periods.values()) {
      const input = await loadValidationInput(db, context.org, department, schedule);
      const state = new ScheduleValidationState(input, { viewerIsStaff: false });
      const results = state.applyChange({ upsertedEvents: [event] });
      found.push(
        focusResults(results, {
          userId: proposal.assigneeId,
          dates,
          payrollDates: [],
          periodStart: schedule.startOn,
          shiftTypeId: null,
          jobTypeId: null,
          consecutiveReach: lookaroundDays(context.org),
        }),
      );
    }
  }
  return mergeResults(found.flat());
}

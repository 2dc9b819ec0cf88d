import type { TemplateApplyResult, Wire } from "@rosterly/contract";
import type { ValidatorResult } from "@rosterly/domain/schedule";
import { planTemplate } from "@rosterly/domain/templates";
import type { DB } from "../../db/client";
import { Errors } from "../../http/errors";
import { FieldErrors, fieldError } from "../../http/field-errors";
import type { Clock } from "../../lib/clock";
import {
  assertCanEditSchedules,
  assertCanWriteDepartment,
  assertScheduleWritable,
} from "../../policies/schedule";
import { assertCanChangeTemplates, assertTemplateDepartment } from "../../policies/templates";
import { presentShift } from "../../presenters/shift";
import { findEvents } from "../../repositories/events";
import { lockSchedule } from "../../repositories/schedules";
import { findShifts } from "../../repositories/shifts";
import { templatePage } from "../../repositories/templates";
import { ASSIGNABLE_STATES, loadWriteContext } from "../activities/write-context";
import { departmentIn, schedulingContext } from "../scheduling/context";
import { validateFor } from "../scheduling/schedule-errors";
import type { SessionContext } from "../session/context";
import { insertShiftsWithHistory, placeShifts } from "../shifts/persist";
import { publishShiftChanges, writerPresentation } from "../shifts/shift-live";
import { type ResolvedShift, resolveShift } from "../shifts/shift-values";
import { patternLength } from "./templates";

/** Event states that no longer hold the day (a refused or withdrawn request leaves it free). */
const RELEASED_EVENT_STATES: ReadonlySet<string> = new Set(["rejected", "withdrawn"]);

type Skipped = Wire<TemplateApplyResult>["skipped"][number];
export type WireApplyResult = Wire<TemplateApplyResult> & { errors: readonly ValidatorResult[] };

/**
 * POST /schedule-templates/apply/ (Z-029): the department's templates become shifts of one of its
 * periods, in one transaction, through the shift services (creation history, live updates). A day
 * that already holds a shift or a time-off event of the person is skipped and reported, as is an
 * activity that no longer passes the shift checks (an obsolete shift type, say); a period whose
 * state forbids changes is refused like any shift write. Answers what was made, what was skipped
 * and the schedule's validator results afterwards.
 */
export async function applyTemplates(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  body: { departmentId: number; scheduleId: number; profileIds?: number[] },
): Promise<WireApplyResult> {
  assertCanChangeTemplates(session);
  assertCanEditSchedules(session);
  return deps.db.transaction(async (tx) => {
    const context = await schedulingContext(tx, session.orgId);
    departmentIn(context, body.departmentId);
    assertTemplateDepartment(session, body.departmentId);
    const schedule = await lockSchedule(tx, session.orgId, body.scheduleId);
    if (!schedule) throw Errors.notFound("errors.not_found.schedule");
    if (schedule.departmentId !== body.departmentId)
      throw fieldError("schedule_id", "validation.schedule_of_department");
    assertCanWriteDepartment(session, schedule.departmentId);
    assertScheduleWritable(schedule, context.org.states);

    const { rows: people } = await templatePage(tx, session.orgId, body.departmentId, {
      offset: 0,
      limit: 100_000,
      profileIds: body.profileIds,
    });
    const withDays = people.filter((person) => (person.template?.shifts.length ?? 0) > 0);
    const userIds = withDays.map((person) => person.userId);
    const now = deps.clock();
    const ctx = await loadWriteContext(tx, session, now, userIds);
    const period = { from: schedule.startOn, to: schedule.endOn };
    const taken = new Map<string, "has_shift" | "has_event">();
    if (userIds.length > 0) {
      const shifts = await findShifts(tx, {
        orgId: session.orgId,
        scope: { all: true },
        ...period,
        assigneeIds: userIds,
      });
      for (const row of shifts) taken.set(`${row.assigneeId}:${row.date}`, "has_shift");
      const people = new Set(userIds);
      const events = await findEvents(tx, { orgId: session.orgId, scope: { all: true }, ...period });
      for (const row of events) {
        if (!people.has(row.assigneeId) || RELEASED_EVENT_STATES.has(row.state)) continue;
        for (const date of row.dates) {
          const key = `${row.assigneeId}:${date}`;
          if (!taken.has(key)) taken.set(key, "has_event");
        }
      }
    }
    const plan = planTemplate({
      startOn: schedule.startOn,
      endOn: schedule.endOn,
      length: patternLength(context, body.departmentId),
      people: withDays.map((person) => ({
        userId: person.userId,
        days: person.template?.shifts ?? [],
        assignable: ASSIGNABLE_STATES.has(person.state),
      })),
      occupied: (userId, date) => taken.get(`${userId}:${date}`) ?? null,
    });

    const profileOf = new Map(withDays.map((person) => [person.userId, person.profileId]));
    const skipped: Skipped[] = plan.skipped.map((skip) => ({
      profile_id: profileOf.get(skip.userId) ?? 0,
      user_id: skip.userId,
      date: skip.date,
      offset: skip.offset,
      reason: skip.reason,
      messages: [],
    }));
    const resolved: ResolvedShift[] = [];
    for (const item of plan.planned) {
      const { activity } = item;
      const errors = new FieldErrors();
      const shift = resolveShift(
        {
          date: item.date,
          typeId: activity.typeId,
          departmentId: body.departmentId,
          assigneeId: item.userId,
          startTime: activity.startTime,
          endTime: activity.endTime,
          flags: [...activity.flags],
          comments: activity.comments,
          internalComments: activity.internalComments,
          obligatory: activity.obligatory,
          overtime: activity.overtime,
          sitter: activity.sitter,
          settings: activity.settings,
          onCall: activity.onCall,
        },
        null,
        ctx,
        errors,
      );
      if (shift) resolved.push(shift);
      else
        skipped.push({
          profile_id: profileOf.get(item.userId) ?? 0,
          user_id: item.userId,
          date: item.date,
          offset: item.offset,
          reason: "not_valid",
          messages: errors.messages(),
        });
    }
    const created = await insertShiftsWithHistory(ctx, await placeShifts(ctx, resolved));
    await publishShiftChanges(
      ctx,
      created.map((row) => ({ action: "created", row })),
    );
    const presentation = writerPresentation(ctx);
    skipped.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.user_id - b.user_id));
    return {
      schedule_id: schedule.id,
      created: created.map((row) => presentShift(row, presentation)),
      skipped,
      errors: await validateFor(tx, session, context, schedule),
    };
  });
}

import type { TemplatePatch } from "@rosterly/contract";
import { setTemplateDay, templateDaysFrom, templateLength } from "@rosterly/domain/templates";
import type { DB, Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import { FieldErrors, fieldErrorWith } from "../../http/field-errors";
import type { Clock } from "../../lib/clock";
import { assertDepartmentVisible } from "../../policies/schedule";
import {
  assertCanChangeTemplates,
  assertCanViewTemplates,
  assertTemplateDepartment,
} from "../../policies/templates";
import { presentTemplate, type WireTemplate } from "../../presenters/template";
import { findSchedule } from "../../repositories/schedules";
import { findShifts } from "../../repositories/shifts";
import { lockTemplate, saveTemplate, templatePage, templatePerson } from "../../repositories/templates";
import { loadWriteContext } from "../activities/write-context";
import { departmentIn, type SchedulingContext, schedulingContext } from "../scheduling/context";
import type { SessionContext } from "../session/context";
import { resolveTemplateActivities } from "./activities";

/** How many days the department's pattern covers (its weeks × 7, else the hospital's period). */
export function patternLength(context: SchedulingContext, departmentId: number): number {
  const department = departmentIn(context, departmentId);
  return templateLength(context.org.periodDays, department.numOfWeeksPerSchedule);
}

/** GET /schedule-templates/?dept_id=: every person of the department's schedule with their template. */
export async function listTemplates(
  db: Executor,
  session: SessionContext,
  departmentId: number,
  page: { offset: number; limit: number },
): Promise<{ count: number; results: WireTemplate[] }> {
  assertCanViewTemplates(session);
  const context = await schedulingContext(db, session.orgId);
  departmentIn(context, departmentId);
  assertTemplateDepartment(session, departmentId);
  const { rows, count } = await templatePage(db, session.orgId, departmentId, page);
  return { count, results: rows.map((row) => presentTemplate(row, departmentId)) };
}

/**
 * PATCH /schedule-templates/{profile_id}/: sets one day of the person's template in the department
 * (no activities: clears it). `id` guards against overwriting a template changed meanwhile (412).
 */
export async function patchTemplateDay(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  profileId: number,
  patch: TemplatePatch,
): Promise<WireTemplate> {
  assertCanChangeTemplates(session);
  return deps.db.transaction(async (tx) => {
    const context = await schedulingContext(tx, session.orgId);
    departmentIn(context, patch.departmentId);
    assertTemplateDepartment(session, patch.departmentId);
    const person = await templatePerson(tx, session.orgId, patch.departmentId, profileId);
    if (!person) throw Errors.notFound("errors.not_found.profile");
    const length = patternLength(context, patch.departmentId);
    if (patch.offset >= length) throw fieldErrorWith("offset", "validation.max_value", { max: length - 1 });
    const now = deps.clock();
    const ctx = await loadWriteContext(tx, session, now, [person.userId]);
    const errors = new FieldErrors();
    const activities = resolveTemplateActivities(
      patch.activities,
      ctx,
      ctx.profiles.get(person.userId),
      errors,
    );
    errors.throwIfAny();
    const current = await lockTemplate(tx, patch.departmentId, profileId);
    if (patch.id !== undefined && (current?.id ?? null) !== patch.id)
      throw Errors.precondition("errors.precondition.template_changed");
    const saved = await saveTemplate(
      tx,
      {
        orgId: session.orgId,
        departmentId: patch.departmentId,
        profileId,
        shifts: setTemplateDay(current?.shifts ?? [], patch.offset, activities ?? []),
      },
      session.user.id,
      now,
    );
    return presentTemplate({ ...person, template: saved }, patch.departmentId);
  });
}

/**
 * POST /schedule-templates/from_schedule/: the period's shifts become the department's templates,
 * person by person (everyone on its schedule; someone without shifts gets an empty template).
 * Canceled, given-away, swapped and available shifts are not part of a pattern.
 */
export async function templatesFromSchedule(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  scheduleId: number,
): Promise<{ count: number; results: WireTemplate[] }> {
  assertCanChangeTemplates(session);
  return deps.db.transaction(async (tx) => {
    const schedule = await findSchedule(tx, session.orgId, scheduleId);
    if (!schedule) throw Errors.notFound("errors.not_found.schedule");
    assertDepartmentVisible(session, schedule.departmentId);
    const context = await schedulingContext(tx, session.orgId);
    const length = patternLength(context, schedule.departmentId);
    const { rows: people } = await templatePage(tx, session.orgId, schedule.departmentId, {
      offset: 0,
      limit: 100_000,
    });
    const shifts = await findShifts(tx, {
      orgId: session.orgId,
      scope: { all: true },
      departmentId: schedule.departmentId,
      from: schedule.startOn,
      to: schedule.endOn,
    });
    const kept = shifts.filter((row) => !row.canceled && !row.giveaway && !row.swapped && !row.available);
    const now = deps.clock();
    const results: WireTemplate[] = [];
    for (const person of people) {
      const own = kept.filter((row) => row.assigneeId === person.userId);
      const days = templateDaysFrom(own, schedule.startOn, length, (row) => ({
        typeId: row.typeId,
        startTime: row.startTime,
        endTime: row.endTime,
        flags: row.flags,
        comments: row.comments,
        internalComments: row.internalComments,
        obligatory: row.obligatory,
        onCall: row.onCall,
        overtime: row.overtime,
        sitter: row.sitter,
        settings: row.sitter && isSitter(row.settings.sitter) ? { sitter: row.settings.sitter } : {},
      }));
      const saved = await saveTemplate(
        tx,
        {
          orgId: session.orgId,
          departmentId: schedule.departmentId,
          profileId: person.profileId,
          shifts: days,
        },
        session.user.id,
        now,
      );
      results.push(presentTemplate({ ...person, template: saved }, schedule.departmentId));
    }
    return { count: results.length, results };
  });
}

function isSitter(value: unknown): value is { room: string; reason: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    "room" in value &&
    typeof value.room === "string" &&
    "reason" in value &&
    typeof value.reason === "string"
  );
}

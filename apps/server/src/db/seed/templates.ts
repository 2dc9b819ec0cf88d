import { templateDaysFrom, templateLength } from "@rosterly/domain/templates";
import { and, eq, inArray } from "drizzle-orm";
import { findShifts } from "../../repositories/shifts";
import { templatePage } from "../../repositories/templates";
import { orgSchedulingOf } from "../../services/scheduling/org-scheduling";
import type { Executor } from "../client";
import { departments, organisations, scheduleTemplates, schedules } from "../schema";
import type { SeededActivity } from "./schedule-activity";

/**
 * One template per unit (J-001): each person's pattern is what they work in the current period,
 * the rotation a staffing office would start the next schedules from. All of them go in one insert
 * (the seed runs on an empty database, and a statement per person made a fresh start slow).
 */
export async function seedTemplates(db: Executor, activity: SeededActivity): Promise<void> {
  const [org] = await db.select().from(organisations).where(eq(organisations.id, activity.orgId));
  if (!org) return;
  const scheduling = orgSchedulingOf(org);
  const units = await db
    .select({ id: departments.id, weeks: departments.numOfWeeksPerSchedule })
    .from(departments)
    .where(inArray(departments.id, activity.units));
  const by = activity.by ?? 0;
  const now = new Date();
  const rows: (typeof scheduleTemplates.$inferInsert)[] = [];
  for (const unit of units) {
    const [current] = await db
      .select()
      .from(schedules)
      .where(and(eq(schedules.departmentId, unit.id), eq(schedules.state, "current")));
    if (!current) continue;
    const length = templateLength(scheduling.periodDays, unit.weeks);
    const { rows: people } = await templatePage(db, activity.orgId, unit.id, { offset: 0, limit: 10_000 });
    const shifts = (
      await findShifts(db, {
        orgId: activity.orgId,
        scope: { all: true },
        departmentId: unit.id,
        from: current.startOn,
        to: current.endOn,
      })
    ).filter((row) => !row.canceled && !row.available && !row.giveaway && !row.swapped);
    for (const person of people) {
      const own = shifts.filter((row) => row.assigneeId === person.userId);
      if (own.length === 0) continue;
      const days = templateDaysFrom(own, current.startOn, length, (row) => ({
        typeId: row.typeId,
        startTime: row.startTime,
        endTime: row.endTime,
        flags: row.flags,
        comments: row.comments,
        internalComments: row.internalComments,
        obligatory: row.obligatory,
        onCall: row.onCall,
        overtime: row.overtime,
        sitter: false,
        settings: {},
      }));
      rows.push({
        orgId: activity.orgId,
        departmentId: unit.id,
        profileId: person.profileId,
        shifts: days,
        createdBy: by,
        createdOn: now,
        modifiedBy: by,
        modifiedOn: now,
      });
    }
  }
  if (rows.length > 0) await db.insert(scheduleTemplates).values(rows);
}

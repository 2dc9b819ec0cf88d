/**
 * A template drawn on the schedule grid: its days become shifts on the dates of a period that starts
 * on `anchor` (the department's current period, so weekdays and weekends fall where they will), and
 * a grid cell maps back to a person's pattern day.
 */
import type { ScheduleTemplate, Shift } from "@rosterly/contract";
import { addDays, diffDays } from "@rosterly/domain/time";

export interface TemplateCell {
  template: ScheduleTemplate;
  offset: number;
}

/** Every template activity as a grid shift, with ids counted from 1 in order. */
export function templateShifts(
  templates: readonly ScheduleTemplate[],
  anchor: string,
  departmentId: number,
): Shift[] {
  const out: Shift[] = [];
  for (const template of templates)
    for (const day of template.shifts) {
      const date = addDays(anchor, day.offset);
      for (const activity of day.activities)
        out.push({
          id: out.length + 1,
          date,
          payrollDate: date,
          typeId: activity.typeId,
          departmentId,
          assigneeId: template.userId,
          newAssigneeId: null,
          startTime: activity.startTime,
          endTime: activity.endTime,
          flags: activity.flags,
          comments: activity.comments,
          internalComments: activity.internalComments,
          obligatory: activity.obligatory,
          overtime: activity.overtime,
          sitter: activity.sitter,
          settings: activity.settings,
          onCall: activity.onCall,
          flexOn: false,
          canceled: false,
          giveaway: false,
          swapped: false,
          scheduleId: 0,
          openShiftId: null,
          createdBy: null,
          createdOn: "",
          modifiedBy: null,
          modifiedOn: "",
        });
    }
  return out;
}

/** The pattern day a grid cell stands for, or null outside the pattern or for someone without a row. */
export function templateCell(
  templates: readonly ScheduleTemplate[],
  anchor: string,
  length: number,
  position: { userId: number; date: string },
): TemplateCell | null {
  const offset = diffDays(position.date, anchor);
  const template = templates.find((row) => row.userId === position.userId);
  if (!template || offset < 0 || offset >= length) return null;
  return { template, offset };
}

/** The activities of a pattern day (none when the day is free). */
export function dayActivities(template: ScheduleTemplate, offset: number) {
  return template.shifts.find((day) => day.offset === offset)?.activities ?? [];
}

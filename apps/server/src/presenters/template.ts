import type { ScheduleTemplate, Wire } from "@rosterly/contract";
import type { TemplateActivity } from "@rosterly/domain/templates";
import type { TemplatePerson } from "../repositories/templates";

export type WireTemplate = Wire<ScheduleTemplate>;

function presentActivity(activity: TemplateActivity): WireTemplate["shifts"][number]["activities"][number] {
  const sitter = activity.settings.sitter;
  return {
    type_id: activity.typeId,
    start_time: activity.startTime,
    end_time: activity.endTime,
    flags: [...activity.flags],
    comments: activity.comments,
    internal_comments: activity.internalComments,
    obligatory: activity.obligatory,
    on_call: activity.onCall,
    overtime: activity.overtime,
    sitter: activity.sitter,
    settings: { sitter: sitter ? { room: sitter.room, reason: sitter.reason } : null },
  };
}

/** A person's template (an empty one when they have none yet), field by field. */
export function presentTemplate(person: TemplatePerson, departmentId: number): WireTemplate {
  const row = person.template;
  return {
    id: row?.id ?? null,
    department_id: departmentId,
    profile_id: person.profileId,
    user_id: person.userId,
    shifts: (row?.shifts ?? []).map((day) => ({
      offset: day.offset,
      activities: day.activities.map(presentActivity),
    })),
    modified_by: row?.modifiedBy ?? null,
    modified_on: row?.modifiedOn.toISOString() ?? null,
  };
}

import type { ScheduleEvent, Wire } from "@rosterly/contract";
import type { ScheduleViewer } from "../policies/schedule";
import type { EventRow } from "../repositories/events";

export type WireEvent = Wire<ScheduleEvent>;

/** What staff see instead of the type of a colleague's event whose type is private (Z-050). */
export const PRIVATE_EVENT_NAME = "Time off";

export interface EventPresentation {
  viewer: ScheduleViewer;
  eventTypes: ReadonlyMap<number, { name: string; visibleToOtherStaff: boolean }>;
}

/**
 * An event on the wire, field by field. A colleague's event shows its dates and, only when its type
 * is visible to other staff, its type; never its comments, title, flags or approvals (F-038).
 */
export function presentEvent(row: EventRow, presentation: EventPresentation): WireEvent {
  const { viewer } = presentation;
  const full = !viewer.isStaff || row.assigneeId === viewer.userId;
  const type = presentation.eventTypes.get(row.typeId);
  const showType = full || type?.visibleToOtherStaff === true;
  const out: WireEvent = {
    id: row.id,
    type: "event",
    assignee_id: row.assigneeId,
    department_id: row.departmentId,
    type_id: showType ? row.typeId : null,
    type_name: showType ? (type?.name ?? "") : PRIVATE_EVENT_NAME,
    dates: row.dates,
    flags: full ? row.flags : [],
    title: full ? row.title : "",
    start_time: row.startTime,
    end_time: row.endTime,
    state: row.state,
    approvals: full ? row.approvals : [],
    created_by: row.createdBy,
    created_on: row.createdOn.toISOString(),
    modified_by: row.modifiedBy,
    modified_on: row.modifiedOn.toISOString(),
  };
  if (full) out.comments = row.comments;
  return out;
}

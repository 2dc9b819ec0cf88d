import type { Shift, Wire } from "@rosterly/contract";
import type { ScheduleViewer } from "../policies/schedule";
import type { ShiftRow } from "../repositories/shifts";
import { sitterOf } from "./sitter";

export type WireShift = Wire<Shift>;

/** What presenting needs besides the viewer: the flags other staff may see (F-038). */
export interface ShiftPresentation {
  viewer: ScheduleViewer;
  flagsVisibleToOtherStaff: ReadonlySet<number>;
}

/**
 * A shift on the wire, written out field by field: an allowlist (a new column never leaks) that is
 * also fast enough for 500-row pages. Other staff's shifts carry no comments, no sitter details and
 * only the flags marked visible to other staff; internal comments only reach management (Z-017).
 */
export function presentShift(row: ShiftRow, presentation: ShiftPresentation): WireShift {
  const { viewer } = presentation;
  const full = !viewer.isStaff || row.assigneeId === viewer.userId;
  const out: WireShift = {
    id: row.id,
    date: row.date,
    payroll_date: row.payrollDate,
    type_id: row.typeId,
    department_id: row.departmentId,
    assignee_id: row.assigneeId,
    new_assignee_id: row.newAssigneeId,
    start_time: row.startTime,
    end_time: row.endTime,
    flags: full ? row.flags : row.flags.filter((id) => presentation.flagsVisibleToOtherStaff.has(id)),
    obligatory: row.obligatory,
    overtime: row.overtime,
    sitter: row.sitter,
    settings: full ? { sitter: sitterOf(row.settings) } : { sitter: null },
    on_call: row.onCall,
    flex_on: row.available,
    canceled: row.canceled,
    giveaway: row.giveaway,
    swapped: row.swapped,
    schedule_id: row.scheduleId,
    open_shift_id: row.openShiftId,
    created_by: row.createdBy,
    created_on: row.createdOn.toISOString(),
    modified_by: row.modifiedBy,
    modified_on: row.modifiedOn.toISOString(),
  };
  if (full) out.comments = row.comments;
  if (viewer.seesInternalComments) out.internal_comments = row.internalComments;
  return out;
}

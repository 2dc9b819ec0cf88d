import type { OpenShift, Wire } from "@rosterly/contract";
import { openShiftState, remainingSeats } from "@rosterly/domain/open-shifts";
import type { OpenShiftRow } from "../repositories/open-shifts";
import { sitterOf } from "./sitter";

export type WireOpenShift = Wire<OpenShift>;

/**
 * An open shift on the wire, field by field (an allowlist). Staff see who bid only as a count:
 * the participants list names nobody but themselves.
 */
export function presentOpenShift(
  row: OpenShiftRow,
  viewer: { userId: number; isStaff: boolean },
): WireOpenShift {
  const participants = viewer.isStaff
    ? row.participants.filter((person) => person.userId === viewer.userId)
    : row.participants;
  const lastNudge = row.settings.lastNudge;
  return {
    id: row.id,
    state: openShiftState(row),
    department_id: row.departmentId,
    schedule_id: row.scheduleId,
    type_id: row.typeId,
    date: row.date,
    payroll_date: row.payrollDate,
    start_time: row.startTime,
    end_time: row.endTime,
    title: row.title,
    comments: row.comments,
    flags: row.flags,
    job_types: row.jobTypes,
    eligible_departments: row.eligibleDepartments,
    eligible_job_status: row.eligibleJobStatus,
    opening: row.opening,
    seats_left: remainingSeats(row),
    fcfs: row.fcfs,
    on_call: row.onCall,
    sitter: row.sitter,
    self_schedule_only: row.selfScheduleOnly,
    settings: {
      last_nudge: typeof lastNudge === "string" ? lastNudge : null,
      sitter: sitterOf(row.settings),
    },
    bidding_ends_on: row.biddingEndsOn.toISOString(),
    bidding_closed: row.biddingClosed,
    bidding_ended: row.biddingEnded,
    bidders: viewer.isStaff ? row.bidders.filter((id) => id === viewer.userId) : row.bidders,
    assignees: viewer.isStaff ? row.assignees.filter((id) => id === viewer.userId) : row.assignees,
    selected_bidders: row.participants
      .filter((person) => person.bidOn !== null && person.assignedOn !== null)
      .filter((person) => !viewer.isStaff || person.userId === viewer.userId)
      .map((person) => person.userId),
    participants: participants.map((person) => ({
      user_id: person.userId,
      full_name: person.fullName,
      bid_on: person.bidOn?.toISOString() ?? null,
      assigned_on: person.assignedOn?.toISOString() ?? null,
      shift_id: person.shiftId,
    })),
    created_by: row.createdBy,
    created_on: row.createdOn.toISOString(),
    modified_by: row.modifiedBy,
    modified_on: row.modifiedOn.toISOString(),
  };
}

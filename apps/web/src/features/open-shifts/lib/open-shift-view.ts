/**
 * What an open shift's card and panel say about it, from the organisation's reference data: its
 * job types (or "sitter"), shift type, department and whether its bids reach the seats (H-004).
 */
import type { Hospital, OpenShift, ShiftType } from "@rosterly/contract";
import { remainingSeats } from "@rosterly/domain/open-shifts";
import { timeRange } from "../../../components/shift-symbol/look";
import type { Formatter } from "../../../lib/format";

export interface OpenShiftView {
  shiftType: ShiftType | null;
  departmentName: string;
  /** The job types' names; empty for a sitter shift, which the card labels as such. */
  jobTypeNames: string[];
  eligibleDepartmentNames: string[];
  jobStatusNames: string[];
  bids: number;
  seatsLeft: number;
  /** H-004: the bid count is highlighted once the bids reach the seats needed. */
  bidsReachNeed: boolean;
}

function namesOf(rows: readonly { id: number; name: string }[], ids: readonly number[]): string[] {
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  return ids.flatMap((id) => {
    const name = byId.get(id);
    return name === undefined ? [] : [name];
  });
}

export function openShiftView(hospital: Hospital, shift: OpenShift): OpenShiftView {
  return {
    shiftType: hospital.shiftTypes.find((type) => type.id === shift.typeId) ?? null,
    departmentName: hospital.departments.find((d) => d.id === shift.departmentId)?.name ?? "",
    jobTypeNames: shift.sitter ? [] : namesOf(hospital.jobTypes, shift.jobTypes),
    eligibleDepartmentNames: namesOf(hospital.departments, shift.eligibleDepartments),
    jobStatusNames: namesOf(hospital.jobStatus, shift.eligibleJobStatus),
    bids: shift.bidders.length,
    seatsLeft: remainingSeats(shift),
    bidsReachNeed: shift.bidders.length >= shift.opening,
  };
}

/** The instant an ISO time stands for, in milliseconds (for the domain's clock rules). */
export const instantOf = (iso: string): number => new Date(iso).getTime();

/** "Tuesday Dec 1, 2026 · 19:00–07:00": the day and hours, as every open-shift view names them. */
export function whenOf(
  formatter: Formatter,
  shift: Pick<OpenShift, "date" | "startTime" | "endTime">,
): string {
  return `${formatter.date(shift.date, "weekdayDate")} · ${timeRange(shift.startTime, shift.endTime, false)}`;
}

import type { ScheduleShift } from "@rosterly/domain/schedule";
import type { OpenShiftRecord } from "../../repositories/open-shifts";
import type { PlacedShift } from "../shifts/persist";

/** The shift an open shift would give one person, as the assignment checks read it. */
export function proposedShift(row: OpenShiftRecord): ScheduleShift {
  return {
    id: `open-shift-${row.id}`,
    date: row.date,
    payrollDate: row.payrollDate,
    typeId: row.typeId,
    departmentId: row.departmentId,
    assigneeId: null,
    startTime: row.startTime,
    endTime: row.endTime,
    sitter: row.sitter,
    onCall: row.onCall,
    available: false,
    canceled: false,
    giveaway: false,
    swapped: false,
    flags: row.flags,
  };
}

/** The shift made for one seat: the open shift's time, type, flags and comments, linked back to it. */
export function seatShift(row: OpenShiftRecord, assigneeId: number): PlacedShift {
  const sitter = row.settings.sitter;
  return {
    date: row.date,
    payrollDate: row.payrollDate,
    typeId: row.typeId,
    departmentId: row.departmentId,
    assigneeId,
    newAssigneeId: null,
    startTime: row.startTime,
    endTime: row.endTime,
    flags: row.flags,
    comments: row.comments,
    internalComments: "",
    obligatory: false,
    overtime: false,
    sitter: row.sitter,
    settings: row.sitter && typeof sitter === "object" && sitter !== null ? { sitter } : {},
    onCall: row.onCall,
    available: false,
    canceled: false,
    giveaway: false,
    swapped: false,
    scheduleId: row.scheduleId,
    openShiftId: row.id,
  };
}

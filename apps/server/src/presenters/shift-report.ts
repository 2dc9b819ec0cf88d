import type { ShiftReportRow, Wire } from "@rosterly/contract";
import type { ShiftReportRecord } from "../repositories/shift-report";

export type WireShiftReportRow = Wire<ShiftReportRow>;

/** A report row as the caller may see it: an allowlist; internal comments only when `internalComments`. */
export function presentReportRow(
  row: ShiftReportRecord,
  options: { internalComments: boolean; flagCodes: (ids: readonly number[]) => string[] },
): WireShiftReportRow {
  const presented: WireShiftReportRow = {
    id: Number(row.id),
    full_name: row.full_name,
    employee_id: row.employee_id,
    date: row.date,
    payroll_date: row.payroll_date,
    department: row.department,
    home_department: row.home_department,
    shift_type: row.shift_type,
    start_time: row.start_time,
    end_time: row.end_time,
    total_hours: Number(row.total_hours),
    overtime: row.overtime,
    overtime_hours: Number(row.overtime_hours),
    working: row.working,
    canceled: row.canceled,
    sitter: row.sitter,
    flags: options.flagCodes(row.flag_ids),
    job_type: row.job_type,
    job_status: row.job_status,
    comments: row.comments,
  };
  if (options.internalComments) presented.internal_comments = row.internal_comments;
  return presented;
}

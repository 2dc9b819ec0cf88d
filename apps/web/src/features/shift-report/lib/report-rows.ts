import type { ReportField, ShiftReportRow } from "@rosterly/contract";

/** A row as the grid reads it: by the column's wire field name. */
export function rowToWire(row: ShiftReportRow): Record<ReportField, unknown> & { id: number } {
  return {
    id: row.id,
    full_name: row.fullName,
    employee_id: row.employeeId,
    date: row.date,
    payroll_date: row.payrollDate,
    department: row.department,
    home_department: row.homeDepartment,
    shift_type: row.shiftType,
    start_time: row.startTime,
    end_time: row.endTime,
    total_hours: row.totalHours,
    overtime: row.overtime,
    overtime_hours: row.overtimeHours,
    working: row.working,
    canceled: row.canceled,
    sitter: row.sitter,
    flags: row.flags,
    job_type: row.jobType,
    job_status: row.jobStatus,
    comments: row.comments,
    internal_comments: row.internalComments ?? "",
  };
}

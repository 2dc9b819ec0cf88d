import { z } from "zod";
import { csvIds, queryBoolean } from "./input";
import { dateRange } from "./list-query";
import { pageQuery } from "./pagination";
import { wireDate } from "./shift";

/**
 * The shift report (M-003…M-012): its columns, the query of `GET /shifts/report/`, the body of
 * `POST /shifts/report/download/` and the templates kept in the profile's schedule preferences.
 */

/** Every column of the report (M-004), by its wire field name, in the default order. */
export const REPORT_FIELDS = [
  "full_name",
  "employee_id",
  "date",
  "payroll_date",
  "department",
  "home_department",
  "shift_type",
  "start_time",
  "end_time",
  "total_hours",
  "overtime",
  "overtime_hours",
  "working",
  "canceled",
  "sitter",
  "flags",
  "job_type",
  "job_status",
  "comments",
  "internal_comments",
] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];

/** Columns the server sorts by; flags (a list) and internal comments are not sortable. */
export const REPORT_SORT_FIELDS = REPORT_FIELDS.filter(
  (field): field is Exclude<ReportField, "flags" | "internal_comments"> =>
    field !== "flags" && field !== "internal_comments",
);
export type ReportSortField = (typeof REPORT_SORT_FIELDS)[number];

/** The grid's cache (M-003): blocks of this many rows, at most `REPORT_MAX_BLOCKS` kept. */
export const REPORT_BLOCK_SIZE = 500;
export const REPORT_MAX_BLOCKS = 20;
export const REPORT_NAME_MAX = 100;
const MAX_SORT_KEYS = 5;

/** `order_by=-date,full_name`: sortable fields, `-` for descending, each at most once. */
export const reportOrderBy = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== ""),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^-?[a-z_]+$/, "Not a sortable field.")
          .refine((part) => (REPORT_SORT_FIELDS as readonly string[]).includes(part.replace(/^-/, "")), {
            message: "Not a sortable field.",
          }),
      )
      .max(MAX_SORT_KEYS)
      .refine((parts) => new Set(parts.map((part) => part.replace(/^-/, ""))).size === parts.length, {
        message: "Each field may appear once.",
      }),
  )
  .transform((parts) =>
    parts.map((part) => ({
      field: part.replace(/^-/, "") as ReportSortField,
      descending: part.startsWith("-"),
    })),
  );
export type ReportSort = z.output<typeof reportOrderBy>;

/** The report's filters (M-005, M-007) as query parameters; lists are comma-joined ids. */
export const shiftReportFilters = z.object({
  order_by: reportOrderBy.optional(),
  date_on: wireDate.optional(),
  date_between: dateRange.optional(),
  payroll_date_on: wireDate.optional(),
  payroll_date_between: dateRange.optional(),
  /** The employee's full name contains this (case-insensitive). */
  name: z.string().trim().max(REPORT_NAME_MAX).optional(),
  department_id: csvIds.optional(),
  flags: csvIds.optional(),
  job_status_id: csvIds.optional(),
  job_type_id: csvIds.optional(),
  type_id: csvIds.optional(),
  canceled: queryBoolean.optional(),
  overtime: queryBoolean.optional(),
  working: queryBoolean.optional(),
});
export type ShiftReportFilters = z.output<typeof shiftReportFilters>;

/** `GET /shifts/report/`: the filters plus a page of up to one grid block. */
export const shiftReportQuery = pageQuery(REPORT_BLOCK_SIZE, REPORT_BLOCK_SIZE).extend(
  shiftReportFilters.shape,
);
export type ShiftReportQuery = z.output<typeof shiftReportQuery>;

/** Working status codes of the `working` column (Z-027). */
export const REPORT_WORKING_STATUSES = [
  "on_duty",
  "on_call",
  "canceled",
  "giveaway",
  "swapped",
  "available",
  "non_duty",
] as const;
export type ReportWorkingStatus = (typeof REPORT_WORKING_STATUSES)[number];

/** One row of the report (M-004). `internalComments` only for operations management (C-015). */
export const shiftReportRow = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    employeeId: z.string(),
    date: z.string(),
    payrollDate: z.string(),
    department: z.string(),
    homeDepartment: z.string(),
    shiftType: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    totalHours: z.number(),
    overtime: z.boolean(),
    overtimeHours: z.number(),
    working: z.enum(REPORT_WORKING_STATUSES),
    canceled: z.boolean(),
    sitter: z.boolean(),
    flags: z.array(z.string()),
    jobType: z.string(),
    jobStatus: z.string(),
    comments: z.string(),
    internalComments: z.string().optional(),
  })
  .meta({ id: "ShiftReportRow" });
export type ShiftReportRow = z.output<typeof shiftReportRow>;

const label = z.string().trim().min(1).max(200);

/**
 * `POST /shifts/report/download/` body (the filters travel as the same query parameters as the
 * list): the columns to write, in order, each with its header in the reader's language, and the
 * words for yes/no and the working statuses. Keys are field names, so they stay as written.
 */
export const shiftReportDownloadBody = z.object({
  fields_to_download: z
    .partialRecord(z.enum(REPORT_FIELDS), label)
    .refine((fields) => Object.keys(fields).length > 0, { message: "Choose at least one column." }),
  value_labels: z.partialRecord(z.enum(["yes", "no", ...REPORT_WORKING_STATUSES]), label).optional(),
  template_name: z.string().trim().max(REPORT_NAME_MAX).optional(),
});
export type ShiftReportDownloadBody = z.output<typeof shiftReportDownloadBody>;

/** `PATCH /profiles/{id}/delete_report_template/` (M-011). */
export const deleteReportTemplateBody = z.object({
  id: z.string().regex(/^rpt\d{1,16}$/, "Not a report template id."),
  source: z.literal("shifts"),
});
export type DeleteReportTemplateBody = z.output<typeof deleteReportTemplateBody>;

/** Where the templates live in the schedule preferences (M-009). */
export const REPORT_TEMPLATES_PATH = "reports.shifts.templates";
export const REPORT_LAST_PATH = "reports.shifts.last";

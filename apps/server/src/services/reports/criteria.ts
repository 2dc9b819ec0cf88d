import type { ShiftReportFilters } from "@rosterly/contract";
import { isWithinReportCap, REPORT_MAX_RANGE_DAYS } from "@rosterly/domain/reports";
import type { Executor } from "../../db/client";
import { FieldErrors } from "../../http/field-errors";
import { assertReportDepartments, reportDepartmentScope } from "../../policies/report";
import { reportFlags, type ShiftReportCriteria } from "../../repositories/shift-report";
import type { SessionContext } from "../session/context";

const DEFAULT_SORT = [{ field: "date", descending: true }] as const;

function rangeOf(
  errors: FieldErrors,
  field: string,
  on: string | undefined,
  between: readonly [string, string] | undefined,
): { from: string; to: string } | undefined {
  if (on !== undefined) return { from: on, to: on };
  if (between === undefined) return undefined;
  const [from, to] = between;
  if (to < from) errors.add(field, "validation.range_order");
  else if (!isWithinReportCap(from, to))
    errors.addWith(field, "validation.range_days", { max: REPORT_MAX_RANGE_DAYS });
  return { from, to };
}

/** Flag ids to the short codes the flags column shows, in code order. */
export type FlagCodes = (ids: readonly number[]) => string[];

/**
 * The report's filters as the repository takes them, within the caller's departments, and the
 * flags' short codes. A report always covers a date range (date or payroll date, at most a year
 * and a day, M-005).
 */
export async function reportCriteria(
  db: Executor,
  session: SessionContext,
  filters: ShiftReportFilters,
): Promise<{ criteria: ShiftReportCriteria; flagCodes: FlagCodes }> {
  const errors = new FieldErrors();
  const date = rangeOf(errors, "date_between", filters.date_on, filters.date_between);
  const payrollDate = rangeOf(
    errors,
    "payroll_date_between",
    filters.payroll_date_on,
    filters.payroll_date_between,
  );
  if (date === undefined && payrollDate === undefined)
    errors.addWith("date_between", "validation.list_query", {
      choices: "date_on, date_between, payroll_date_on, payroll_date_between",
    });
  errors.throwIfAny();
  if (filters.department_id) assertReportDepartments(session, filters.department_id);
  const flags = await reportFlags(db, session.orgId);
  const codes = new Map(flags.map((flag) => [flag.id, flag.shortCode]));
  const flagCodes: FlagCodes = (ids) =>
    ids
      .map((id) => codes.get(id))
      .filter((code): code is string => code !== undefined)
      .sort();
  const criteria: ShiftReportCriteria = {
    orgId: session.orgId,
    departmentScope: reportDepartmentScope(session),
    nonWorkingFlagIds: flags.filter((flag) => !flag.working).map((flag) => flag.id),
    date,
    payrollDate,
    name: filters.name,
    departmentIds: filters.department_id,
    flagIds: filters.flags,
    jobStatusIds: filters.job_status_id,
    jobTypeIds: filters.job_type_id,
    typeIds: filters.type_id,
    canceled: filters.canceled,
    overtime: filters.overtime,
    working: filters.working,
    sort: filters.order_by && filters.order_by.length > 0 ? filters.order_by : [...DEFAULT_SORT],
  };
  return { criteria, flagCodes };
}

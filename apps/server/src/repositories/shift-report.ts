import type { ReportSort, ReportSortField, ReportWorkingStatus } from "@rosterly/contract";
import { type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import { rowsOf } from "./raw-rows";
import { departments, flags, jobStatuses, jobTypes, profiles, shiftTypes, shifts, users } from "../db/schema";

/**
 * The shift report's query (M-007): one statement that joins each shift to its person, profile,
 * departments, type, job type and job status, filters, sorts and pages in SQL. The CSV download
 * reads the same statement through a cursor.
 */

/** The report's filters, already parsed and checked; absent keys do not filter. */
export interface ShiftReportCriteria {
  orgId: number;
  /** Department management: shifts of these departments only; null: every department. */
  departmentScope: readonly number[] | null;
  /** The organisation's flags marked not working (they make a shift non-duty, F-013). */
  nonWorkingFlagIds: readonly number[];
  date?: { from: string; to: string };
  payrollDate?: { from: string; to: string };
  name?: string;
  departmentIds?: readonly number[];
  flagIds?: readonly number[];
  jobStatusIds?: readonly number[];
  jobTypeIds?: readonly number[];
  typeIds?: readonly number[];
  canceled?: boolean;
  overtime?: boolean;
  working?: boolean;
  sort: ReportSort;
}

/** A report row as the statement answers it (snake_case, dates and times as text). */
export interface ShiftReportRecord {
  id: number;
  full_name: string;
  employee_id: string;
  date: string;
  payroll_date: string;
  department: string;
  home_department: string;
  shift_type: string;
  start_time: string;
  end_time: string;
  total_hours: number;
  overtime: boolean;
  overtime_hours: number;
  working: ReportWorkingStatus;
  canceled: boolean;
  sitter: boolean;
  flag_ids: number[];
  job_type: string;
  job_status: string;
  comments: string;
  internal_comments: string;
}

const homeDepartments = alias(departments, "home_department");

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::integer[]`;

const fullName = sql`(${users.lastName} || ', ' || ${users.firstName} || case when coalesce(${users.alias}, '') = '' then '' else ' (' || ${users.alias} || ')' end)`;

/** Wall-clock hours (19:00-07:00 is 12), as the domain's `shiftHours`. */
const totalHours = sql`(round((extract(epoch from (${shifts.endTime} - ${shifts.startTime})) / 3600
  + case when ${shifts.endTime} <= ${shifts.startTime} then 24 else 0 end)::numeric, 2)::float8)`;

/** The label by the precedence of Z-027 (the domain's `workingStatus`). */
function workingStatus(nonWorking: readonly number[]): SQL {
  return sql`(case when ${shifts.canceled} then 'canceled' when ${shifts.giveaway} then 'giveaway'
    when ${shifts.swapped} then 'swapped' when ${shifts.available} then 'available'
    when ${shifts.flags} && ${intArray(nonWorking)} then 'non_duty'
    when ${shifts.onCall} then 'on_call' else 'on_duty' end)`;
}

/** Counts as worked (the domain's `isWorking`). */
function isWorking(nonWorking: readonly number[]): SQL {
  return sql`(not (${shifts.available} or ${shifts.canceled} or ${shifts.giveaway} or ${shifts.swapped}
    or ${shifts.onCall} or ${shifts.flags} && ${intArray(nonWorking)}))`;
}

function sortKey(field: ReportSortField, criteria: ShiftReportCriteria): SQL {
  switch (field) {
    case "full_name":
      return fullName;
    case "employee_id":
      return sql`coalesce(${profiles.employeeId}, '')`;
    case "date":
      return sql`${shifts.date}`;
    case "payroll_date":
      return sql`${shifts.payrollDate}`;
    case "department":
      return sql`${departments.name}`;
    case "home_department":
      return sql`coalesce(${homeDepartments.name}, '')`;
    case "shift_type":
      return sql`${shiftTypes.name}`;
    case "start_time":
      return sql`${shifts.startTime}`;
    case "end_time":
      return sql`${shifts.endTime}`;
    case "total_hours":
      return totalHours;
    case "overtime":
      return sql`${shifts.overtime}`;
    case "overtime_hours":
      return sql`(case when ${shifts.overtime} then ${totalHours} else 0 end)`;
    case "working":
      return workingStatus(criteria.nonWorkingFlagIds);
    case "canceled":
      return sql`${shifts.canceled}`;
    case "sitter":
      return sql`${shifts.sitter}`;
    case "job_type":
      return sql`coalesce(${jobTypes.name}, '')`;
    case "job_status":
      return sql`coalesce(${jobStatuses.name}, '')`;
    case "comments":
      return sql`${shifts.comments}`;
  }
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const inIds = (column: SQL, ids: readonly number[] | undefined) =>
  ids === undefined ? undefined : ids.length === 0 ? sql`false` : sql`${column} = any(${intArray(ids)})`;

function whereOf(criteria: ShiftReportCriteria): SQL {
  const parts: (SQL | undefined)[] = [
    sql`${shifts.orgId} = ${criteria.orgId}`,
    inIds(sql`${shifts.departmentId}`, criteria.departmentScope ?? undefined),
    criteria.date && sql`${shifts.date} between ${criteria.date.from} and ${criteria.date.to}`,
    criteria.payrollDate &&
      sql`${shifts.payrollDate} between ${criteria.payrollDate.from} and ${criteria.payrollDate.to}`,
    criteria.name === undefined || criteria.name === ""
      ? undefined
      : sql`${fullName} ilike ${likePattern(criteria.name)}`,
    inIds(sql`${shifts.departmentId}`, criteria.departmentIds),
    criteria.flagIds === undefined ? undefined : sql`${shifts.flags} && ${intArray(criteria.flagIds)}`,
    inIds(sql`${profiles.jobStatusId}`, criteria.jobStatusIds),
    inIds(sql`${profiles.jobTypeId}`, criteria.jobTypeIds),
    inIds(sql`${shifts.typeId}`, criteria.typeIds),
    criteria.canceled === undefined ? undefined : sql`${shifts.canceled} = ${criteria.canceled}`,
    criteria.overtime === undefined ? undefined : sql`${shifts.overtime} = ${criteria.overtime}`,
    criteria.working === undefined
      ? undefined
      : criteria.working
        ? isWorking(criteria.nonWorkingFlagIds)
        : sql`not ${isWorking(criteria.nonWorkingFlagIds)}`,
  ];
  return sql.join(
    parts.filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
}

/**
 * The sort keys, then the shift id in the first key's direction: equal rows keep one order, and the
 * default (date descending) reads an index backwards instead of sorting the year.
 */
function orderOf(criteria: ShiftReportCriteria): SQL {
  const keys = criteria.sort.map(
    ({ field, descending }) => sql`${sortKey(field, criteria)} ${descending ? sql`desc` : sql`asc`}`,
  );
  const idDescending = criteria.sort[0]?.descending ?? false;
  return sql.join([...keys, sql`${shifts.id} ${idDescending ? sql`desc` : sql`asc`}`], sql`, `);
}

/** The statement without paging. */
function reportStatement(criteria: ShiftReportCriteria): SQL {
  return sql`select ${shifts.id} as id, ${fullName} as full_name,
      coalesce(${profiles.employeeId}, '') as employee_id,
      ${shifts.date}::text as date, ${shifts.payrollDate}::text as payroll_date,
      ${departments.name} as department, coalesce(${homeDepartments.name}, '') as home_department,
      ${shiftTypes.name} as shift_type,
      ${shifts.startTime}::text as start_time, ${shifts.endTime}::text as end_time,
      ${totalHours} as total_hours, ${shifts.overtime} as overtime,
      ${sortKey("overtime_hours", criteria)} as overtime_hours,
      ${workingStatus(criteria.nonWorkingFlagIds)} as working,
      ${shifts.canceled} as canceled, ${shifts.sitter} as sitter,
      ${shifts.flags} as flag_ids,
      coalesce(${jobTypes.name}, '') as job_type, coalesce(${jobStatuses.name}, '') as job_status,
      ${shifts.comments} as comments, ${shifts.internalComments} as internal_comments
    from ${shifts}
    join ${users} on ${users.id} = ${shifts.assigneeId}
    join ${departments} on ${departments.id} = ${shifts.departmentId}
    join ${shiftTypes} on ${shiftTypes.id} = ${shifts.typeId}
    left join ${profiles} on ${profiles.orgId} = ${shifts.orgId} and ${profiles.userId} = ${shifts.assigneeId}
    left join ${departments} as ${sql.identifier("home_department")} on ${homeDepartments.id} = ${profiles.departmentId}
    left join ${jobTypes} on ${jobTypes.id} = ${profiles.jobTypeId}
    left join ${jobStatuses} on ${jobStatuses.id} = ${profiles.jobStatusId}
    where ${whereOf(criteria)}
    order by ${orderOf(criteria)}`;
}

/**
 * One page of the report and the number of shifts the filters match. The count is its own
 * statement, joining only what the filters read: a window count would build every matching row.
 */
export async function reportPage(
  db: Executor,
  criteria: ShiftReportCriteria,
  page: { limit: number; offset: number },
): Promise<{ rows: ShiftReportRecord[]; count: number }> {
  const rows = await rowsOf<ShiftReportRecord>(
    db,
    sql`${reportStatement(criteria)} limit ${page.limit} offset ${page.offset}`,
  );
  const count = page.offset === 0 && rows.length < page.limit ? rows.length : await countReport(db, criteria);
  return { rows, count };
}

async function countReport(db: Executor, criteria: ShiftReportCriteria): Promise<number> {
  const byName = criteria.name !== undefined && criteria.name !== "";
  const byProfile = criteria.jobStatusIds !== undefined || criteria.jobTypeIds !== undefined;
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${shifts}
      ${byName ? sql`join ${users} on ${users.id} = ${shifts.assigneeId}` : sql``}
      ${byProfile ? sql`left join ${profiles} on ${profiles.orgId} = ${shifts.orgId} and ${profiles.userId} = ${shifts.assigneeId}` : sql``}
      where ${whereOf(criteria)}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Every matching row in order, `batch` rows at a time, through a cursor inside the caller's
 * transaction (nothing is held in memory beyond one batch).
 */
export async function* reportCursor(
  tx: Executor,
  criteria: ShiftReportCriteria,
  batch: number = 1000,
): AsyncGenerator<ShiftReportRecord[]> {
  // Every row will be read: plan for the whole result, not for the first few (the cursor default).
  await tx.execute(sql`set local cursor_tuple_fraction = 1`);
  await tx.execute(sql`declare shift_report no scroll cursor for ${reportStatement(criteria)}`);
  for (;;) {
    const rows = await rowsOf<ShiftReportRecord>(tx, sql`fetch ${sql.raw(String(batch))} from shift_report`);
    if (rows.length === 0) break;
    yield rows;
    if (rows.length < batch) break;
  }
  await tx.execute(sql`close shift_report`);
}

/** The organisation's flags: short codes for the flags column, and whether each counts as working. */
export async function reportFlags(
  db: Executor,
  orgId: number,
): Promise<{ id: number; shortCode: string; working: boolean }[]> {
  return db
    .select({ id: flags.id, shortCode: flags.shortCode, working: flags.working })
    .from(flags)
    .where(sql`${flags.orgId} = ${orgId}`);
}

import type { DailyScheduleQuery } from "@rosterly/contract";
import { dailyWindow } from "@rosterly/domain/daily";
import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import { fieldError, FieldErrors } from "../../http/field-errors";
import {
  assertCanViewDailySchedules,
  assertDailyDepartmentVisible,
  assertDailyScheduleVisible,
  canEditDailySchedules,
  seesUnsharedDailySchedules,
} from "../../policies/daily-schedule";
import {
  presentCensusRow,
  presentDailySchedule,
  type WireCensusRow,
  type WireDailySchedule,
} from "../../presenters/daily-schedule";
import {
  censusOf,
  type DailyScheduleRow,
  findDailySchedule,
  findDepartmentForDaily,
  listDailySchedules,
} from "../../repositories/daily-schedules";
import type { SessionContext } from "../session/context";

/** Daily schedules with their census rows, as this caller sees them. */
export async function presentWithCensus(
  db: Executor,
  session: SessionContext,
  rows: readonly DailyScheduleRow[],
): Promise<WireDailySchedule[]> {
  const census = await censusOf(
    db,
    rows.map((row) => row.id),
  );
  const canEdit = canEditDailySchedules(session);
  return rows.map((row) =>
    presentDailySchedule(
      row,
      census.filter((line) => line.dailyScheduleId === row.id),
      { canEdit },
    ),
  );
}

/**
 * GET /daily-schedules/: a department's daily schedules of the three weeks around a date (I-003),
 * of one type or all. An empty query is refused as an invalid request.
 */
export async function listDailySchedulesFor(
  db: Executor,
  session: SessionContext,
  query: DailyScheduleQuery,
): Promise<WireDailySchedule[]> {
  if (query.dept_id === undefined && query.type_id === undefined && query.for_date === undefined)
    throw fieldError("query", "validation.empty_query");
  const errors = new FieldErrors();
  if (query.dept_id === undefined) errors.add("dept_id", "validation.required");
  if (query.for_date === undefined) errors.add("for_date", "validation.required");
  errors.throwIfAny();
  assertCanViewDailySchedules(session);
  const departmentId = query.dept_id as number;
  assertDailyDepartmentVisible(session, departmentId);
  if (!(await findDepartmentForDaily(db, session.orgId, departmentId)))
    throw Errors.notFound("errors.not_found.department");
  const { from, to } = dailyWindow(query.for_date as string);
  const rows = await listDailySchedules(db, {
    orgId: session.orgId,
    departmentId,
    typeId: query.type_id,
    from,
    to,
    sharedOnly: !seesUnsharedDailySchedules(session),
  });
  return presentWithCensus(db, session, rows);
}

/** One daily schedule the caller may read, or a 404. */
export async function visibleDailySchedule(
  db: Executor,
  session: SessionContext,
  id: number,
  options: { lock?: boolean } = {},
): Promise<DailyScheduleRow> {
  const row = await findDailySchedule(db, session.orgId, id, options);
  if (!row) throw Errors.notFound("errors.not_found.daily_schedule");
  assertDailyScheduleVisible(session, row);
  return row;
}

export async function getDailySchedule(
  db: Executor,
  session: SessionContext,
  id: number,
): Promise<WireDailySchedule> {
  assertCanViewDailySchedules(session);
  const row = await visibleDailySchedule(db, session, id);
  const [presented] = await presentWithCensus(db, session, [row]);
  return presented as WireDailySchedule;
}

/** GET /census/?daily_schedule_id: the census rows of one daily schedule. */
export async function listCensusFor(
  db: Executor,
  session: SessionContext,
  dailyScheduleId: number | undefined,
): Promise<WireCensusRow[]> {
  if (dailyScheduleId === undefined) throw fieldError("daily_schedule_id", "validation.empty_query");
  assertCanViewDailySchedules(session);
  const row = await visibleDailySchedule(db, session, dailyScheduleId);
  return (await censusOf(db, [row.id])).map(presentCensusRow);
}

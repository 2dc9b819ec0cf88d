import type { ShiftReportQuery } from "@rosterly/contract";
import type { Executor } from "../../db/client";
import { offsetOf } from "../../http/pagination";
import { assertCanViewReport, seesReportInternalComments } from "../../policies/report";
import { presentReportRow, type WireShiftReportRow } from "../../presenters/shift-report";
import { reportPage } from "../../repositories/shift-report";
import type { SessionContext } from "../session/context";
import { reportCriteria } from "./criteria";

/** `GET /shifts/report/`: one page of the report, sorted and filtered in SQL. */
export async function listShiftReport(
  db: Executor,
  session: SessionContext,
  query: ShiftReportQuery,
): Promise<{ count: number; results: WireShiftReportRow[] }> {
  assertCanViewReport(session);
  const { criteria, flagCodes } = await reportCriteria(db, session, query);
  const page = { page: query.page, pageSize: query.page_size };
  const { rows, count } = await reportPage(db, criteria, { limit: page.pageSize, offset: offsetOf(page) });
  const internalComments = seesReportInternalComments(session);
  return { count, results: rows.map((row) => presentReportRow(row, { internalComments, flagCodes })) };
}

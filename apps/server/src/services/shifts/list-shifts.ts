import type { ShiftListQuery } from "@rosterly/contract";
import { fieldError, fieldErrorWith } from "../../http/field-errors";
import { diffDays, isLocalDate } from "@rosterly/domain/time";
import type { Executor } from "../../db/client";

import { offsetOf } from "../../http/pagination";
import { assertCanViewSchedules, viewerOf } from "../../policies/schedule";
import { presentShift, type WireShift } from "../../presenters/shift";
import type { ShiftFilter } from "../../repositories/shift-filters";
import { listShifts } from "../../repositories/shifts";
import { readScope } from "../scheduling/context";
import type { SessionContext } from "../session/context";
import { shiftPresentationFor } from "./viewing";

/** The longest date range one list may cover (the report's cap). */
export const MAX_RANGE_DAYS = 366;

function dateBounds(query: ShiftListQuery): { from?: string; to?: string } {
  if (query.on !== undefined) {
    if (!isLocalDate(query.on)) throw fieldError("on", "validation.date");
    return { from: query.on, to: query.on };
  }
  if (query.between !== undefined) {
    const [from, to] = query.between;
    if (!isLocalDate(from) || !isLocalDate(to)) throw fieldError("between", "validation.date_range");
    if (to < from) throw fieldError("between", "validation.range_order");
    if (diffDays(to, from) > MAX_RANGE_DAYS)
      throw fieldErrorWith("between", "validation.range_days", { max: MAX_RANGE_DAYS });
    return { from, to };
  }
  if (query.ids === undefined && query.open_shift_id === undefined) {
    throw fieldErrorWith("between", "validation.list_query", { choices: "on, between, ids, open_shift_id" });
  }
  return {};
}

/** GET /shifts/: one page of the caller's visible shifts, each redacted for the caller. */
export async function listShiftsFor(
  db: Executor,
  session: SessionContext,
  query: ShiftListQuery,
): Promise<{ count: number; results: Partial<WireShift>[] }> {
  assertCanViewSchedules(session);
  // Flags matter only to staff (what colleagues may see) and to the flag filters; management lists skip the query.
  const needsFlags =
    session.classification === "staff" || query.non_duty !== undefined || query.float_with_flag !== undefined;
  const presentation = needsFlags
    ? await shiftPresentationFor(db, session)
    : { viewer: viewerOf(session), flagsVisibleToOtherStaff: new Set<number>(), flags: [] };
  const flagIds = (keep: (flag: (typeof presentation.flags)[number]) => boolean) =>
    presentation.flags.filter(keep).map((flag) => flag.id);
  const filter: ShiftFilter = {
    orgId: session.orgId,
    scope: readScope(session),
    ...dateBounds(query),
    ids: query.ids,
    departmentId: query.dept_id,
    includeAssigneeIds: query.include_assignee_ids,
    assigneeId: query.assignee_id,
    canceled: query.canceled,
    giveaway: query.giveaway,
    available: query.flex_on,
    swapped: query.swapped,
    overtime: query.overtime,
    // F-013: non-duty means a flag marked not working; float_with_flag a flag marked float.
    nonDuty:
      query.non_duty === undefined
        ? undefined
        : { value: query.non_duty, flagIds: flagIds((f) => !f.working) },
    floatWithFlag:
      query.float_with_flag === undefined
        ? undefined
        : { value: query.float_with_flag, flagIds: flagIds((f) => f.float) },
    jobTypeIds: query.job_type_ids,
    openShiftId: query.open_shift_id,
  };
  const page = { page: query.page, pageSize: query.page_size };
  const { rows, count } = await listShifts(db, filter, { limit: page.pageSize, offset: offsetOf(page) });
  const omit = query.omit ?? [];
  const results = rows.map((row) => {
    const shift: Partial<WireShift> = presentShift(row, presentation);
    for (const key of omit) delete shift[key];
    return shift;
  });
  return { count, results };
}

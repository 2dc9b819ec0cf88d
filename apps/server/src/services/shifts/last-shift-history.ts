import type { LastShiftHistoryQuery } from "@rosterly/contract";
import type { Executor } from "../../db/client";
import { assertCanViewSchedules } from "../../policies/schedule";
import { presentShift, type WireShift } from "../../presenters/shift";
import { lastShiftHistory } from "../../repositories/last-shifts";
import { readScope } from "../scheduling/context";
import type { SessionContext } from "../session/context";
import { shiftPresentationFor } from "./viewing";

/**
 * GET /shifts/last/history/: the browser of one person's last shifts (N-006) under the same policy
 * and read scope as F-040, so a person outside the caller's reach has no rows.
 */
export async function getLastShiftHistory(
  db: Executor,
  session: SessionContext,
  query: LastShiftHistoryQuery,
): Promise<{ results: WireShift[]; next_cursor: string | null }> {
  assertCanViewSchedules(session);
  const presentation = await shiftPresentationFor(db, session);
  const floatFlagIds = presentation.flags.filter((flag) => flag.float).map((flag) => flag.id);
  const after = query.cursor && {
    date: query.cursor[0],
    startTime: query.cursor[1],
    id: query.cursor[2],
  };
  // One row past the page says whether an earlier page exists without counting.
  const rows = await lastShiftHistory(
    db,
    { orgId: session.orgId, scope: readScope(session), assigneeId: query.assignee_id },
    { kind: query.type, before: query.before, floatFlagIds, after, limit: query.limit + 1 },
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    results: page.map((row) => presentShift(row, presentation)),
    next_cursor: rows.length > query.limit && last ? `${last.date},${last.startTime},${last.id}` : null,
  };
}

import type { Executor } from "../../db/client";
import { fieldError } from "../../http/field-errors";

import { isIsoDate } from "@rosterly/domain/fields";
import { assertCanViewSchedules } from "../../policies/schedule";
import { presentShift, type WireShift } from "../../presenters/shift";
import { type LastShiftKind, lastShifts } from "../../repositories/last-shifts";
import { readScope } from "../scheduling/context";
import type { SessionContext } from "../session/context";
import { shiftPresentationFor } from "./viewing";

/** GET /shifts/last/: `{"<user id>": {"last": shift | null}}` for every asked assignee (F-040). */
export async function getLastShifts(
  db: Executor,
  session: SessionContext,
  query: { type: LastShiftKind; before: string; assigneeIds: readonly number[] },
): Promise<Record<string, { last: WireShift | null }>> {
  assertCanViewSchedules(session);
  if (!isIsoDate(query.before)) throw fieldError("before", "validation.date_iso");
  const presentation = await shiftPresentationFor(db, session);
  const floatFlags = presentation.flags.filter((flag) => flag.float).map((flag) => flag.id);
  const rows = await lastShifts(
    db,
    { orgId: session.orgId, scope: readScope(session), assigneeIds: query.assigneeIds },
    query.type,
    query.before,
    floatFlags,
  );
  const byUser = new Map(rows.map((row) => [row.assigneeId, row]));
  const answer: Record<string, { last: WireShift | null }> = {};
  for (const userId of query.assigneeIds) {
    const row = byUser.get(userId);
    answer[String(userId)] = { last: row ? presentShift(row, presentation) : null };
  }
  return answer;
}

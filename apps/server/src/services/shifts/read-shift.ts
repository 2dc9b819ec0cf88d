import type { HistoryEntry, Wire } from "@rosterly/contract";
import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import { assertCanSeeActivityHistory, assertCanViewSchedules } from "../../policies/schedule";
import { presentHistoryEntry } from "../../presenters/history";
import { presentShift, type WireShift } from "../../presenters/shift";
import { shiftHistoryOf } from "../../repositories/history";
import { fullNames } from "../../repositories/scheduling-config";
import { findShifts, type ShiftRow } from "../../repositories/shifts";
import { readScope } from "../scheduling/context";
import type { SessionContext } from "../session/context";
import { shiftPresentationFor } from "./viewing";

/** A shift the caller can see, or 404 (another organisation's or department's does not exist). */
export async function visibleShift(db: Executor, session: SessionContext, id: number): Promise<ShiftRow> {
  assertCanViewSchedules(session);
  const [row] = await findShifts(db, {
    orgId: session.orgId,
    scope: readScope(session),
    ids: [id],
  });
  if (!row) throw Errors.notFound("errors.not_found.shift");
  return row;
}

export async function getShift(db: Executor, session: SessionContext, id: number): Promise<WireShift> {
  const row = await visibleShift(db, session, id);
  return presentShift(row, await shiftPresentationFor(db, session));
}

/**
 * GET /shifts/{id}/history/: the timeline, creation first (L-001). Staff see the history of their
 * own shifts only; a colleague's shift history would show what its shown form leaves out.
 */
export async function getShiftHistory(
  db: Executor,
  session: SessionContext,
  id: number,
): Promise<Wire<HistoryEntry>[]> {
  const row = await visibleShift(db, session, id);
  assertCanSeeActivityHistory(session, row, "shifts");
  const entries = await shiftHistoryOf(db, session.orgId, id);
  const names = await fullNames(db, [
    ...new Set(
      entries.flatMap((entry) => [entry.modifiedBy, entry.newAssigneeId]).filter((id) => id !== null),
    ),
  ]);
  return entries.map((entry) => presentHistoryEntry(entry, names));
}

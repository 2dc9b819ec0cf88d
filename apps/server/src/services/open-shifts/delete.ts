import { canDelete } from "@rosterly/domain/open-shifts";
import type { DB } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { deleteOpenShift } from "../../repositories/open-shifts";
import type { SessionContext } from "../session/context";
import { managedOpenShift, staleOpenShift } from "./managed-open-shift";
import { publishOpenShiftAction } from "./open-shift-live";

/**
 * H-009: an open shift goes only while nobody has bid (and, unless FCFS, nobody was seated);
 * otherwise it is closed instead. Shifts already made for seats stay on the schedule.
 */
export async function removeOpenShift(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  id: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await managedOpenShift(tx, session, id);
    if (!canDelete(row)) throw staleOpenShift("errors.precondition.open_shift_delete_with_bids");
    await publishOpenShiftAction(tx, row, "deleted");
    await deleteOpenShift(tx, row.id);
  });
}

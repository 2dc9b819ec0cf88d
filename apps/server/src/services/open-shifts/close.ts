import { isOpen } from "@rosterly/domain/open-shifts";
import type { DB } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { type OpenShiftRow, updateOpenShift } from "../../repositories/open-shifts";
import { notify } from "../notifications/notify";
import type { SessionContext } from "../session/context";
import { managedOpenShift, staleOpenShift } from "./managed-open-shift";
import { publishOpenShiftAction } from "./open-shift-live";

/** Stops bidding by hand (H-002, Y-039): announced live, and bidders without a seat are told. */
export async function closeOpenShift(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  id: number,
): Promise<OpenShiftRow> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const row = await managedOpenShift(tx, session, id);
    if (!isOpen(row)) throw staleOpenShift("errors.precondition.open_shift_not_open");
    const record = await updateOpenShift(tx, row.id, {
      biddingClosed: true,
      modifiedBy: session.user.id,
      modifiedOn: now,
    });
    const after = { ...row, ...record };
    await publishOpenShiftAction(tx, after, "closed");
    await notify(
      tx,
      {
        orgId: row.orgId,
        originatorId: session.user.id,
        messageKey: "notifications.open_shift_closed",
        messageParams: { date: row.date },
        source: { contentType: "open shift", objectId: row.id },
      },
      row.bidders.filter((userId) => !row.assignees.includes(userId)),
      now,
    );
    return after;
  });
}

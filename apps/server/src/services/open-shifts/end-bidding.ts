import type { DB } from "../../db/client";
import { endDueBidding, withParticipants } from "../../repositories/open-shifts";
import { notify } from "../notifications/notify";
import { OpenShiftAudience } from "./audience";
import { publishOpenShiftAction } from "./open-shift-live";

/**
 * Ends bidding on every open shift whose deadline has passed by the server clock (Y-039), once:
 * the update that marks a shift ended answers it to exactly one caller, whichever server process
 * runs first. Each ended shift is announced live and its bidders without a seat are told.
 */
export async function endDueOpenShifts(db: DB, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ended = await withParticipants(tx, await endDueBidding(tx, now));
    const audiences = new Map<number, OpenShiftAudience>();
    for (const row of ended) {
      const audience = audiences.get(row.orgId) ?? (await OpenShiftAudience.load(tx, row.orgId));
      audiences.set(row.orgId, audience);
      await publishOpenShiftAction(tx, row, "ended", audience);
      const unseated = row.bidders.filter((id) => !row.assignees.includes(id));
      await notify(
        tx,
        {
          orgId: row.orgId,
          originatorId: null,
          messageKey: "notifications.open_shift_ended",
          messageParams: { date: row.date },
          source: { contentType: "open shift", objectId: row.id },
        },
        unseated,
        now,
      );
    }
    return ended.map((row) => row.id);
  });
}

import { cancelBidRefusal } from "@rosterly/domain/open-shifts";
import type { DB } from "../../db/client";
import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";
import { assertCanBid } from "../../policies/open-shifts";
import {
  type OpenShiftRow,
  openShiftRow,
  removeParticipant,
  updateOpenShift,
} from "../../repositories/open-shifts";
import { deleteShiftRows, findShifts } from "../../repositories/shifts";
import type { SessionContext } from "../session/context";
import { publishShiftChanges } from "../shifts/shift-live";
import { loadWriteContext } from "../activities/write-context";
import { publishOpenShiftAction } from "./open-shift-live";

/**
 * Withdraws one's own bid while bidding is open (Y-040). A seat won first-come-first-served is given
 * back: its shift is deleted and a shift that had closed because it was full opens again. A seat a
 * manager assigned is not the bidder's to give back.
 */
export async function cancelBid(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  id: number,
): Promise<OpenShiftRow> {
  assertCanBid(session);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const row = await openShiftRow(tx, session.orgId, id, { lock: true });
    if (!row || !row.participants.some((person) => person.userId === session.user.id)) {
      throw Errors.notFound("errors.not_found.open_shift");
    }
    const reopened = row.fcfs && row.biddingClosed && row.settings.closedWhenFull === true;
    const state = reopened ? { ...row, biddingClosed: false } : row;
    const refusal = cancelBidRefusal(
      { ...state, biddingEndsOn: row.biddingEndsOn.getTime() },
      session.user.id,
      now.getTime(),
    );
    if (refusal === "not_open") throw Errors.precondition("errors.precondition.bidding_ended");
    if (refusal === "no_bid") throw Errors.precondition("errors.precondition.no_bid");
    const seat = row.participants.find((person) => person.userId === session.user.id);
    if (seat?.assignedOn && !row.fcfs) throw Errors.precondition("errors.precondition.already_seated");
    const userId = session.user.id;
    const removed = seat?.shiftId
      ? await findShifts(tx, { orgId: session.orgId, scope: { all: true }, ids: [seat.shiftId] })
      : [];
    await removeParticipant(tx, row.id, userId);
    await deleteShiftRows(
      tx,
      session.orgId,
      removed.map((shift) => shift.id),
    );
    const record = reopened
      ? await updateOpenShift(tx, row.id, {
          biddingClosed: false,
          settings: { ...row.settings, closedWhenFull: false },
          modifiedOn: now,
        })
      : row;
    const after: OpenShiftRow = {
      ...row,
      ...record,
      bidders: row.bidders.filter((bidder) => bidder !== userId),
      assignees: row.assignees.filter((assignee) => assignee !== userId),
      participants: row.participants.filter((person) => person.userId !== userId),
    };
    if (removed.length > 0) {
      const ctx = await loadWriteContext(tx, session, now, [userId]);
      await publishShiftChanges(
        ctx,
        removed.map((shift) => ({ action: "deleted", row: shift })),
      );
    }
    await publishOpenShiftAction(tx, after, "cancel_bid");
    return after;
  });
}

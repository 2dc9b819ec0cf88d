import { bidRefusal, type Candidate } from "@rosterly/domain/open-shifts";
import type { DB } from "../../db/client";
import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";
import { assertCanBid } from "../../policies/open-shifts";
import {
  insertBid,
  insertSeatedBid,
  type OpenShiftRow,
  openShiftRow,
  updateOpenShift,
} from "../../repositories/open-shifts";
import { lockPeople } from "../../repositories/person-lock";
import { jobTypeOffersOf } from "../../repositories/scheduling-config";
import type { ShiftRow } from "../../repositories/shifts";
import type { SessionContext } from "../session/context";
import { insertShiftsWithHistory } from "../shifts/persist";
import { publishShiftChanges } from "../shifts/shift-live";
import { loadWriteContext } from "../activities/write-context";
import { schedulingContext } from "../scheduling/context";
import { assignmentWarnings } from "./assignment-warnings";
import { publishOpenShiftAction } from "./open-shift-live";
import { proposedShift, seatShift } from "./proposed-shift";
import { seatOfferedTo } from "./seat-offer";

export type BidOutcome =
  | { kind: "bid"; openShift: OpenShiftRow }
  | { kind: "seat"; openShift: OpenShiftRow; shift: ShiftRow };

export function candidateOf(session: SessionContext): Candidate {
  return {
    id: session.user.id,
    active: session.profile.state === "active",
    isStaff: session.classification === "staff",
    departmentId: session.profile.departmentId,
    jobTypeId: session.profile.jobTypeId,
    jobStatusId: session.profile.jobStatusId,
  };
}

/**
 * A staff member bids (H-003, Y-038). The open shift's row lock orders concurrent bids, so on an
 * FCFS shift exactly `opening` bidders win a seat, each with a shift made in the same transaction,
 * and a nurse who already works at that time is refused inside it.
 */
export async function bidOnOpenShift(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  id: number,
): Promise<BidOutcome> {
  assertCanBid(session);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const row = await openShiftRow(tx, session.orgId, id, { lock: true });
    if (!row) throw Errors.notFound("errors.not_found.open_shift");
    const refusal = bidRefusal(
      { ...row, biddingEndsOn: row.biddingEndsOn.getTime() },
      candidateOf(session),
      now.getTime(),
    );
    if (refusal === "ineligible") throw Errors.notFound("errors.not_found.open_shift");
    if (refusal === "already_bid") throw Errors.precondition("errors.precondition.already_bid");
    if (refusal !== null) throw Errors.precondition("errors.precondition.open_shift_unavailable");
    // A bid that could never be seated is refused now, not when the manager assigns.
    if (!seatOfferedTo(row, await jobTypeOffersOf(tx, session.orgId), session.profile)) {
      throw Errors.precondition("errors.precondition.shift_type_not_offered");
    }
    if (!row.fcfs) {
      await insertBid(tx, row.id, session.user.id, now);
      const after = { ...row, bidders: [...row.bidders, session.user.id] };
      await publishOpenShiftAction(tx, after, "bid");
      return { kind: "bid", openShift: after };
    }
    await lockPeople(tx, session.orgId, [session.user.id]);
    const { org } = await schedulingContext(tx, session.orgId);
    const warnings = await assignmentWarnings(tx, org, proposedShift(row), [
      {
        id: session.user.id,
        jobTypeId: session.profile.jobTypeId,
        jobStatusId: session.profile.jobStatusId,
        weeklyHours: session.profile.weeklyHours,
      },
    ]);
    if (warnings.get(session.user.id)?.some((warning) => warning.code === "time_conflict")) {
      throw Errors.precondition("errors.precondition.already_working");
    }
    const [shift] = await insertShiftsWithHistory({ tx, session, now }, [seatShift(row, session.user.id)]);
    if (!shift) throw new Error("seat shift was not created");
    await insertSeatedBid(tx, row.id, session.user.id, shift.id, now);
    const full = row.assignees.length + 1 >= row.opening;
    const record = full
      ? await updateOpenShift(tx, row.id, {
          biddingClosed: true,
          settings: { ...row.settings, closedWhenFull: true },
          modifiedOn: now,
        })
      : row;
    const after: OpenShiftRow = {
      ...row,
      ...record,
      bidders: [...row.bidders, session.user.id],
      assignees: [...row.assignees, session.user.id],
    };
    const ctx = await loadWriteContext(tx, session, now, [session.user.id]);
    await publishShiftChanges(ctx, [{ action: "created", row: shift }]);
    await publishOpenShiftAction(tx, after, full ? "closed" : "bid");
    return { kind: "seat", openShift: after, shift };
  });
}

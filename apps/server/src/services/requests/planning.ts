import type { FlagLookup } from "@rosterly/domain/schedule";
import type { RequestedShiftRecord } from "../../db/schema";
import type { Executor } from "../../db/client";
import type { LoadedRequest } from "../../repositories/requests";
import { findShifts, type ShiftRow } from "../../repositories/shifts";
import {
  planGiveaway,
  planReschedule,
  planSplit,
  planSwap,
  planTimeOff,
  type ShiftPlan,
  type ShiftTouch,
} from "./plan";

/** What the reviewer adds on approval (K-018…K-022), by kind. */
export interface ReviewTouches {
  /** Giveaway: the receiver the reviewer chose (when the requester left it open). */
  newAssigneeId?: number | undefined;
  original?: ShiftTouch;
  received?: ShiftTouch;
  swapOriginal?: (shiftId: number) => ShiftTouch;
  swapReplacing?: (shiftId: number) => ShiftTouch;
  part?: (partId: number) => ShiftTouch | undefined;
  timeOff?: ShiftTouch;
}

/**
 * The shift is still the one the request was sent about: there, with the same assignee, and not
 * changed since (its `modifiedOn` as the request recorded it).
 */
export function unchanged(row: ShiftRow | undefined, snapshot: RequestedShiftRecord): row is ShiftRow {
  return (
    row !== undefined &&
    row.assigneeId === snapshot.assigneeId &&
    row.modifiedOn.toISOString() === new Date(snapshot.modifiedOn).toISOString()
  );
}

/**
 * The plan of a request as its shifts are now, or `changed` when a shift it names was changed,
 * reassigned or deleted since it was sent (Y-033: the review answers 412, nothing is written).
 * `lock` holds the shifts for the rest of the transaction.
 */
export async function planOfRequest(
  db: Executor,
  orgId: number,
  request: LoadedRequest,
  flags: FlagLookup,
  touches: ReviewTouches = {},
  options: { lock?: boolean } = {},
): Promise<ShiftPlan | "changed"> {
  const byId = async (ids: number[]) =>
    new Map(
      (await findShifts(db, { orgId, scope: { all: true }, ids }, options)).map((row) => [row.id, row]),
    );
  switch (request.contentType) {
    case "swap": {
      const { row } = request;
      const shifts = await byId([row.sourceShiftId, row.targetShiftId]);
      const source = shifts.get(row.sourceShiftId);
      const target = shifts.get(row.targetShiftId);
      if (!unchanged(source, row.sourceShift) || !unchanged(target, row.targetShift)) return "changed";
      return planSwap(source, target, {
        ...(touches.swapOriginal ? { original: touches.swapOriginal } : {}),
        ...(touches.swapReplacing ? { replacing: touches.swapReplacing } : {}),
      });
    }
    case "shiftrequest": {
      const { row } = request;
      const shift = (await byId([row.shiftId])).get(row.shiftId);
      if (!unchanged(shift, row.shift)) return "changed";
      if (row.requestType === "giveaway")
        return planGiveaway(shift, touches.newAssigneeId ?? row.newAssigneeId, {
          ...(touches.original ? { original: touches.original } : {}),
          ...(touches.received ? { received: touches.received } : {}),
        });
      if (row.requestType === "reschedule") return planReschedule(shift, row.date, touches.original);
      return planSplit(shift, row.splits, touches.part) ?? "changed";
    }
    case "event": {
      const { row } = request;
      const dates = [...row.dates].sort();
      const shifts = await findShifts(
        db,
        { orgId, scope: { all: true }, assigneeId: row.assigneeId, from: dates[0], to: dates.at(-1) },
        options,
      );
      return planTimeOff(row, shifts, flags, touches.timeOff);
    }
  }
}

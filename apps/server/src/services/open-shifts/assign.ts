import { type AssignRequest, planAssignment } from "@rosterly/domain/open-shifts";
import { fieldError } from "../../http/field-errors";
import type { AssignmentWarning } from "@rosterly/domain/schedule";
import type { DB } from "../../db/client";

import type { Clock } from "../../lib/clock";
import {
  type OpenShiftRow,
  openShiftRow,
  seatParticipants,
  updateOpenShift,
} from "../../repositories/open-shifts";
import { lockPeople } from "../../repositories/person-lock";
import { jobTypeOffersOf, staffProfiles } from "../../repositories/scheduling-config";
import type { ShiftRow } from "../../repositories/shifts";
import { notify } from "../notifications/notify";
import { schedulingContext } from "../scheduling/context";
import type { SessionContext } from "../session/context";
import { insertShiftsWithHistory } from "../shifts/persist";
import { publishShiftChanges } from "../shifts/shift-live";
import { loadWriteContext } from "../activities/write-context";
import { assignmentWarnings } from "./assignment-warnings";
import { managedOpenShift, staleOpenShift } from "./managed-open-shift";
import { publishOpenShiftAction } from "./open-shift-live";
import { proposedShift, seatShift } from "./proposed-shift";
import { seatOfferedTo } from "./seat-offer";

export interface AssignOutcome {
  openShift: OpenShiftRow;
  shifts: ShiftRow[];
  /** G-012 checks per newly seated person: shown to the manager, never a refusal. */
  warnings: { userId: number; warnings: AssignmentWarning[] }[];
}

const REFUSALS = {
  nobody_new: ["assignees", "validation.assign_nobody"],
  duplicate: ["assignees", "validation.assign_twice"],
  not_a_bidder: ["selected_bidders", "validation.not_a_bidder"],
  already_assigned: ["assignees", "validation.already_assigned"],
} as const;

/**
 * H-013, Y-040, Z-025: seats selected bidders and directly picked staff, making a shift for each
 * in one transaction. More people than seats left, or a shift no longer open, is 412 (the caller
 * saw an older state); a person the shift's type is not offered to is refused (F-019); the
 * assignment checks come back as warnings. Full seats close bidding.
 */
export async function assignOpenShift(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  id: number,
  request: AssignRequest,
): Promise<AssignOutcome> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const row = await managedOpenShift(tx, session, id);
    const plan = planAssignment(row, request);
    if (!plan.ok) {
      const { refusal } = plan;
      if (refusal.code === "not_open") throw staleOpenShift("errors.precondition.open_shift_not_open");
      if (refusal.code === "too_many")
        throw staleOpenShift("errors.precondition.seats_left", { remaining: refusal.remaining });
      const [field, key] = REFUSALS[refusal.code];
      throw fieldError(field, key);
    }
    const people = await staffProfiles(tx, session.orgId, plan.newAssignees);
    const active = new Set(
      people.filter((person) => person.state === "active").map((person) => person.userId),
    );
    if (plan.newAssignees.some((userId) => !active.has(userId))) {
      throw fieldError("assignees", "validation.assignable_employee");
    }
    const jobTypes = await jobTypeOffersOf(tx, session.orgId);
    const refused = new Set(
      people.filter((person) => !seatOfferedTo(row, jobTypes, person)).map((person) => person.userId),
    );
    if (refused.size > 0) {
      const bidder = request.selectedBidders.some((userId) => refused.has(userId));
      throw fieldError(bidder ? "selected_bidders" : "assignees", "validation.shift_type_not_offered");
    }
    await lockPeople(tx, session.orgId, plan.newAssignees);
    const { org } = await schedulingContext(tx, session.orgId);
    const checks = await assignmentWarnings(
      tx,
      org,
      proposedShift(row),
      people.map((person) => ({ ...person, id: person.userId })),
    );
    const made = await insertShiftsWithHistory(
      { tx, session, now },
      plan.newAssignees.map((userId) => seatShift(row, userId)),
    );
    await seatParticipants(
      tx,
      row.id,
      made.map((shift) => ({ userId: shift.assigneeId, shiftId: shift.id })),
      now,
    );
    const assignees = [...row.assignees, ...plan.newAssignees];
    const full = assignees.length >= row.opening;
    const record = await updateOpenShift(tx, row.id, {
      ...(full ? { biddingClosed: true } : {}),
      modifiedBy: session.user.id,
      modifiedOn: now,
    });
    // Read back, so the answer and the live message name the seated people with their new shifts.
    const after: OpenShiftRow = (await openShiftRow(tx, session.orgId, row.id)) ?? {
      ...row,
      ...record,
      assignees,
    };
    const ctx = await loadWriteContext(tx, session, now, plan.newAssignees);
    await publishShiftChanges(
      ctx,
      made.map((shift) => ({ action: "created", row: shift })),
    );
    await publishOpenShiftAction(tx, after, full ? "closed" : "updated");
    await notify(
      tx,
      {
        orgId: row.orgId,
        originatorId: session.user.id,
        level: "success",
        messageKey: "notifications.open_shift_assigned",
        messageParams: { date: row.date },
        source: { contentType: "open shift", objectId: row.id },
      },
      plan.newAssignees,
      now,
    );
    return {
      openShift: after,
      shifts: made,
      warnings: plan.newAssignees.map((userId) => ({ userId, warnings: checks.get(userId) ?? [] })),
    };
  });
}

import type { swapCandidate } from "@rosterly/contract";
import { giveawayCandidate, toWire, validatorResults, type Wire } from "@rosterly/contract";
import type { z } from "zod";
import type { DB } from "../../db/client";
import { fieldError } from "../../http/field-errors";
import type { Clock } from "../../lib/clock";
import { assertCanReview, assertCanViewRequests } from "../../policies/requests";
import { presentShift } from "../../presenters/shift";
import { shiftsInAwaitingRequests } from "../../repositories/requests";
import { departmentStaff, fullNames } from "../../repositories/scheduling-config";
import { findShifts, type ShiftRow } from "../../repositories/shifts";
import { schedulingContext } from "../scheduling/context";
import { scheduleFor } from "../scheduling/periods";
import type { SessionContext } from "../session/context";
import { shiftPresentationFor } from "../shifts/viewing";
import { planFindings } from "./findings";
import { planGiveaway, planSwap } from "./plan";
import {
  counterpartProblem,
  isUpcomingWork,
  loadSendingContext,
  profilesOf,
  type SendingContext,
  shiftStart,
  visibleShifts,
} from "./sending";

type Deps = { db: DB; clock: Clock };

/** The caller's own upcoming shift the candidates are for. */
async function ownUpcoming(ctx: SendingContext, shiftId: number): Promise<ShiftRow> {
  const shift = (await visibleShifts(ctx, [shiftId])).get(shiftId);
  if (!shift || shift.assigneeId !== ctx.session.user.id || !isUpcomingWork(ctx, shift))
    throw fieldError("shift_id", "validation.own_shift");
  return shift;
}

/**
 * GET /swaps/candidates/?shift_id= (Y-028): colleagues' shifts the caller's upcoming shift could
 * be swapped for — in its department and scheduling period, upcoming and worked, outside the
 * swap cut-off, not already in a request awaiting review, of people the caller's job type may
 * swap with — each with the findings the swap would leave on the caller's schedule.
 */
export async function swapCandidates(
  deps: Deps,
  session: SessionContext,
  shiftId: number,
): Promise<Wire<z.output<typeof swapCandidate>>[]> {
  assertCanViewRequests(session);
  return deps.db.transaction(async (tx) => {
    const ctx = await loadSendingContext(tx, session, deps.clock());
    const source = await ownUpcoming(ctx, shiftId);
    const period = await scheduleFor(tx, ctx.org, source.departmentId, source.date, ctx.now);
    const inPeriod = await findShifts(tx, {
      orgId: session.orgId,
      scope: { all: true },
      departmentId: source.departmentId,
      from: period.startOn,
      to: period.endOn,
    });
    const cutoff = ctx.now.getTime() + ctx.rules.swapCutoffHours * 3_600_000;
    const profiles = await profilesOf(ctx, [
      session.user.id,
      ...new Set(inPeriod.map((row) => row.assigneeId)),
    ]);
    const visible = await visibleShifts(
      ctx,
      inPeriod.map((row) => row.id),
      { lock: false },
    );
    const busy = await shiftsInAwaitingRequests(tx, session.orgId, [source.id, ...visible.keys()]);
    const open = [...visible.values()].filter(
      (row) =>
        row.assigneeId !== session.user.id &&
        !busy.has(row.id) &&
        isUpcomingWork(ctx, row) &&
        (shiftStart(ctx, row)?.getTime() ?? 0) > cutoff &&
        counterpartProblem(ctx, profiles, session.user.id, row.assigneeId, source.departmentId) === null,
    );
    open.sort(
      (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.id - b.id,
    );
    const context = await schedulingContext(tx, session.orgId);
    const findings = await planFindings(
      tx,
      session,
      context,
      open.map((target) => planSwap(source, target)),
      ctx.now,
    );
    const names = await fullNames(tx, [...new Set(open.map((row) => row.assigneeId))]);
    const presentation = await shiftPresentationFor(tx, session);
    return open.map((row, index) => ({
      shift: presentShift(row, presentation),
      full_name: names.get(row.assigneeId) ?? "",
      errors: toWire(validatorResults, findings[index] ?? []),
    }));
  });
}

/**
 * GET /shift-requests/giveaway_candidates/?shift_id= (Y-028): the active colleagues of the shift's
 * department who could take it (the requester's job type may swap with theirs), each with the
 * findings the giveaway would leave. For the shift's assignee, and for its reviewers choosing a
 * receiver for a giveaway left open.
 */
export async function giveawayCandidates(
  deps: Deps,
  session: SessionContext,
  shiftId: number,
): Promise<Wire<z.output<typeof giveawayCandidate>>[]> {
  assertCanViewRequests(session);
  return deps.db.transaction(async (tx) => {
    const ctx = await loadSendingContext(tx, session, deps.clock());
    const shift = (await visibleShifts(ctx, [shiftId])).get(shiftId);
    if (!shift || !isUpcomingWork(ctx, shift)) throw fieldError("shift_id", "validation.own_shift");
    if (shift.assigneeId !== session.user.id)
      assertCanReview(session, {
        contentType: "shiftrequest",
        state: "pending_scheduler_approval",
        departmentId: shift.departmentId,
        requesterId: shift.assigneeId,
        namedIds: [],
        reviewerId: null,
      });
    const staff = await departmentStaff(tx, session.orgId, shift.departmentId);
    const profiles = await profilesOf(ctx, [shift.assigneeId, ...staff.map((row) => row.userId)]);
    const people = staff
      .map((row) => row.userId)
      .filter(
        (userId) => counterpartProblem(ctx, profiles, shift.assigneeId, userId, shift.departmentId) === null,
      );
    const names = await fullNames(tx, people);
    people.sort((a, b) => (names.get(a) ?? "").localeCompare(names.get(b) ?? "") || a - b);
    const findings = await planFindings(
      tx,
      session,
      await schedulingContext(tx, session.orgId),
      people.map((userId) => planGiveaway(shift, userId)),
      ctx.now,
    );
    return people.map((userId, index) =>
      toWire(giveawayCandidate, {
        userId,
        fullName: names.get(userId) ?? "",
        errors: findings[index] ?? [],
      }),
    );
  });
}

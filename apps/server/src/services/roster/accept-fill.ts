import type { FillAcceptRequest, FillAcceptResult, ShiftInput, Wire } from "@rosterly/contract";
import { presentFillAccept } from "../../presenters/fill";
import type { DB } from "../../db/client";
import { Errors } from "../../http/errors";
import { FieldErrors } from "../../http/field-errors";
import type { Clock } from "../../lib/clock";
import { assertCanFillSchedule, writeScope } from "../../policies/schedule";
import { findSchedule } from "../../repositories/schedules";
import { fillEvents, fillShifts } from "../../repositories/fill-rows";
import { lockPeople } from "../../repositories/person-lock";
import { findShifts } from "../../repositories/shifts";
import { loadWriteContext } from "../activities/write-context";
import { schedulingContext } from "../scheduling/context";
import type { SessionContext } from "../session/context";
import { createShiftsIn, peopleOf } from "../shifts/create-shifts";
import { deleteShiftsIn } from "../shifts/delete-shifts";
import type { FillRuns } from "./fill-runs";
import { ownRun } from "./fill-service";
import { changedDates, personFingerprints } from "./load-fill";

/**
 * `POST .../accept/`: writes the proposal for everyone or the people named, in one transaction,
 * through the shift services (history marks the generator as the source). A person whose shifts
 * or time off changed since the run read them is left as they are and listed as a conflict.
 */
export async function acceptFill(
  deps: { db: DB; clock: Clock },
  runs: FillRuns,
  session: SessionContext,
  scheduleId: number,
  runId: string,
  request: FillAcceptRequest,
): Promise<Wire<FillAcceptResult>> {
  const run = await ownRun(deps, runs, session, scheduleId, runId);
  const proposal = run.proposal;
  if (run.state !== "done" || !proposal || !run.fill)
    throw Errors.precondition("errors.precondition.fill_not_done");
  const inRun = new Set(run.fill.userIds);
  const unknown = (request.assigneeIds ?? []).filter((id) => !inRun.has(id));
  if (unknown.length > 0) {
    const errors = new FieldErrors();
    errors.addWith("assignee_ids", "validation.no_such_rows", {
      kind: "people in this proposal",
      ids: unknown.join(", "),
    });
    errors.throwIfAny();
  }
  const chosen = (request.assigneeIds ?? run.fill.userIds).filter((id) => !run.accepted.has(id));
  const result = await deps.db.transaction(async (tx) => {
    const context = await schedulingContext(tx, session.orgId);
    const schedule = await findSchedule(tx, session.orgId, scheduleId);
    if (!schedule) throw Errors.notFound("errors.not_found.schedule");
    assertCanFillSchedule(session, schedule, context.org.states);
    await lockPeople(tx, session.orgId, chosen);
    const { startOn, endOn } = run.period;
    const nowRows = await fillShifts(tx, session.orgId, run.departmentId, startOn, endOn, chosen);
    const nowEvents = await fillEvents(tx, session.orgId, startOn, endOn, chosen);
    const now = personFingerprints(chosen, nowRows, nowEvents);
    const conflicts: FillAcceptResult["conflicts"] = [];
    const accepted = new Set<number>();
    for (const id of chosen) {
      const dates = changedDates(run.prints.get(id) ?? new Map(), now.get(id) ?? new Map());
      if (dates.length > 0) conflicts.push({ assigneeId: id, dates });
      else accepted.add(id);
    }
    const removedIds = new Set(proposal.removedShiftIds);
    const removeIds = nowRows.filter((row) => removedIds.has(row.id) && accepted.has(row.assigneeId));
    const inputs: ShiftInput[] = proposal.shifts
      .filter((shift) => accepted.has(shift.assigneeId))
      .map((shift) => ({
        date: shift.date,
        typeId: shift.typeId,
        departmentId: run.departmentId,
        assigneeId: shift.assigneeId,
        startTime: shift.startTime,
        endTime: shift.endTime,
      }));
    const ctx = await loadWriteContext(tx, session, deps.clock(), peopleOf(inputs));
    const rows =
      removeIds.length === 0
        ? []
        : await findShifts(
            tx,
            { orgId: session.orgId, scope: writeScope(session), ids: removeIds.map((row) => row.id) },
            { lock: true },
          );
    await deleteShiftsIn(ctx, rows);
    const created = inputs.length === 0 ? [] : await createShiftsIn(ctx, inputs, "generator");
    return { created: created.length, removed: rows.length, conflicts, accepted };
  });
  for (const id of result.accepted) run.accepted.add(id);
  return presentFillAccept({ created: result.created, removed: result.removed, conflicts: result.conflicts });
}

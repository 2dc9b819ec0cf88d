import type { ShiftInput } from "@rosterly/contract";
import type { DB } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { assertCanEditSchedules } from "../../policies/schedule";
import { presentShift, type WireShift } from "../../presenters/shift";
import type { SessionContext } from "../session/context";
import { createReceivingShifts, insertShiftsWithHistory, placeShifts } from "./persist";
import { type ResolvedShift, resolveShift } from "./shift-values";
import { publishShiftChanges, writerPresentation } from "./shift-live";
import { FieldErrors } from "../../http/field-errors";
import { loadWriteContext, type WriteContext } from "../activities/write-context";
import type { ShiftRow } from "../../repositories/shifts";
import type { ShiftSource } from "./shift-history";

/**
 * POST /shifts/: creates a list of shifts in one transaction (F-024). Answers them in the order
 * given, followed by any shifts made for new assignees of given-away shifts (Z-006).
 */
export async function createShifts(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  inputs: readonly ShiftInput[],
): Promise<WireShift[]> {
  assertCanEditSchedules(session);
  if (inputs.length === 0) return [];
  return deps.db.transaction(async (tx) => {
    const ctx = await loadWriteContext(tx, session, deps.clock(), peopleOf(inputs));
    const all = await createShiftsIn(ctx, inputs);
    const presentation = writerPresentation(ctx);
    return all.map((row) => presentShift(row, presentation));
  });
}

/** Everyone a batch of new shifts names. */
export function peopleOf(inputs: readonly ShiftInput[]): number[] {
  return inputs.flatMap((input) => [input.assigneeId, ...(input.newAssigneeId ? [input.newAssigneeId] : [])]);
}

/**
 * Creates shifts inside the caller's transaction (`ctx` loaded for `peopleOf(inputs)`): the
 * editor's rules, the schedules' states, creation history (with the source when a tool made
 * them), shifts for new assignees of given-away ones, and the live updates.
 */
export async function createShiftsIn(
  ctx: WriteContext,
  inputs: readonly ShiftInput[],
  source?: ShiftSource,
): Promise<ShiftRow[]> {
  const errors = new FieldErrors();
  const resolved: ResolvedShift[] = [];
  inputs.forEach((input, index) => {
    const shift = resolveShift(input, null, ctx, errors, index);
    if (shift) resolved.push(shift);
  });
  errors.throwIfAny();
  const created = await insertShiftsWithHistory(ctx, await placeShifts(ctx, resolved), source);
  const received = await createReceivingShifts(ctx, created);
  const all = [...created, ...received];
  await publishShiftChanges(
    ctx,
    all.map((row) => ({ action: "created", row })),
  );
  return all;
}

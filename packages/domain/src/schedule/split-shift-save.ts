/**
 * What saving a split writes (F-035, Z-006): the original shift is updated to the first part and the
 * other parts are created in bulk. A part assigned to someone else stays on the original user as a
 * giveaway shift (`giveaway: true`, `newAssigneeId`), non-working and kept for history; the server
 * then creates the receiving shift for the new assignee (see {@link receivingShift}).
 */
import { addDays, formatTimeOfDay, MINUTES_PER_DAY, parseTimeOfDay } from "../time/index.ts";
import { type SplitError, type SplitPart, splitSaveError } from "./split-shift.ts";
import type { EntityId } from "./types.ts";

/** The shift fields a split writes; any other fields of the record are carried over as they are. */
export interface SplittableShift {
  readonly id: EntityId;
  readonly date: string;
  readonly payrollDate?: string | null;
  readonly startTime: string;
  readonly endTime: string;
  readonly assigneeId: number | null;
  readonly giveaway: boolean;
  readonly newAssigneeId?: number | null;
}

export type NewShift<S extends SplittableShift> = Omit<S, "id">;

export type SplitSave<S extends SplittableShift> =
  | { readonly ok: true; readonly update: S; readonly create: NewShift<S>[] }
  | { readonly ok: false; readonly error: SplitError };

/**
 * A part's own date, wire times and giveaway fields. A part starting after midnight of an overnight
 * shift is dated the next day (its times would otherwise read as that morning of the original date);
 * every part keeps the original payroll date, so the split does not move pay between days.
 */
function partFields(original: SplittableShift, part: SplitPart, originStart: number) {
  const givenAway = part.assigneeId !== original.assigneeId;
  return {
    date: addDays(original.date, Math.floor((originStart + part.start) / MINUTES_PER_DAY)),
    payrollDate: original.payrollDate ?? original.date,
    startTime: formatTimeOfDay(originStart + part.start, { seconds: true }),
    endTime: formatTimeOfDay(originStart + part.end, { seconds: true }),
    giveaway: givenAway || original.giveaway,
    newAssigneeId: givenAway ? part.assigneeId : (original.newAssigneeId ?? null),
  };
}

export function buildSplitSave<S extends SplittableShift>(
  original: S,
  parts: readonly SplitPart[],
): SplitSave<S> {
  const error = splitSaveError(parts, original);
  const originStart = parseTimeOfDay(original.startTime);
  if (error !== null) return { ok: false, error };
  const [first, ...rest] = parts;
  if (!first || originStart === null) return { ok: false, error: "no_parts" };
  const { id: _id, ...template } = original;
  return {
    ok: true,
    update: { ...original, ...partFields(original, first, originStart) },
    create: rest.map((part) => ({
      ...template,
      ...partFields(original, part, originStart),
      assigneeId: original.assigneeId,
    })),
  };
}

/**
 * The shift the new assignee receives for a giveaway shift (Z-006): the same shift on their row,
 * neither given away nor pointing on. Null when the shift is not a giveaway to someone.
 */
export function receivingShift<S extends SplittableShift>(giveawayShift: S): NewShift<S> | null {
  const newAssigneeId = giveawayShift.newAssigneeId ?? null;
  if (!giveawayShift.giveaway || newAssigneeId === null) return null;
  const { id: _id, ...template } = giveawayShift;
  return { ...template, assigneeId: newAssigneeId, giveaway: false, newAssigneeId: null };
}

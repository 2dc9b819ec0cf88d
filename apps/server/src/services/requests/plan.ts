import { checkSplitRequest } from "@rosterly/domain/requests";
import { type FlagLookup, isOnCall, isWorking } from "@rosterly/domain/schedule";
import { addDays, diffDays } from "@rosterly/domain/time";
import type { SplitPartRecord } from "../../db/schema";
import type { EventRow } from "../../repositories/events";
import type { ShiftRow } from "../../repositories/shifts";
import type { ResolvedShift } from "../shifts/shift-values";

/**
 * What approving a request does to the schedule, worked out before anything is written: the same
 * plan feeds the validators (the schedule as it would be after approval, K-029) and the approval's
 * effect (Y-029…Y-032), so the findings a reviewer sees are those of what approving writes.
 */
export interface ShiftPlan {
  departmentId: number;
  /** Shifts rewritten: the row as it is and its values after. */
  updates: { current: ShiftRow; next: ResolvedShift }[];
  /** Shifts created; a giveaway's receiving shift points at the shift given away. */
  creates: (ResolvedShift & { originShiftId: number | null })[];
  /** Time off approved by the plan. */
  event: EventRow | null;
  /** Whose schedule changes, and on which dates. */
  focus: { userId: number; dates: string[]; shiftTypeId: number | null }[];
}

/** Flags and comments a reviewer adds to one shift (K-018…K-022). */
export interface ShiftTouch {
  flags?: readonly number[] | undefined;
  comments?: string | undefined;
  internalComments?: string | undefined;
}

const append = (text: string, more: string | undefined) =>
  more && more.trim() !== "" ? (text.trim() === "" ? more : `${text}\n${more}`) : text;

/** The shift's values with the reviewer's flags added and comments appended. */
export function touched(values: ResolvedShift, touch: ShiftTouch | undefined): ResolvedShift {
  if (!touch) return values;
  return {
    ...values,
    flags: [...new Set([...values.flags, ...(touch.flags ?? [])])],
    comments: append(values.comments, touch.comments),
    internalComments: append(values.internalComments, touch.internalComments),
  };
}

/** The writable values of a saved shift. */
export function valuesOf(row: ShiftRow): ResolvedShift {
  return {
    date: row.date,
    payrollDate: row.payrollDate,
    typeId: row.typeId,
    departmentId: row.departmentId,
    assigneeId: row.assigneeId,
    newAssigneeId: row.newAssigneeId,
    startTime: row.startTime,
    endTime: row.endTime,
    flags: row.flags,
    comments: row.comments,
    internalComments: row.internalComments,
    obligatory: row.obligatory,
    overtime: row.overtime,
    sitter: row.sitter,
    settings: row.settings,
    onCall: row.onCall,
    available: row.available,
    canceled: row.canceled,
    giveaway: row.giveaway,
    swapped: row.swapped,
  };
}

/** A copy of a shift for another person: a fresh shift, not given away, swapped or canceled. */
function copyFor(row: ShiftRow, assigneeId: number): ResolvedShift {
  return {
    ...valuesOf(row),
    assigneeId,
    newAssigneeId: null,
    giveaway: false,
    swapped: false,
    canceled: false,
    comments: "",
    internalComments: "",
  };
}

/**
 * Y-029: the original stays on its owner marked given away to the receiver (non-working, kept for
 * history), and the receiver gets a shift of their own pointing at it. Without a receiver yet
 * nothing changes.
 */
export function planGiveaway(
  shift: ShiftRow,
  receiverId: number | null,
  touch: { original?: ShiftTouch; received?: ShiftTouch } = {},
): ShiftPlan {
  const focus = [{ userId: shift.assigneeId, dates: [shift.date], shiftTypeId: shift.typeId }];
  if (receiverId === null)
    return { departmentId: shift.departmentId, updates: [], creates: [], event: null, focus };
  return {
    departmentId: shift.departmentId,
    updates: [
      {
        current: shift,
        next: touched({ ...valuesOf(shift), giveaway: true, newAssigneeId: receiverId }, touch.original),
      },
    ],
    creates: [{ ...touched(copyFor(shift, receiverId), touch.received), originShiftId: shift.id }],
    event: null,
    focus: [...focus, { userId: receiverId, dates: [shift.date], shiftTypeId: shift.typeId }],
  };
}

/** Y-030: the shift moves to the date asked for, its payroll date by as many days. */
export function planReschedule(shift: ShiftRow, date: string, touch?: ShiftTouch): ShiftPlan {
  const next = {
    ...valuesOf(shift),
    date,
    payrollDate: addDays(shift.payrollDate, diffDays(date, shift.date)),
  };
  return {
    departmentId: shift.departmentId,
    updates: [{ current: shift, next: touched(next, touch) }],
    creates: [],
    event: null,
    focus: [{ userId: shift.assigneeId, dates: [shift.date, date], shiftTypeId: shift.typeId }],
  };
}

/**
 * Y-030: the original is shortened to the first part; each other part becomes a shift of its own
 * for its assignee, on the part's own date, keeping the original's payroll date. Null when the
 * parts no longer tile the shift (its hours changed since).
 */
export function planSplit(
  shift: ShiftRow,
  parts: readonly SplitPartRecord[],
  touch: (partId: number) => ShiftTouch | undefined = () => undefined,
): ShiftPlan | null {
  const check = checkSplitRequest(shift, parts);
  if (!check.ok) return null;
  const [first, ...rest] = check.parts;
  const [firstRecord, ...restRecords] = parts;
  if (!first || !firstRecord) return null;
  const original = touched(
    { ...valuesOf(shift), date: first.date, startTime: first.startTime, endTime: first.endTime },
    touch(firstRecord.id),
  );
  return {
    departmentId: shift.departmentId,
    updates: [{ current: shift, next: original }],
    creates: rest.map((part, index) => ({
      ...touched(
        {
          ...copyFor(shift, part.assigneeId),
          date: part.date,
          startTime: part.startTime,
          endTime: part.endTime,
        },
        touch(restRecords[index]?.id ?? 0),
      ),
      originShiftId: null,
    })),
    event: null,
    focus: check.parts.map((part) => ({
      userId: part.assigneeId,
      dates: [part.date],
      shiftTypeId: shift.typeId,
    })),
  };
}

/** Y-031: both originals are marked swapped and each person gets a copy of the other's shift. */
export function planSwap(
  source: ShiftRow,
  target: ShiftRow,
  touch: { original?: (shiftId: number) => ShiftTouch; replacing?: (shiftId: number) => ShiftTouch } = {},
): ShiftPlan {
  const original = (row: ShiftRow) => touched({ ...valuesOf(row), swapped: true }, touch.original?.(row.id));
  return {
    departmentId: source.departmentId,
    updates: [
      { current: source, next: original(source) },
      { current: target, next: original(target) },
    ],
    creates: [
      { ...touched(copyFor(source, target.assigneeId), touch.replacing?.(source.id)), originShiftId: null },
      { ...touched(copyFor(target, source.assigneeId), touch.replacing?.(target.id)), originShiftId: null },
    ],
    event: null,
    focus: [
      { userId: source.assigneeId, dates: [source.date, target.date], shiftTypeId: target.typeId },
      { userId: target.assigneeId, dates: [source.date, target.date], shiftTypeId: source.typeId },
    ],
  };
}

/**
 * Y-032, Z-005: the time off is approved and the assignee's working and on-call shifts on its
 * dates are canceled, with the reviewer's flags added and comments appended.
 */
export function planTimeOff(
  event: EventRow,
  shiftsOnDates: readonly ShiftRow[],
  flags: FlagLookup,
  touch?: ShiftTouch,
): ShiftPlan {
  const dates = new Set(event.dates);
  const canceled = shiftsOnDates.filter(
    (shift) =>
      shift.assigneeId === event.assigneeId &&
      dates.has(shift.date) &&
      (isWorking(shift, flags) || isOnCall(shift)),
  );
  return {
    departmentId: event.departmentId,
    updates: canceled.map((shift) => ({
      current: shift,
      next: touched({ ...valuesOf(shift), canceled: true }, touch),
    })),
    creates: [],
    event: { ...event, state: "approved" },
    focus: [{ userId: event.assigneeId, dates: [...event.dates], shiftTypeId: null }],
  };
}

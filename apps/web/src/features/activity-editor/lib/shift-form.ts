/**
 * The shift editor's values (F-015..F-021) and the editor rules that change several fields at once:
 * a new shift type brings its times and on-call value (F-018), a new date moves the payroll date.
 * Times are kept as the text the user sees (`HH:mm`, or what they are typing) and turned into the
 * wire's `HH:mm:ss` only when saving.
 */
import type { Shift, ShiftInput, ShiftType } from "@rosterly/contract";
import { payrollDateFor, shiftTypeDefaults } from "@rosterly/domain/schedule";
import { parseTimeInput, toDisplayTime, toWireTime } from "@rosterly/domain/time";
import { type FieldOf, fieldsByWirePath } from "../../../lib/forms/server-errors";

export interface ShiftFormValues {
  date: string;
  payrollDate: string;
  departmentId: number;
  typeId: number | null;
  assigneeId: number;
  startTime: string;
  endTime: string;
  /** Flag ids in ascending order, so that the same flags are the same value whatever their order. */
  flags: number[];
  comments: string;
  internalComments: string;
  obligatory: boolean;
  overtime: boolean;
  onCall: boolean;
  sitter: boolean;
  sitterRoom: string;
  sitterReason: string;
}

export type ShiftFormField = keyof ShiftFormValues;

const SHIFT_FORM_FIELDS: readonly ShiftFormField[] = [
  "date",
  "payrollDate",
  "departmentId",
  "typeId",
  "assigneeId",
  "startTime",
  "endTime",
  "flags",
  "comments",
  "internalComments",
  "obligatory",
  "overtime",
  "onCall",
  "sitter",
  "sitterRoom",
  "sitterReason",
];

const display = (time: string) => toDisplayTime(time) ?? time;

/** Flag ids as the form keeps them. */
export const sortedIds = (ids: readonly number[]): number[] => [...ids].sort((a, b) => a - b);

/** The fields that show a message; a 400's message for another one is shown above the buttons. */
const MESSAGE_FIELDS: readonly ShiftFormField[] = SHIFT_FORM_FIELDS.filter(
  (field) => !["obligatory", "overtime", "onCall", "sitter"].includes(field),
);

const byWirePath = fieldsByWirePath<ShiftFormValues>(MESSAGE_FIELDS, {
  "settings.sitter.room": "sitterRoom",
  "settings.sitter.reason": "sitterReason",
});

/**
 * The editor field a 400's wire path belongs to: `start_time`, `settings.sitter.room`, or the same
 * prefixed by the item's index when a new shift was posted as a list (`0.start_time`).
 */
export const shiftFieldOf: FieldOf<ShiftFormValues> = (wirePath) =>
  byWirePath(wirePath.replace(/^\d+\./, ""));

export function valuesFromShift(shift: Shift): ShiftFormValues {
  return {
    date: shift.date,
    payrollDate: shift.payrollDate,
    departmentId: shift.departmentId,
    typeId: shift.typeId,
    assigneeId: shift.assigneeId,
    startTime: display(shift.startTime),
    endTime: display(shift.endTime),
    flags: sortedIds(shift.flags),
    comments: shift.comments ?? "",
    internalComments: shift.internalComments ?? "",
    obligatory: shift.obligatory,
    overtime: shift.overtime,
    onCall: shift.onCall,
    sitter: shift.sitter,
    sitterRoom: shift.settings.sitter?.room ?? "",
    sitterReason: shift.settings.sitter?.reason ?? "",
  };
}

/** A new shift for the assignee on the date, with the first offered type's times when given. */
export function newShiftValues(args: {
  date: string;
  departmentId: number;
  assigneeId: number;
  type?: ShiftType;
}): ShiftFormValues {
  const blank: ShiftFormValues = {
    date: args.date,
    payrollDate: args.date,
    departmentId: args.departmentId,
    typeId: null,
    assigneeId: args.assigneeId,
    startTime: "",
    endTime: "",
    flags: [],
    comments: "",
    internalComments: "",
    obligatory: false,
    overtime: false,
    onCall: false,
    sitter: false,
    sitterRoom: "",
    sitterReason: "",
  };
  return args.type ? withShiftType(blank, args.type) : blank;
}

/** F-018 (the domain's rule): choosing a type brings its on-call value and its start and end times. */
export function withShiftType(values: ShiftFormValues, type: ShiftType): ShiftFormValues {
  const brought = shiftTypeDefaults(type);
  return {
    ...values,
    typeId: type.id,
    onCall: brought.onCall,
    startTime: display(brought.startTime),
    endTime: display(brought.endTime),
  };
}

/** F-018 (the domain's rule): a new date moves the payroll date with it. */
export function withDate(values: ShiftFormValues, date: string): ShiftFormValues {
  return { ...values, date, payrollDate: payrollDateFor({ date, saved: values }) };
}

/** The typed time normalised to `HH:mm` when it reads as a time; otherwise the text as typed. */
export function normaliseTimeText(text: string): string {
  const parsed = parseTimeInput(text);
  return parsed.ok && parsed.value !== null ? parsed.value : text;
}

function sameList(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** Whether two sets of values are the same shift (react-hook-form's `isDirty` compares alike). */
export function sameValues(a: ShiftFormValues, b: ShiftFormValues): boolean {
  return SHIFT_FORM_FIELDS.every((key) => {
    const left = a[key];
    const right = b[key];
    return Array.isArray(left) && Array.isArray(right) ? sameList(left, right) : left === right;
  });
}

/**
 * The shift as sent (F-024: the full shift, dates as `YYYY-MM-DD`). Internal comments are sent only
 * by those who see them, so that nobody clears what they cannot read. Call with valid values only.
 */
export function toShiftInput(values: ShiftFormValues, options: { internalComments: boolean }): ShiftInput {
  return {
    date: values.date,
    payrollDate: values.payrollDate,
    typeId: values.typeId ?? 0,
    departmentId: values.departmentId,
    assigneeId: values.assigneeId,
    startTime: toWireTime(normaliseTimeText(values.startTime)) ?? values.startTime,
    endTime: toWireTime(normaliseTimeText(values.endTime)) ?? values.endTime,
    flags: [...values.flags],
    comments: values.comments,
    ...(options.internalComments ? { internalComments: values.internalComments } : {}),
    obligatory: values.obligatory,
    overtime: values.overtime,
    onCall: values.onCall,
    sitter: values.sitter,
    settings: { sitter: values.sitter ? { room: values.sitterRoom, reason: values.sitterReason } : null },
  };
}

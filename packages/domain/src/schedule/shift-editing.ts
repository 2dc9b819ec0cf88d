/**
 * The shift editor's rules that server and web both hold (F-017, F-018): what a new date and a new
 * shift type bring with them, and that a shift's start and end differ. The web applies them as the
 * person edits; the server applies the same ones to what it is sent.
 */
import type { FieldError } from "../fields/index.ts";

/** F-018: the payroll date follows the date, unless one is given; a saved shift that stays keeps its own. */
export function payrollDateFor(args: {
  date: string;
  given?: string | undefined;
  saved?: { date: string; payrollDate: string } | null | undefined;
}): string {
  if (args.given !== undefined) return args.given;
  const { saved } = args;
  return saved && saved.date === args.date ? saved.payrollDate : args.date;
}

/** What choosing a shift type brings (F-018): its start and end times and its on-call value. */
export interface ShiftTypeDefaults {
  startTime: string;
  endTime: string;
  onCall: boolean;
}

export function shiftTypeDefaults(type: {
  startTime: string;
  endTime: string;
  onCall: boolean;
}): ShiftTypeDefaults {
  return { startTime: type.startTime, endTime: type.endTime, onCall: type.onCall };
}

/**
 * One of a shift's values after an edit: the value given, else the new type's when the type
 * changed, else the saved one.
 */
export function editedValue<T>(
  given: T | undefined,
  typeChanged: boolean,
  fromType: T,
  saved: T | undefined,
): T {
  if (given !== undefined) return given;
  return typeChanged || saved === undefined ? fromType : saved;
}

/** F-017: a shift's end must differ from its start (times compared as stored or as shown, alike). */
export function checkShiftTimes(startTime: string, endTime: string): FieldError | null {
  const minutes = (time: string) => time.slice(0, 5);
  return minutes(startTime) === minutes(endTime) ? { ok: false, key: "validation.same_start_end" } : null;
}

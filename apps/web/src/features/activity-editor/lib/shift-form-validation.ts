/**
 * The shift editor's checks (F-017), the same the server applies: a shift type, valid start and end
 * times (`HH:MM` or `HHMM`, 24 h) that differ, and comments within their limits. Answers message
 * keys by field; an empty object means the values can be saved.
 */
import { FIELD_LIMITS } from "@rosterly/domain/fields";
import { checkShiftTimes } from "@rosterly/domain/schedule";
import { parseTimeInput } from "@rosterly/domain/time";
import type { MessageKey } from "../../../lib/i18n";
import type { ShiftFormField, ShiftFormValues } from "./shift-form";

export type ShiftFormErrors = Partial<Record<ShiftFormField, MessageKey>>;

/** The sitter room's limit, as the contract's `settings.sitter.room`. */
export const SITTER_ROOM_MAX = 100;

function timeError(text: string): MessageKey | null {
  const parsed = parseTimeInput(text);
  if (!parsed.ok) return "activityEditor.validation.timeInvalid";
  return parsed.value === null ? "activityEditor.validation.timeRequired" : null;
}

export function validateShiftForm(values: ShiftFormValues): ShiftFormErrors {
  const errors: ShiftFormErrors = {};
  if (values.typeId === null) errors.typeId = "activityEditor.validation.typeRequired";
  if (values.date === "") errors.date = "activityEditor.validation.dateRequired";
  if (values.payrollDate === "") errors.payrollDate = "activityEditor.validation.dateRequired";
  const start = timeError(values.startTime);
  const end = timeError(values.endTime);
  if (start) errors.startTime = start;
  if (end) errors.endTime = end;
  if (!start && !end) {
    const a = parseTimeInput(values.startTime);
    const b = parseTimeInput(values.endTime);
    // The domain's rule, as the server applies it.
    if (a.ok && b.ok && a.value !== null && b.value !== null && checkShiftTimes(a.value, b.value))
      errors.endTime = "activityEditor.validation.timesEqual";
  }
  const max = FIELD_LIMITS.commentMaxLength;
  if (values.comments.length > max) errors.comments = "activityEditor.validation.commentsTooLong";
  if (values.internalComments.length > max)
    errors.internalComments = "activityEditor.validation.commentsTooLong";
  if (values.sitter && values.sitterRoom.trim().length > SITTER_ROOM_MAX)
    errors.sitterRoom = "activityEditor.validation.roomTooLong";
  if (values.sitter && values.sitterReason.trim().length > max)
    errors.sitterReason = "activityEditor.validation.commentsTooLong";
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

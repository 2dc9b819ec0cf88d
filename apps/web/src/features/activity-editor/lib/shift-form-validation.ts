/**
 * The shift editor's checks (F-017), the same the server applies, as the domain's field rules: a
 * shift type and dates, valid start and end times (`HH:MM` or `HHMM`, 24 h) that differ, and
 * comments within their limits. Answers the problems by form field; none means the values can be
 * saved. The form reads them through `issuesResolver`, so the messages are the server's.
 */
import { checkTime, FIELD_LIMITS, fail, normalizeTime } from "@rosterly/domain/fields";
import { checkShiftTimes } from "@rosterly/domain/schedule";
import { type Issues, note } from "../../../lib/forms/issues";
import type { ShiftFormValues } from "./shift-form";

/** The sitter room's limit, as the contract's `settings.sitter.room`. */
export const SITTER_ROOM_MAX = 100;

export function shiftIssues(values: ShiftFormValues): Issues {
  const issues: Issues = {};
  if (values.typeId === null) note(issues, "typeId", fail("validation.required"));
  if (values.date === "") note(issues, "date", fail("validation.required"));
  if (values.payrollDate === "") note(issues, "payrollDate", fail("validation.required"));
  const start = normalizeTime(values.startTime);
  const end = normalizeTime(values.endTime);
  for (const field of ["startTime", "endTime"] as const) {
    note(issues, field, checkTime(values[field]));
    if (values[field].trim() === "") note(issues, field, fail("validation.required"));
  }
  // The domain's rule, as the server applies it.
  if (start.ok && end.ok && start.value !== null && end.value !== null) {
    const same = checkShiftTimes(start.value, end.value);
    if (same) note(issues, "endTime", same);
  }
  const max = FIELD_LIMITS.commentMaxLength;
  const tooLong = (text: string, limit: number) => text.length > limit;
  if (tooLong(values.comments, max)) note(issues, "comments", fail("validation.max", { max }));
  if (tooLong(values.internalComments, max))
    note(issues, "internalComments", fail("validation.max", { max }));
  if (values.sitter && tooLong(values.sitterRoom.trim(), SITTER_ROOM_MAX))
    note(issues, "sitterRoom", fail("validation.max", { max: SITTER_ROOM_MAX }));
  if (values.sitter && tooLong(values.sitterReason.trim(), max))
    note(issues, "sitterReason", fail("validation.max", { max }));
  return issues;
}

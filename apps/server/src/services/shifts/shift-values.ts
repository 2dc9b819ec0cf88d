import type { FieldError, ValidationKey } from "@rosterly/domain/fields";
import type { ShiftPatch } from "@rosterly/contract";
import { isIsoDate, isWireTime, normalizeTime } from "@rosterly/domain/fields";
import {
  checkShiftTimes,
  editedValue,
  isOnCall,
  isWorking,
  payrollDateFor,
  shiftTypeDefaults,
} from "@rosterly/domain/schedule";
import { addDays, localTimeExists } from "@rosterly/domain/time";
import type { ShiftRow, ShiftValues } from "../../repositories/shifts";
import type { FieldErrors } from "../../http/field-errors";
import { ASSIGNABLE_STATES, type WriteContext } from "../activities/write-context";
import { isOfferedTo } from "./offered-type";
import { activityDepartmentError } from "../activities/activity-department";

/** The writable fields of a shift after defaults and checks; the schedule is found from them. */
export type ResolvedShift = Required<
  Pick<
    ShiftValues,
    | "date"
    | "payrollDate"
    | "typeId"
    | "departmentId"
    | "assigneeId"
    | "newAssigneeId"
    | "startTime"
    | "endTime"
    | "flags"
    | "comments"
    | "internalComments"
    | "obligatory"
    | "overtime"
    | "sitter"
    | "settings"
    | "onCall"
    | "available"
    | "canceled"
    | "giveaway"
    | "swapped"
  >
>;

/** `HH:MM`, `HHMM` or `HH:MM:SS` -> the stored `HH:MM:SS`, or null. */
export function storedTime(text: string): string | null {
  if (isWireTime(text)) return text;
  const typed = normalizeTime(text);
  return typed.ok ? typed.value : null;
}

type Report = (field: string, error: FieldError | ValidationKey) => void;

/** Reports a person who may not hold shifts; answers whether they may. */
function person(ctx: WriteContext, userId: number, field: string, report: Report): boolean {
  const profile = ctx.profiles.get(userId);
  const assignable = profile !== undefined && ASSIGNABLE_STATES.has(profile.state);
  if (!assignable) report(field, "validation.assignable_employee");
  return assignable;
}

/**
 * Merges a create (current null) or a change onto the saved shift, applying the editor's rules the
 * server must hold too: a new date moves the payroll date (F-018), a new shift type brings its times
 * and on-call unless they are given and must be offered to the assignee (F-019), and a shift is
 * canceled only while saved and working or on call (F-022). Reports each bad field; answers null
 * when any was bad.
 */
export function resolveShift(
  input: ShiftPatch,
  current: ShiftRow | null,
  ctx: WriteContext,
  errors: FieldErrors,
  index?: number,
): ResolvedShift | null {
  let bad = false;
  const report: Report = (field, error) => {
    bad = true;
    errors.add(field, error, index);
  };
  const date = input.date ?? current?.date ?? "";
  if (!isIsoDate(date)) report("date", "validation.date");
  const payrollDate = payrollDateFor({ date, given: input.payrollDate ?? undefined, saved: current });
  if (!isIsoDate(payrollDate)) report("payroll_date", "validation.date");

  const typeId = input.typeId ?? current?.typeId ?? 0;
  const type = ctx.shiftTypes.get(typeId);
  const typeChanged = current === null || typeId !== current.typeId;
  if (!type)
    report("type_id", { ok: false, key: "validation.hospital_choice", params: { kind: "a shift type" } });
  else if (type.obsolete && typeChanged)
    report("type_id", { ok: false, key: "validation.no_longer_in_use", params: { kind: "shift type" } });

  const timeOf = (
    field: "start_time" | "end_time",
    given: string | undefined,
    fromType: string | undefined,
    saved: string | undefined,
  ) => {
    if (given === undefined) return editedValue(undefined, typeChanged, fromType, saved) ?? null;
    const time = storedTime(given);
    if (time === null) report(field, "validation.time");
    return time;
  };
  const startTime = timeOf("start_time", input.startTime, type?.startTime, current?.startTime);
  const endTime = timeOf("end_time", input.endTime, type?.endTime, current?.endTime);
  const sameTimes = startTime !== null && endTime !== null ? checkShiftTimes(startTime, endTime) : null;
  if (sameTimes) report("end_time", sameTimes);
  // The hour the clocks skip does not exist: no shift can start or end in it.
  if (startTime !== null && isIsoDate(date) && !localTimeExists(date, startTime, ctx.org.timeZone)) {
    report("start_time", "validation.time_skipped");
  }
  if (startTime !== null && endTime !== null && isIsoDate(date)) {
    const endDate = endTime > startTime ? date : addDays(date, 1);
    if (!localTimeExists(endDate, endTime, ctx.org.timeZone)) {
      report("end_time", "validation.time_skipped");
    }
  }

  const departmentId = input.departmentId ?? current?.departmentId ?? 0;
  const departmentError = activityDepartmentError(ctx, departmentId, current?.departmentId);
  if (departmentError !== null) report("department_id", departmentError);

  const assigneeId = input.assigneeId ?? current?.assigneeId ?? 0;
  const assigneeOk = assigneeId === current?.assigneeId || person(ctx, assigneeId, "assignee_id", report);
  // F-019, as the editor offers types: a new type must be offered to the assignee; a saved shift
  // keeps its own type, whoever it goes to.
  const assignee = ctx.profiles.get(assigneeId);
  if (type && !(type.obsolete && typeChanged) && assignee && assigneeOk) {
    if (!isOfferedTo(ctx.jobTypes, type, assignee, current?.typeId ?? null))
      report("type_id", "validation.shift_type_not_offered");
  }
  const newAssigneeId =
    input.newAssigneeId === undefined ? (current?.newAssigneeId ?? null) : input.newAssigneeId;
  if (newAssigneeId !== null && newAssigneeId !== current?.newAssigneeId) {
    if (newAssigneeId === assigneeId) report("new_assignee_id", "validation.give_to_other");
    else person(ctx, newAssigneeId, "new_assignee_id", report);
  }

  const flags = input.flags ? [...new Set(input.flags)] : (current?.flags ?? []);
  for (const id of flags) {
    const flag = ctx.flags.get(id);
    const kept = current?.flags.includes(id) ?? false;
    if (!flag || (flag.obsolete && !kept))
      report("flags", { ok: false, key: "validation.unknown_reference", params: { kind: "flag", id } });
  }

  const canceled = input.canceled ?? current?.canceled ?? false;
  if (canceled && !current?.canceled) {
    if (!current) report("canceled", "validation.cancel_unsaved");
    else if (!isWorking(current, ctx.flagLookup) && !isOnCall(current)) {
      report("canceled", "validation.cancel_not_working");
    }
  }
  if (bad || !type || startTime === null || endTime === null) return null;
  return {
    date,
    payrollDate,
    typeId,
    departmentId,
    assigneeId,
    newAssigneeId,
    startTime,
    endTime,
    flags,
    comments: input.comments ?? current?.comments ?? "",
    internalComments: input.internalComments ?? current?.internalComments ?? "",
    obligatory: input.obligatory ?? current?.obligatory ?? false,
    overtime: input.overtime ?? current?.overtime ?? false,
    sitter: input.sitter ?? current?.sitter ?? false,
    settings: input.settings ? { sitter: input.settings.sitter ?? null } : (current?.settings ?? {}),
    onCall: editedValue(input.onCall, typeChanged, shiftTypeDefaults(type).onCall, current?.onCall),
    available: input.flexOn ?? current?.available ?? false,
    canceled,
    giveaway: input.giveaway ?? current?.giveaway ?? false,
    swapped: input.swapped ?? current?.swapped ?? false,
  };
}

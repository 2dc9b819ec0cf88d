import type { FieldError, ValidationKey } from "@rosterly/domain/fields";
import type { EventPatch } from "@rosterly/contract";
import { isIsoDate } from "@rosterly/domain/fields";
import type { EventRow, NewEventRow } from "../../repositories/events";
import { storedTime } from "../shifts/shift-values";
import type { FieldErrors } from "../../http/field-errors";
import { ASSIGNABLE_STATES, type WriteContext } from "../activities/write-context";
import { activityDepartmentError } from "../activities/activity-department";

export type ResolvedEvent = Required<
  Pick<
    NewEventRow,
    | "assigneeId"
    | "departmentId"
    | "typeId"
    | "dates"
    | "firstDate"
    | "lastDate"
    | "flags"
    | "title"
    | "comments"
    | "startTime"
    | "endTime"
  >
>;

/**
 * Merges a create (current null) or a change onto the saved event and checks it: a person of
 * this hospital, a scheduling department, an event type in use that managers may add (Z-050), at
 * least one real date, known flags, and either both hours (different) or none.
 */
export function resolveEvent(
  input: EventPatch,
  current: EventRow | null,
  ctx: WriteContext,
  errors: FieldErrors,
  index?: number,
): ResolvedEvent | null {
  let bad = false;
  const report = (field: string, error: FieldError | ValidationKey) => {
    bad = true;
    errors.add(field, error, index);
  };
  const assigneeId = input.assigneeId ?? current?.assigneeId ?? 0;
  const profile = ctx.profiles.get(assigneeId);
  if (assigneeId !== current?.assigneeId && (!profile || !ASSIGNABLE_STATES.has(profile.state))) {
    report("assignee_id", "validation.assignable_employee");
  }
  const departmentId = input.departmentId ?? current?.departmentId ?? 0;
  const departmentError = activityDepartmentError(ctx, departmentId, current?.departmentId);
  if (departmentError !== null) report("department_id", departmentError);
  const typeId = input.typeId ?? current?.typeId ?? 0;
  const type = ctx.eventTypes.get(typeId);
  if (!type)
    report("type_id", { ok: false, key: "validation.hospital_choice", params: { kind: "an event type" } });
  else if (typeId !== current?.typeId && type.obsolete)
    report("type_id", { ok: false, key: "validation.no_longer_in_use", params: { kind: "event type" } });
  else if (typeId !== current?.typeId && type.requestOnly)
    report("type_id", "validation.staff_only_event_type");

  const dates = [...new Set(input.dates ?? current?.dates ?? [])].sort();
  if (dates.length === 0) report("dates", "validation.required");
  for (const date of dates) if (!isIsoDate(date)) report("dates", "validation.date");

  const flags = input.flags ? [...new Set(input.flags)] : (current?.flags ?? []);
  for (const id of flags) {
    const flag = ctx.flags.get(id);
    if (!flag || (flag.obsolete && !(current?.flags.includes(id) ?? false)))
      report("flags", { ok: false, key: "validation.unknown_reference", params: { kind: "flag", id } });
  }

  const timeOf = (field: string, given: string | null | undefined, saved: string | null | undefined) => {
    if (given === undefined) return saved ?? null;
    if (given === null || given === "") return null;
    const time = storedTime(given);
    if (time === null) report(field, "validation.time");
    return time;
  };
  const startTime = timeOf("start_time", input.startTime, current?.startTime);
  const endTime = timeOf("end_time", input.endTime, current?.endTime);
  if ((startTime === null) !== (endTime === null)) report("end_time", "validation.hours_pair");
  else if (startTime !== null && startTime === endTime) report("end_time", "validation.same_start_end");

  const first = dates[0];
  const last = dates[dates.length - 1];
  if (bad || first === undefined || last === undefined) return null;
  return {
    assigneeId,
    departmentId,
    typeId,
    dates,
    firstDate: first,
    lastDate: last,
    flags,
    title: input.title ?? current?.title ?? "",
    comments: input.comments ?? current?.comments ?? "",
    startTime,
    endTime,
  };
}

import type { EventPatch } from "@rosterly/contract";
import { isIsoDate } from "@rosterly/domain/fields";
import type { EventRow, NewEventRow } from "../../repositories/events";
import { storedTime } from "../shifts/shift-values";
import { ASSIGNABLE_STATES, type FieldErrors, type WriteContext } from "../shifts/write-context";

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
  const report = (field: string, message: string) => {
    bad = true;
    errors.add(field, message, index);
  };
  const assigneeId = input.assigneeId ?? current?.assigneeId ?? 0;
  const profile = ctx.profiles.get(assigneeId);
  if (assigneeId !== current?.assigneeId && (!profile || !ASSIGNABLE_STATES.has(profile.state))) {
    report("assignee_id", "Choose an active or inactive employee of this hospital.");
  }
  const departmentId = input.departmentId ?? current?.departmentId ?? 0;
  const department = ctx.departments.get(departmentId);
  if (!department) report("department_id", "Choose a department of this hospital.");
  else if (
    departmentId !== current?.departmentId &&
    (!department.partakeInScheduling || department.obsolete)
  ) {
    report("department_id", "This department does not take part in scheduling.");
  }
  const typeId = input.typeId ?? current?.typeId ?? 0;
  const type = ctx.eventTypes.get(typeId);
  if (!type) report("type_id", "Choose an event type of this hospital.");
  else if (typeId !== current?.typeId && type.obsolete)
    report("type_id", "This event type is no longer in use.");
  else if (typeId !== current?.typeId && type.requestOnly)
    report("type_id", "This event type is only requested by staff.");

  const dates = [...new Set(input.dates ?? current?.dates ?? [])].sort();
  if (dates.length === 0) report("dates", "Choose at least one date.");
  for (const date of dates)
    if (!isIsoDate(date)) report("dates", `${date} is not a valid date (YYYY-MM-DD).`);

  const flags = input.flags ? [...new Set(input.flags)] : (current?.flags ?? []);
  for (const id of flags) {
    const flag = ctx.flags.get(id);
    if (!flag || (flag.obsolete && !(current?.flags.includes(id) ?? false)))
      report("flags", `Flag ${id} is not a flag of this hospital in use.`);
  }

  const timeOf = (field: string, given: string | null | undefined, saved: string | null | undefined) => {
    if (given === undefined) return saved ?? null;
    if (given === null || given === "") return null;
    const time = storedTime(given);
    if (time === null) report(field, "Enter a time as HH:MM or HHMM (24-hour).");
    return time;
  };
  const startTime = timeOf("start_time", input.startTime, current?.startTime);
  const endTime = timeOf("end_time", input.endTime, current?.endTime);
  if ((startTime === null) !== (endTime === null)) report("end_time", "Give both hours or neither.");
  else if (startTime !== null && startTime === endTime)
    report("end_time", "The end time must differ from the start time.");

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

import type { OpenShiftInput } from "@rosterly/contract";
import { checkHalfHour } from "@rosterly/domain/fields";
import { localDateOf, localToUtc } from "@rosterly/domain/time";
import type { NewOpenShiftRecord } from "../../repositories/open-shifts";
import { storedTime } from "../shifts/shift-values";
import type { FieldErrors } from "../../http/field-errors";
import type { WriteContext } from "../activities/write-context";
import { jobTypesNotOffered } from "./seat-offer";

export interface Known {
  jobTypeIds: ReadonlySet<number>;
  jobStatusIds: ReadonlySet<number>;
}

/**
 * Checks a new open shift against the hospital's configuration (H-012), its type offered to every
 * job type it names (F-019), and fills the defaults:
 * times from the shift type, eligible departments the shift's own. Reports each bad field; answers
 * null when any was bad. Bidding must end in the future and no later than the shift starts.
 */
export function resolveOpenShift(
  input: OpenShiftInput,
  ctx: WriteContext,
  known: Known,
  errors: FieldErrors,
): Omit<NewOpenShiftRecord, "orgId" | "scheduleId"> | null {
  const before = errors.count;
  const type = ctx.shiftTypes.get(input.typeId);
  if (!type || type.obsolete)
    errors.add("type_id", { ok: false, key: "validation.hospital_choice", params: { kind: "a shift type" } });
  const department = ctx.departments.get(input.departmentId);
  if (!department || !department.partakeInScheduling || department.obsolete) {
    errors.add("department_id", "validation.not_scheduling_department");
  }
  const time = (field: string, given: string | undefined, fromType: string | undefined) => {
    const value = given === undefined ? (fromType ?? null) : storedTime(given);
    if (value === null) errors.add(field, "validation.time");
    else {
      const onStep = checkHalfHour(value);
      if (!onStep.ok) errors.add(field, onStep.key);
    }
    return value;
  };
  const startTime = time("start_time", input.startTime, type?.startTime);
  const endTime = time("end_time", input.endTime, type?.endTime);
  if (startTime !== null && startTime === endTime) errors.add("end_time", "validation.same_start_end");
  const eligibleDepartments = [...new Set(input.eligibleDepartments ?? [input.departmentId])];
  if (eligibleDepartments.some((id) => !ctx.departments.get(id)?.partakeInScheduling)) {
    errors.add("eligible_departments", "validation.not_scheduling_department");
  }
  const jobTypes = [...new Set(input.jobTypes ?? [])];
  if (jobTypes.some((id) => !known.jobTypeIds.has(id)))
    errors.add("job_types", { ok: false, key: "validation.hospital_choice", params: { kind: "job types" } });
  else if (type && !type.obsolete && jobTypesNotOffered(type, jobTypes, ctx.jobTypes).length > 0)
    errors.add("type_id", "validation.shift_type_not_offered_job_types");
  const eligibleJobStatus = [...new Set(input.eligibleJobStatus ?? [])];
  if (eligibleJobStatus.some((id) => !known.jobStatusIds.has(id))) {
    errors.add("eligible_job_status", {
      ok: false,
      key: "validation.hospital_choice",
      params: { kind: "job statuses" },
    });
  }
  const flags = [...new Set(input.flags ?? [])];
  if (flags.some((id) => !ctx.flags.get(id) || ctx.flags.get(id)?.obsolete)) {
    errors.add("flags", { ok: false, key: "validation.hospital_choice", params: { kind: "flags" } });
  }
  const today = localDateOf(ctx.now, ctx.org.timeZone);
  if (today !== null && input.date < today) errors.add("date", "validation.date_not_past");
  const biddingEndsOn = new Date(input.biddingEndsOn);
  const starts = startTime === null ? null : localToUtc(input.date, startTime, ctx.org.timeZone);
  if (biddingEndsOn.getTime() <= ctx.now.getTime())
    errors.add("bidding_ends_on", "validation.bidding_end_future");
  else if (starts !== null && biddingEndsOn.getTime() > starts.getTime()) {
    errors.add("bidding_ends_on", "validation.bidding_end_before_shift");
  }
  if (errors.count > before || startTime === null || endTime === null) return null;
  return {
    departmentId: input.departmentId,
    typeId: input.typeId,
    date: input.date,
    payrollDate: input.date,
    startTime,
    endTime,
    title: input.title ?? "",
    comments: input.comments ?? "",
    flags,
    jobTypes,
    eligibleDepartments,
    eligibleJobStatus,
    opening: input.opening,
    fcfs: input.fcfs ?? false,
    onCall: input.onCall ?? type?.onCall ?? false,
    sitter: input.sitter ?? false,
    selfScheduleOnly: input.selfScheduleOnly ?? false,
    settings: input.sitter && input.settings?.sitter ? { sitter: input.settings.sitter } : {},
    biddingEndsOn,
  };
}

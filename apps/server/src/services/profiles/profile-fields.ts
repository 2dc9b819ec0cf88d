import type { FieldError } from "@rosterly/domain/fields";
import type { profileFieldsInput } from "@rosterly/contract";
import { keepsCharge } from "@rosterly/domain/accounts";
import {
  FIELD_LIMITS,
  isIsoDate,
  normalizeText,
  normalizeUsPhone,
  parseNumberInRange,
  USER_FIELD_LIMITS,
} from "@rosterly/domain/fields";
import type { z } from "zod";
import type { Reference, References } from "../../repositories/account-references";
import type { ProfileRow } from "../../repositories/profiles";
import { type FieldErrors, wirePath } from "../../http/field-errors";

export type ProfileFieldsInput = Partial<z.infer<typeof profileFieldsInput>>;

export interface ProfileFieldValues {
  departmentId: number;
  jobTypeId: number;
  jobStatusId: number;
  shiftTypeId: number;
  employeeId: string;
  jobTitle: string | null;
  dailyHours: number;
  weeklyHours: number;
  phoneWork: string | null;
  hiredOn: string | null;
  scheduleNotes: string | null;
}

type RefField = "departmentId" | "jobTypeId" | "jobStatusId" | "shiftTypeId";
const REF_KINDS: Record<RefField, { key: keyof Omit<References, "nonWorkingFlags">; noun: string }> = {
  departmentId: { key: "departments", noun: "department" },
  jobTypeId: { key: "jobTypes", noun: "job type" },
  jobStatusId: { key: "jobStatuses", noun: "job status" },
  shiftTypeId: { key: "shiftTypes", noun: "shift type" },
};

/** A reference must be one of the organisation's rows, and not retired unless it is already the profile's. */
export function checkReference(
  refs: References,
  field: RefField,
  value: number,
  current: number | null,
): FieldError | null {
  const { key, noun } = REF_KINDS[field];
  const row: Reference | undefined = refs[key].get(value);
  if (!row) return { ok: false, key: "validation.unknown_reference", params: { kind: noun, id: value } };
  if (row.obsolete && value !== current)
    return { ok: false, key: "validation.no_longer_in_use", params: { kind: noun } };
  return null;
}

/**
 * Applies the job-info rules (D-008, D-009) to the fields given, recording a message per bad field
 * under `prefix`; answers the good ones normalised.
 */
export function checkProfileFields(
  input: ProfileFieldsInput,
  refs: References,
  errors: FieldErrors,
  prefix: string,
  current: ProfileRow | null,
): Partial<ProfileFieldValues> {
  const out: Partial<ProfileFieldValues> = {};
  const name = (field: string) => wirePath(prefix, field);
  for (const field of ["departmentId", "jobTypeId", "jobStatusId", "shiftTypeId"] as const) {
    const value = input[field];
    if (value === undefined) continue;
    const problem = checkReference(refs, field, value, current?.[field] ?? null);
    if (problem) errors.add(name(field), problem);
    else out[field] = value;
  }
  const text = (field: "employeeId" | "jobTitle", optional: boolean) => {
    const value = input[field];
    if (value === undefined) return;
    const parsed = normalizeText(value, USER_FIELD_LIMITS[field]);
    if (!parsed.ok) errors.add(name(field), parsed);
    else if (field === "employeeId") out.employeeId = parsed.value;
    else out.jobTitle = optional && parsed.value === "" ? null : parsed.value;
  };
  text("employeeId", false);
  text("jobTitle", true);
  for (const field of ["dailyHours", "weeklyHours"] as const) {
    const value = input[field];
    if (value === undefined) continue;
    const parsed = parseNumberInRange(value, USER_FIELD_LIMITS[field]);
    if (!parsed.ok) errors.add(name(field), parsed);
    else if (parsed.value !== null) out[field] = parsed.value;
  }
  if (input.phoneWork !== undefined) {
    const parsed = normalizeUsPhone(input.phoneWork);
    if (parsed.ok) out.phoneWork = parsed.value;
    else errors.add(name("phoneWork"), parsed);
  }
  if (input.hiredOn !== undefined) {
    if (input.hiredOn === null || isIsoDate(input.hiredOn)) out.hiredOn = input.hiredOn;
    else errors.add(name("hiredOn"), "validation.date");
  }
  if (input.scheduleNotes !== undefined) {
    const parsed = normalizeText(input.scheduleNotes, {
      required: false,
      maxLength: FIELD_LIMITS.commentMaxLength,
    });
    if (parsed.ok) out.scheduleNotes = parsed.value === "" ? null : parsed.value;
    else errors.add(name("scheduleNotes"), parsed);
  }
  return out;
}

/** Charge is kept only if the profile's job type can be charge nurse (D-009). */
export function resolveCharge(refs: References, jobTypeId: number | null, wanted: boolean): boolean {
  const jobType = jobTypeId === null ? undefined : refs.jobTypes.get(jobTypeId);
  return wanted && jobType !== undefined && keepsCharge(jobType.settings);
}

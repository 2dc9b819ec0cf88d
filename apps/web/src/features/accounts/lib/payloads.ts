/**
 * Form values -> request bodies: trimmed text, phones with the +1 country code, work phone null
 * when empty, charge only where the job type allows it (D-009), dates as stored `YYYY-MM-DD`.
 */
import type {
  profileFieldsInput,
  scheduledChangeInput,
  statusChangeInput,
  UserPatchBody,
} from "@rosterly/contract";
import type { ScheduledChangeRequest, ScheduledField } from "@rosterly/domain/accounts";
import { normalizeDateInput, normalizeUsPhone } from "@rosterly/domain/fields";
import type { z } from "zod";
import type { DialogValues, ScheduledRow } from "./dialog-values";

const phone = (value: string): string | null => {
  const parsed = normalizeUsPhone(value);
  return parsed.ok ? parsed.value : null;
};

const orNull = (value: string): string | null => (value.trim() === "" ? null : value.trim());

export function userFields(values: DialogValues) {
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    alias: orNull(values.alias),
    gender: values.gender === "" ? null : values.gender,
    phonePersonal: phone(values.phonePersonal),
  } satisfies UserPatchBody;
}

export function profileFields(
  values: DialogValues,
  allowsCharge: boolean,
): z.input<typeof profileFieldsInput> & { charge: boolean } {
  const hired = normalizeDateInput(values.hiredOn);
  return {
    departmentId: Number(values.departmentId),
    jobTypeId: Number(values.jobTypeId),
    jobStatusId: Number(values.jobStatusId),
    shiftTypeId: Number(values.shiftTypeId),
    employeeId: values.employeeId.trim(),
    jobTitle: orNull(values.jobTitle),
    charge: allowsCharge && values.charge,
    dailyHours: Number(values.dailyHours.trim()),
    weeklyHours: Number(values.weeklyHours.trim()),
    phoneWork: phone(values.phoneWork),
    hiredOn: hired.ok ? hired.value : null,
  };
}

export function activationBody(values: DialogValues): { now: true } | { on: string } {
  const { mode, on } = values.activation;
  return mode === "date" && on !== null ? { on } : { now: true };
}

/** null clears a scheduled status (the editor removed it); otherwise the chosen change. */
export function statusBody(values: DialogValues): z.input<typeof statusChangeInput> | null {
  const { status } = values;
  if (status.state === "") return null;
  const effective =
    status.immediately || status.effectiveOn === null ? { now: true as const } : { on: status.effectiveOn };
  return {
    state: status.state,
    effective,
    until: status.state === "inactive" ? status.until : null,
    shiftFlags: status.state === "active" ? [] : status.flagIds,
    deleteShifts: status.state === "severed" && status.deleteShifts,
    confirmation: status.confirmation,
  };
}

/**
 * The form keeps one row per field change; the API takes one entry per date. `rowsOf[i][j]` is the
 * row of entry i's field j, so the domain's answers can be shown on the right row.
 */
type ScheduledEntry = { effectiveOn: string; fields: { field: ScheduledField; value: number }[] };

export function groupScheduledRows(rows: readonly ScheduledRow[]): {
  requests: ScheduledEntry[] & ScheduledChangeRequest[];
  rowsOf: number[][];
} {
  const requests: ScheduledEntry[] = [];
  const rowsOf: number[][] = [];
  rows.forEach((row, index) => {
    if (row.field === "" || row.effectiveOn === null || row.value === "") return;
    let at = requests.findIndex((request) => request.effectiveOn === row.effectiveOn);
    if (at === -1) {
      at = requests.push({ effectiveOn: row.effectiveOn, fields: [] }) - 1;
      rowsOf.push([]);
    }
    requests[at]?.fields.push({ field: row.field, value: Number(row.value) });
    rowsOf[at]?.push(index);
  });
  return { requests, rowsOf };
}

export function scheduledBody(values: DialogValues): z.input<typeof scheduledChangeInput>[] {
  return groupScheduledRows(values.scheduled).requests;
}

/**
 * The new-open-shift form (H-012): its values, what the form checks before sending (the domain's
 * field rules, so the messages match the server's) and the request it becomes. The deadline is
 * entered in the hospital's time zone and sent as an instant.
 */
import { TZDate } from "@date-fns/tz";
import type { Hospital, OpenShiftInput } from "@rosterly/contract";
import { checkHalfHour, checkTime, fail, formatTimeInput, normalizeTime } from "@rosterly/domain/fields";
import { localToUtc } from "@rosterly/domain/time";
import { type Issues, note } from "../../../lib/forms/issues";

export interface CreateOpenShiftValues {
  date: string;
  typeId: number | "";
  startTime: string;
  endTime: string;
  opening: string;
  fcfs: boolean;
  jobTypes: number[];
  /** `YYYY-MM-DDTHH:mm` in the hospital's zone. */
  biddingEndsOn: string;
  title: string;
  comments: string;
}

export interface CreatePrefill {
  date: string;
  typeId?: number;
  opening?: number;
  jobTypes?: readonly number[];
}

const HALF_HOUR_MS = 30 * 60 * 1000;
const DEFAULT_NOTICE_MS = 4 * 60 * 60 * 1000;

/** `YYYY-MM-DDTHH:mm` of an instant in a zone. */
export function localInput(instant: number, timeZone: string): string {
  const local = new TZDate(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/** The instant a `YYYY-MM-DDTHH:mm` stands for in a zone, as ISO; null when it is no such time. */
export function instantOfLocal(value: string, timeZone: string): string | null {
  const [date, time] = value.split("T");
  if (date === undefined || time === undefined) return null;
  return localToUtc(date, time, timeZone)?.toISOString() ?? null;
}

export function createDefaults(
  hospital: Hospital,
  prefill: CreatePrefill,
  now: number,
  timeZone: string,
): CreateOpenShiftValues {
  const type = hospital.shiftTypes.find((row) => row.id === prefill.typeId);
  // Four hours' notice, but never past the hour before the shift starts (the server's limit is its start).
  const starts = type ? localToUtc(prefill.date, type.startTime, timeZone)?.getTime() : undefined;
  const latest = starts === undefined ? Number.POSITIVE_INFINITY : starts - 2 * HALF_HOUR_MS;
  const deadline = Math.max(
    Math.ceil((now + HALF_HOUR_MS) / HALF_HOUR_MS) * HALF_HOUR_MS,
    Math.min(Math.ceil((now + DEFAULT_NOTICE_MS) / HALF_HOUR_MS) * HALF_HOUR_MS, latest),
  );
  return {
    date: prefill.date,
    typeId: type?.id ?? "",
    startTime: type ? formatTimeInput(type.startTime) : "",
    endTime: type ? formatTimeInput(type.endTime) : "",
    opening: String(prefill.opening ?? 1),
    fcfs: false,
    jobTypes: [...(prefill.jobTypes ?? [])],
    biddingEndsOn: localInput(deadline, timeZone),
    title: "",
    comments: "",
  };
}

const COMMENTS_MAX = 1000;
const TITLE_MAX = 255;

export function createIssues(values: CreateOpenShiftValues, timeZone: string): Issues {
  const issues: Issues = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) note(issues, "date", fail("validation.date"));
  if (values.typeId === "") note(issues, "typeId", fail("validation.required"));
  for (const field of ["startTime", "endTime"] as const) {
    const value = values[field];
    if (value.trim() === "") note(issues, field, fail("validation.required"));
    note(issues, field, checkTime(value));
    const parsed = normalizeTime(value);
    if (parsed.ok && parsed.value !== null) note(issues, field, checkHalfHour(parsed.value));
  }
  const opening = Number(values.opening);
  if (values.opening.trim() === "") note(issues, "opening", fail("validation.required"));
  else if (!Number.isInteger(opening)) note(issues, "opening", fail("validation.integer"));
  else if (opening < 1) note(issues, "opening", fail("validation.min_value", { min: 1 }));
  if (instantOfLocal(values.biddingEndsOn, timeZone) === null)
    note(issues, "biddingEndsOn", fail("validation.required"));
  if (values.title.length > TITLE_MAX) note(issues, "title", fail("validation.max", { max: TITLE_MAX }));
  if (values.comments.length > COMMENTS_MAX)
    note(issues, "comments", fail("validation.max", { max: COMMENTS_MAX }));
  return issues;
}

/** The request, once `createIssues` found nothing. */
export function createInput(
  values: CreateOpenShiftValues,
  departmentId: number,
  timeZone: string,
): OpenShiftInput {
  const time = (value: string) => {
    const parsed = normalizeTime(value);
    return parsed.ok && parsed.value !== null ? parsed.value : value;
  };
  return {
    departmentId,
    date: values.date,
    typeId: Number(values.typeId),
    startTime: time(values.startTime),
    endTime: time(values.endTime),
    opening: Number(values.opening),
    fcfs: values.fcfs,
    ...(values.jobTypes.length > 0 ? { jobTypes: values.jobTypes } : {}),
    biddingEndsOn: instantOfLocal(values.biddingEndsOn, timeZone) ?? "",
    title: values.title.trim(),
    comments: values.comments,
  };
}

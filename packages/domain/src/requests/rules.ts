/**
 * What a request may ask for (Y-028): split parts that tile the shift, who may be a swap partner
 * or a giveaway receiver, and when a request awaiting review lapses. Shared by the server, which
 * refuses what breaks them, and the web, which offers only what keeps them.
 */
import { type SplitError, type SplitPart, splitSaveError } from "../schedule/split-shift.ts";
import {
  addDays,
  formatTimeOfDay,
  type LocalDate,
  localToUtc,
  MINUTES_PER_DAY,
  parseTimeOfDay,
} from "../time/index.ts";

/** One part of a split as a requester names it: who works it and its hours (`HH:mm[:ss]`). */
export interface RequestedSplitPart {
  readonly assigneeId: number;
  readonly startTime: string;
  readonly endTime: string;
}

/** The shift a split request cuts. */
export interface SplitShift {
  readonly date: LocalDate;
  readonly startTime: string;
  readonly endTime: string;
  readonly assigneeId: number;
}

/** A part placed on the calendar: a part starting after midnight of an overnight shift is the next day. */
export interface PlacedSplitPart {
  readonly assigneeId: number;
  readonly date: LocalDate;
  readonly startTime: string;
  readonly endTime: string;
}

export type SplitRequestError =
  | SplitError
  | "first_part_requester"
  | "part_to_requester"
  | "repeated_assignee";

export type SplitRequestCheck =
  | { readonly ok: true; readonly parts: readonly PlacedSplitPart[] }
  | { readonly ok: false; readonly error: SplitRequestError };

/**
 * The parts of a split request (K-003 Split, K-020), in time order: they must follow one another
 * from the shift's start to its end (2 or 3 parts, none empty). The first part stays the
 * requester's; each other part goes to someone else, each person at most once.
 */
export function checkSplitRequest(
  shift: SplitShift,
  parts: readonly RequestedSplitPart[],
): SplitRequestCheck {
  const origin = parseTimeOfDay(shift.startTime);
  if (origin === null) return { ok: false, error: "invalid_time" };
  const offsets: SplitPart[] = [];
  for (const part of parts) {
    const start = parseTimeOfDay(part.startTime);
    const end = parseTimeOfDay(part.endTime);
    if (start === null || end === null) return { ok: false, error: "invalid_time" };
    const from = (start - origin + MINUTES_PER_DAY) % MINUTES_PER_DAY;
    const to = (end - origin + MINUTES_PER_DAY) % MINUTES_PER_DAY || MINUTES_PER_DAY;
    offsets.push({ start: from, end: to, assigneeId: part.assigneeId });
  }
  if (offsets.length < 2) return { ok: false, error: "no_parts" };
  const error = splitSaveError(offsets, shift);
  if (error !== null) return { ok: false, error };
  const [first, ...rest] = offsets;
  if (first?.assigneeId !== shift.assigneeId) return { ok: false, error: "first_part_requester" };
  if (rest.some((part) => part.assigneeId === shift.assigneeId))
    return { ok: false, error: "part_to_requester" };
  if (new Set(rest.map((part) => part.assigneeId)).size !== rest.length)
    return { ok: false, error: "repeated_assignee" };
  return {
    ok: true,
    parts: offsets.map((part) => ({
      assigneeId: part.assigneeId,
      date: addDays(shift.date, Math.floor((origin + part.start) / MINUTES_PER_DAY)),
      startTime: formatTimeOfDay(origin + part.start, { seconds: true }),
      endTime: formatTimeOfDay(origin + part.end, { seconds: true }),
    })),
  };
}

/** A job type as the swap rule reads it. */
export interface SwapJobType {
  readonly id: number;
  readonly swappableJobTypes: readonly number[];
}

/**
 * Whether someone of `requesterJobTypeId` may exchange or hand a shift to someone of
 * `partnerJobTypeId`: the same job type always, others when the requester's job type lists them.
 */
export function canSwapJobTypes(
  jobTypes: readonly SwapJobType[],
  requesterJobTypeId: number | null,
  partnerJobTypeId: number | null,
): boolean {
  if (requesterJobTypeId === null || partnerJobTypeId === null) return false;
  if (requesterJobTypeId === partnerJobTypeId) return true;
  const own = jobTypes.find((row) => row.id === requesterJobTypeId);
  return own?.swappableJobTypes.includes(partnerJobTypeId) ?? false;
}

/** A person as the receiver rules read them. */
export interface RequestPerson {
  readonly userId: number;
  readonly state: string;
  readonly departmentId: number | null;
  readonly jobTypeId: number | null;
}

export type CounterpartError = "self" | "not_active" | "other_department" | "job_type";

/**
 * Who may take a colleague's shift (giveaway receiver, split part) or offer theirs in exchange
 * (swap partner): an active person of the shift's department, not the requester, whose job type
 * the requester's may swap with. Null when they may.
 */
export function counterpartError(
  jobTypes: readonly SwapJobType[],
  requester: RequestPerson,
  counterpart: RequestPerson,
  departmentId: number,
): CounterpartError | null {
  if (counterpart.userId === requester.userId) return "self";
  if (counterpart.state !== "active") return "not_active";
  if (counterpart.departmentId !== departmentId) return "other_department";
  if (!canSwapJobTypes(jobTypes, requester.jobTypeId, counterpart.jobTypeId)) return "job_type";
  return null;
}

/**
 * When a request awaiting review lapses (Y-034): `expiryHours` before the earliest thing it
 * concerns starts (a shift at its start time, time off at the start of its first day). Null for a
 * time that does not exist on the hospital's clock.
 */
export function requestDeadline(
  first: { date: LocalDate; startTime: string | null },
  timeZone: string,
  expiryHours: number,
): Date | null {
  const start = localToUtc(first.date, first.startTime ?? "00:00", timeZone);
  return start === null ? null : new Date(start.getTime() - expiryHours * 3_600_000);
}

/** Whether a request concerning `first` has lapsed at `now`. */
export function hasLapsed(
  first: { date: LocalDate; startTime: string | null },
  timeZone: string,
  expiryHours: number,
  now: Date,
): boolean {
  const deadline = requestDeadline(first, timeZone, expiryHours);
  return deadline !== null && now.getTime() >= deadline.getTime();
}

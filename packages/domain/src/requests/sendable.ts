/**
 * What a staff member may ask for (Y-028): which kinds the hospital offers, which of their shifts a
 * request may name, the event types they may ask for and the dates a time-off request may carry.
 * The web hides what the server would refuse; the server applies the same rules and answers 400.
 */
import { type FlagLookup, isWorking, type ShiftStatusFields } from "../schedule/index.ts";
import { addDays, isLocalDate, shiftInstants } from "../time/index.ts";

/** The hospital's request settings that decide what staff may send (settings `requests.*`). */
export interface RequestOffer {
  readonly giveawayEnabled: boolean;
  readonly rescheduleEnabled: boolean;
  readonly splitEnabled: boolean;
  readonly swapCutoffHours: number;
  readonly eventMinNoticeDays: number;
  /** null: every event type that is not admin-only. */
  readonly requestableEventTypes: readonly number[] | null;
}

export const SHIFT_CHANGE_KINDS = ["giveaway", "swap", "reschedule", "split"] as const;
export type ShiftChangeKind = (typeof SHIFT_CHANGE_KINDS)[number];

/** The kinds of change a staff member may ask for on a shift, in the order they are offered. */
export function offeredShiftChanges(offer: RequestOffer): ShiftChangeKind[] {
  return SHIFT_CHANGE_KINDS.filter(
    (kind) =>
      kind === "swap" ||
      (kind === "giveaway" && offer.giveawayEnabled) ||
      (kind === "reschedule" && offer.rescheduleEnabled) ||
      (kind === "split" && offer.splitEnabled),
  );
}

/** The fields of an event type that decide whether staff may ask for it. */
export interface EventTypeTraits {
  readonly id: number;
  readonly adminOnly: boolean;
  readonly obsolete: boolean;
}

/** Event types staff may ask for: never admin-only or obsolete, and within the hospital's list when it keeps one. */
export function requestableEventTypes<T extends EventTypeTraits>(
  types: readonly T[],
  offer: RequestOffer,
): T[] {
  const allowed = offer.requestableEventTypes === null ? null : new Set(offer.requestableEventTypes);
  return types.filter(
    (type) => !type.adminOnly && !type.obsolete && (allowed === null || allowed.has(type.id)),
  );
}

/** The fields of a shift that decide whether its assignee may send a request about it. */
export interface RequestableShift extends ShiftStatusFields {
  readonly assigneeId: number | null;
  readonly date: string;
  readonly startTime: string;
  readonly endTime: string;
}

export type ShiftRequestBlock = "not_own" | "started" | "canceled" | "not_worked" | "flag";

/**
 * A shift has started once its start, in the organisation's zone, is not after `now` (ms); one whose
 * times cannot be placed counts as started. No request may name a started shift.
 */
export function shiftStarted(
  shift: { date: string; startTime: string; endTime: string },
  now: number,
  timeZone: string,
): boolean {
  const instants = shiftInstants(shift.date, shift.startTime, shift.endTime, timeZone);
  return instants === null || instants.start.getTime() <= now;
}

/**
 * Why no request may name this shift, or null when one may: it must be the caller's, not canceled,
 * not yet started, still worked by them (not given away, swapped, offered as available, on call or
 * flagged non-working), and carry only flags that allow requests.
 */
export function shiftRequestBlock(
  shift: RequestableShift,
  caller: {
    userId: number;
    now: number;
    timeZone: string;
    flags: FlagLookup;
    flagAllowsRequest: (flagId: number) => boolean;
  },
): ShiftRequestBlock | null {
  if (shift.assigneeId !== caller.userId) return "not_own";
  if (shift.canceled) return "canceled";
  if (shiftStarted(shift, caller.now, caller.timeZone)) return "started";
  if (!isWorking(shift, caller.flags)) return "not_worked";
  if (shift.flags.some((flag) => !caller.flagAllowsRequest(flag))) return "flag";
  return null;
}

/**
 * A swap is closed once the shift starts within the cut-off (hours before its start, in the
 * organisation's zone); zero hours closes it at the start.
 */
export function swapClosed(
  shift: { date: string; startTime: string; endTime: string },
  cutoffHours: number,
  now: number,
  timeZone: string,
): boolean {
  const instants = shiftInstants(shift.date, shift.startTime, shift.endTime, timeZone);
  if (instants === null) return true;
  return instants.start.getTime() - cutoffHours * 3_600_000 <= now;
}

/** The first day a time-off request may ask for. */
export const earliestTimeOff = (today: string, offer: RequestOffer): string =>
  addDays(today, Math.max(0, offer.eventMinNoticeDays));

export type TimeOffDatesIssue = "required" | "invalid_date" | "too_soon" | "too_many";

/** The most dates one time-off request carries (a year). */
export const TIME_OFF_DATES_MAX = 366;

/** Why these dates cannot be asked for, or null when they can. */
export function timeOffDatesIssue(
  dates: readonly string[],
  today: string,
  offer: RequestOffer,
): TimeOffDatesIssue | null {
  if (dates.length === 0) return "required";
  if (dates.length > TIME_OFF_DATES_MAX) return "too_many";
  if (dates.some((date) => !isLocalDate(date))) return "invalid_date";
  const earliest = earliestTimeOff(today, offer);
  if (dates.some((date) => date < earliest)) return "too_soon";
  return null;
}

/** The days from `start` to `end` inclusive (either order), at most TIME_OFF_DATES_MAX + 1 of them. */
export function dateRange(start: string, end: string): string[] {
  if (!isLocalDate(start) || !isLocalDate(end)) return [];
  const [from, to] = start <= end ? [start, end] : [end, start];
  const days: string[] = [];
  for (let day = from; day <= to && days.length <= TIME_OFF_DATES_MAX; day = addDays(day, 1)) days.push(day);
  return days;
}

/** `dates` with `added` merged in, sorted and without repeats. */
export const mergeDates = (dates: readonly string[], added: readonly string[]): string[] =>
  [...new Set([...dates, ...added])].sort();

export type RescheduleIssue = "required" | "invalid_date" | "same_date" | "past";

/** Why a shift cannot be moved to `date`, or null when it can. */
export function rescheduleIssue(shiftDate: string, date: string, today: string): RescheduleIssue | null {
  if (date === "") return "required";
  if (!isLocalDate(date)) return "invalid_date";
  if (date === shiftDate) return "same_date";
  if (date < today) return "past";
  return null;
}

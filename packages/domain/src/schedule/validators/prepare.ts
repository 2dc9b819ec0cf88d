/**
 * Shifts and events reduced once to the numbers the validators compare: day numbers and wall-clock
 * minutes on one line (day * 1440 + minute of day). Every validator counts only working shifts, so a
 * shift that is not working, has no assignee or cannot be placed in time becomes null and is ignored.
 */
import {
  addDays,
  dayInterval,
  elapsedShiftMinutes,
  localToUtc,
  parseLocalDate,
  parseTimeOfDay,
} from "../../time/index.ts";

const DAY_MS = 86_400_000;
import type { EntityId, FlagLookup, ScheduleEvent, ScheduleShift } from "../types.ts";
import { isWorking } from "../working-status.ts";

/** Something that occupies a user's time: a working shift or one date of a blocking event. */
export interface TimeSlot {
  readonly userId: number;
  readonly day: number;
  /** [start, end) in wall-clock minutes from day 0. */
  readonly start: number;
  readonly end: number;
  readonly isEvent: boolean;
}

export interface PreparedShift extends TimeSlot {
  readonly id: EntityId;
  readonly isEvent: false;
  /** Day weekly hours are counted on. */
  readonly payrollDay: number;
  readonly typeId: number;
  readonly departmentId: number | null;
  /** Scheduled (wall-clock) minutes: what staffing and counts compare with a shift type's length. */
  readonly minutes: number;
  /** Minutes that really elapse (one hour less or more on the DST nights): what hours worked add up. */
  readonly elapsedMinutes: number;
  readonly sitter: boolean;
}

/**
 * Parses each distinct date and time string once: a schedule has thousands of shifts but only a few
 * dozen dates and a dozen times, and the first validation runs before the engine is warmed up.
 */
export class FieldParser {
  private readonly days = new Map<string, number | null>();
  private readonly minutes = new Map<string, number | null>();
  private readonly clockChanges = new Map<string, boolean>();

  /** `timeZone`: the organisation's; without one, elapsed time is taken as wall-clock time. */
  constructor(private readonly timeZone?: string) {}

  /**
   * Elapsed minutes of a shift on `date` whose wall-clock length is `wallMinutes`. Only the dates
   * whose next two days hold a clock change (two a year) are converted to instants.
   */
  elapsed(date: string, startTime: string, endTime: string, wallMinutes: number): number {
    const zone = this.timeZone;
    if (!zone) return wallMinutes;
    let changes = this.clockChanges.get(date);
    if (changes === undefined) {
      const midnight = localToUtc(date, "00:00", zone);
      const twoDaysOn = localToUtc(addDays(date, 2), "00:00", zone);
      changes =
        midnight !== null && twoDaysOn !== null && twoDaysOn.getTime() - midnight.getTime() !== 2 * DAY_MS;
      this.clockChanges.set(date, changes);
    }
    if (!changes) return wallMinutes;
    return elapsedShiftMinutes(date, startTime, endTime, zone) ?? wallMinutes;
  }

  day(date: string): number | null {
    let day = this.days.get(date);
    if (day === undefined) {
      day = parseLocalDate(date);
      this.days.set(date, day);
    }
    return day;
  }

  minute(time: string): number | null {
    let minute = this.minutes.get(time);
    if (minute === undefined) {
      minute = parseTimeOfDay(time);
      this.minutes.set(time, minute);
    }
    return minute;
  }
}

export function prepareShift(
  shift: ScheduleShift,
  flags: FlagLookup,
  parse: FieldParser,
): PreparedShift | null {
  if (shift.assigneeId === null || !isWorking(shift, flags)) return null;
  const day = parse.day(shift.date);
  const startMinute = parse.minute(shift.startTime);
  const endMinute = parse.minute(shift.endTime);
  if (day === null || startMinute === null || endMinute === null) return null;
  const { start, end } = dayInterval(day, startMinute, endMinute);
  const payrollDay = shift.payrollDate ? parse.day(shift.payrollDate) : null;
  return {
    id: shift.id,
    userId: shift.assigneeId,
    day,
    start,
    end,
    isEvent: false,
    payrollDay: payrollDay ?? day,
    typeId: shift.typeId,
    departmentId: shift.departmentId,
    minutes: end - start,
    elapsedMinutes: parse.elapsed(shift.date, shift.startTime, shift.endTime, end - start),
    sitter: shift.sitter,
  };
}

/**
 * One slot per date of an approved event, or of one without a request state (managers' events are
 * stored approved, Y-027). Pending, rejected, withdrawn or expired requests take no time. The
 * event's hours apply on each date; without both hours it takes the whole day.
 */
export function prepareEvent(event: ScheduleEvent, parse: FieldParser): TimeSlot[] {
  if (event.assigneeId === null || (event.state && event.state !== "approved")) return [];
  const userId = event.assigneeId;
  const startMinute = event.startTime ? parse.minute(event.startTime) : null;
  const endMinute = event.endTime ? parse.minute(event.endTime) : null;
  const slots: TimeSlot[] = [];
  for (const date of new Set(event.dates)) {
    const day = parse.day(date);
    if (day === null) continue;
    const span =
      startMinute !== null && endMinute !== null
        ? dayInterval(day, startMinute, endMinute)
        : dayInterval(day, 0, 0);
    slots.push({ userId, day, start: span.start, end: span.end, isEvent: true });
  }
  return slots;
}

/** The working shifts of a list, prepared (for one-off validation; the state keeps its own). */
export function prepareShifts(
  shifts: readonly ScheduleShift[],
  flags: FlagLookup,
  timeZone?: string,
): PreparedShift[] {
  const parse = new FieldParser(timeZone);
  const prepared: PreparedShift[] = [];
  for (const shift of shifts) {
    const one = prepareShift(shift, flags, parse);
    if (one) prepared.push(one);
  }
  return prepared;
}

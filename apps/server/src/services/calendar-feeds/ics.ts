import { TZDate } from "@date-fns/tz";
import { localToUtc, shiftInstants } from "@rosterly/domain/time";
import ical, { ICalEventStatus, ICalEventTransparency } from "ical-generator";
import { vtimezone } from "./vtimezone";

/** A shift as a feed shows it; the summary names the unit and the shift type. */
export interface FeedShift {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  canceled: boolean;
  typeName: string;
  unitName: string;
  /** Whose shift, in a department feed; absent in a personal one. */
  assigneeName?: string;
  modifiedOn: Date;
}

/** One day of approved time off; timed when the entry has hours, all-day otherwise. */
export interface FeedTimeOff {
  id: number;
  date: string;
  startTime: string | null;
  endTime: string | null;
  typeName: string;
  assigneeName?: string;
  modifiedOn: Date;
}

export interface FeedContent {
  name: string;
  /** The host the event UIDs are scoped to (stable across requests, so calendars update in place). */
  host: string;
  timeZone: string;
  from: Date;
  to: Date;
  shifts: readonly FeedShift[];
  timeOff: readonly FeedTimeOff[];
}

const compactDate = (date: string) => date.replaceAll("-", "");

function summaryOf(parts: readonly (string | undefined)[]): string {
  return parts.filter((part): part is string => part !== undefined && part !== "").join(" · ");
}

/**
 * The feed as RFC 5545 text. Times are local to the hospital's zone with its VTIMEZONE, so a night
 * shift across a DST change keeps its wall-clock start and end; DTSTAMP is the row's last change,
 * so an unchanged schedule gives byte-identical output (and the same ETag).
 */
export function calendarText(content: FeedContent): string {
  const { timeZone } = content;
  const calendar = ical({
    name: content.name,
    prodId: { company: "Rosterly", product: "Rosterly calendar feed", language: "EN" },
    timezone: { name: timeZone, generator: (zone) => vtimezone(zone, content.from, content.to) },
    ttl: 60 * 60,
  });
  for (const shift of content.shifts) {
    const instants = shiftInstants(shift.date, shift.startTime, shift.endTime, timeZone);
    if (!instants) continue;
    calendar.createEvent({
      id: `shift-${shift.id}@${content.host}`,
      start: new TZDate(instants.start.getTime(), timeZone),
      end: new TZDate(instants.end.getTime(), timeZone),
      timezone: timeZone,
      summary: summaryOf([shift.assigneeName, shift.typeName, shift.unitName]),
      status: shift.canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      transparency: shift.canceled ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
      stamp: shift.modifiedOn,
      lastModified: shift.modifiedOn,
    });
  }
  for (const day of content.timeOff) {
    const timed =
      day.startTime && day.endTime ? shiftInstants(day.date, day.startTime, day.endTime, timeZone) : null;
    // Midday of the day in the hospital's zone: an all-day entry formats as that local date.
    const midday = localToUtc(day.date, "12:00", timeZone);
    if (!midday) continue;
    const allDayStart = new TZDate(midday.getTime(), timeZone);
    calendar.createEvent({
      id: `timeoff-${day.id}-${compactDate(day.date)}@${content.host}`,
      start: timed ? new TZDate(timed.start.getTime(), timeZone) : allDayStart,
      ...(timed ? { end: new TZDate(timed.end.getTime(), timeZone) } : { allDay: true }),
      timezone: timeZone,
      summary: summaryOf([day.assigneeName, day.typeName]),
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.OPAQUE,
      stamp: day.modifiedOn,
      lastModified: day.modifiedOn,
    });
  }
  return calendar.toString();
}

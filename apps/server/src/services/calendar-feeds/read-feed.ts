import { createHash } from "node:crypto";
import { addDays, localDateOf } from "@rosterly/domain/time";
import type { DB } from "../../db/client";
import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";
import {
  assertMayReceiveCalendarFeed,
  departmentFeedScope,
  type FeedSubject,
} from "../../policies/calendar-feeds";
import { scheduleScope } from "../../policies/schedule";
import {
  type CalendarFeedRow,
  findCalendarFeedByHash,
  latestScheduleChange,
  recordServedFeed,
  shiftTypeNames,
} from "../../repositories/calendar-feeds";
import { type EventRow, findEvents } from "../../repositories/events";
import { departmentsOf, eventTypesOf, fullNames } from "../../repositories/scheduling-config";
import { findShifts, type ShiftRow } from "../../repositories/shifts";
import { findUserById } from "../../repositories/users";
import { orgSchedulingOf } from "../scheduling/org-scheduling";
import { organisationSettings } from "../../repositories/scheduling-config";
import type { SessionContext } from "../session/context";
import { loadSession } from "../session/load-session";
import { FEED_SECRET, hashFeedSecret } from "./feed-secret";
import { calendarText, type FeedShift, type FeedTimeOff } from "./ics";

/** How far back and ahead a feed reaches: recent history for context, the coming year for planning. */
const DAYS_BACK = 60;
const DAYS_AHEAD = 366;

export interface FeedDocument {
  body: string;
  etag: string;
  lastModified: Date;
}

export interface FeedReadDeps {
  db: DB;
  clock: Clock;
  publicUrl: string | undefined;
}

function subjectOf(row: CalendarFeedRow): FeedSubject {
  return row.kind === "department"
    ? { kind: "department", departmentId: row.departmentId }
    : { kind: "personal" };
}

/** The owner as they are now; one without an active profile has no feed. */
async function ownerSession(db: DB, row: CalendarFeedRow): Promise<SessionContext> {
  const user = await findUserById(db, row.userId);
  const session = user ? await loadSession(db, user).catch(() => null) : null;
  if (!session || session.orgId !== row.orgId) throw Errors.notFound("errors.not_found.calendar_feed");
  return session;
}

function hostOf(publicUrl: string | undefined): string {
  if (!publicUrl) return "rosterly";
  try {
    return new URL(publicUrl).hostname || "rosterly";
  } catch {
    return "rosterly";
  }
}

function latest(dates: readonly (Date | null)[]): Date {
  const times = dates.filter((date): date is Date => date !== null).map((date) => date.getTime());
  // HTTP dates have whole seconds: round down so If-Modified-Since compares equal.
  return new Date(Math.floor(Math.max(0, ...times) / 1000) * 1000);
}

/**
 * `GET /cal/<secret>.ics`: the owner's feed as the owner may see it now. An unknown, regenerated or
 * turned-off secret, or an owner who may no longer have the feed, is the same 404.
 */
export async function readCalendarFeed(deps: FeedReadDeps, secret: string): Promise<FeedDocument> {
  if (!FEED_SECRET.test(secret)) throw Errors.notFound("errors.not_found.calendar_feed");
  const row = await findCalendarFeedByHash(deps.db, hashFeedSecret(secret));
  if (!row) throw Errors.notFound("errors.not_found.calendar_feed");
  const session = await ownerSession(deps.db, row);
  const subject = subjectOf(row);
  assertMayReceiveCalendarFeed(session, subject);

  const orgRow = await organisationSettings(deps.db, session.orgId);
  if (!orgRow) throw Errors.notFound("errors.not_found.calendar_feed");
  const org = orgSchedulingOf(orgRow);
  const now = deps.clock();
  const today = localDateOf(now, org.timeZone) ?? now.toISOString().slice(0, 10);
  const from = addDays(today, -DAYS_BACK);
  const to = addDays(today, DAYS_AHEAD);

  const personal = subject.kind === "personal";
  const scope = personal
    ? scheduleScope(session, org.states)
    : departmentFeedScope(session, subject.departmentId);
  const who = personal ? { assigneeId: session.user.id } : { departmentId: subject.departmentId };
  const shifts = await findShifts(deps.db, { orgId: session.orgId, scope, from, to, ...who });
  const events = (await findEvents(deps.db, { orgId: session.orgId, scope, from, to, ...who })).filter(
    (event) => event.state === "approved",
  );
  const departments = new Map((await departmentsOf(deps.db, session.orgId)).map((d) => [d.id, d.name]));
  const typeNames = await shiftTypeNames(deps.db, session.orgId);
  const eventTypes = new Map((await eventTypesOf(deps.db, session.orgId)).map((t) => [t.id, t.name]));
  const names = personal
    ? new Map<number, string>()
    : await fullNames(deps.db, [...new Set([...shifts, ...events].map((item) => item.assigneeId))]);
  const department = personal ? null : (departments.get(subject.departmentId) ?? "");

  const body = calendarText({
    name: department ? `Rosterly: ${department}` : "Rosterly",
    host: hostOf(deps.publicUrl),
    timeZone: org.timeZone,
    from: new Date(`${from}T00:00:00Z`),
    to: new Date(`${to}T00:00:00Z`),
    shifts: shifts.map((shift) => feedShift(shift, departments, typeNames, names)),
    timeOff: events.flatMap((event) => feedTimeOff(event, eventTypes, names, from, to)),
  });
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
  const contentDate = latest([
    row.modifiedOn,
    await latestScheduleChange(deps.db, session.orgId, from, to),
    ...shifts.map((shift) => shift.modifiedOn),
    ...events.map((event) => event.modifiedOn),
  ]);
  return { body, etag, lastModified: await settleLastModified(deps.db, row, etag, contentDate, now) };
}

/**
 * Last-Modified moves whenever the content does, deletions included: the same ETag keeps the date
 * recorded when it was first served; a new one takes the latest of its rows' dates, now, and a
 * second past the previous date (so If-Modified-Since never hides a change).
 */
async function settleLastModified(
  db: DB,
  row: CalendarFeedRow,
  etag: string,
  contentDate: Date,
  now: Date,
): Promise<Date> {
  if (row.servedEtag === etag && row.contentChangedOn) return latest([row.contentChangedOn]);
  const changedOn =
    row.servedEtag === null || row.contentChangedOn === null
      ? contentDate
      : latest([contentDate, now, new Date(row.contentChangedOn.getTime() + 1000)]);
  await recordServedFeed(db, row.id, { etag, changedOn });
  return changedOn;
}

function feedShift(
  shift: ShiftRow,
  departments: Map<number, string>,
  typeNames: Map<number, string>,
  names: Map<number, string>,
): FeedShift {
  return {
    id: shift.id,
    date: shift.date,
    startTime: shift.startTime,
    endTime: shift.endTime,
    canceled: shift.canceled,
    typeName: typeNames.get(shift.typeId) ?? "",
    unitName: departments.get(shift.departmentId) ?? "",
    ...(names.size > 0 ? { assigneeName: names.get(shift.assigneeId) ?? "" } : {}),
    modifiedOn: shift.modifiedOn,
  };
}

function feedTimeOff(
  event: EventRow,
  eventTypes: Map<number, string>,
  names: Map<number, string>,
  from: string,
  to: string,
): FeedTimeOff[] {
  return event.dates
    .filter((date) => date >= from && date <= to)
    .map((date) => ({
      id: event.id,
      date,
      startTime: event.startTime,
      endTime: event.endTime,
      typeName: eventTypes.get(event.typeId) ?? "",
      ...(names.size > 0 ? { assigneeName: names.get(event.assigneeId) ?? "" } : {}),
      modifiedOn: event.modifiedOn,
    }));
}

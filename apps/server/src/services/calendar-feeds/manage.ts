import type { DB } from "../../db/client";
import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";
import { assertCanHaveCalendarFeed, type FeedSubject } from "../../policies/calendar-feeds";
import { presentCalendarFeed, type WireCalendarFeed } from "../../presenters/calendar-feed";
import {
  type CalendarFeedKey,
  type CalendarFeedRow,
  calendarFeedsOf,
  deleteCalendarFeed,
  findCalendarFeed,
  insertCalendarFeed,
  replaceCalendarFeedSecret,
} from "../../repositories/calendar-feeds";
import { findDepartment } from "../../repositories/scheduling-config";
import type { SessionContext } from "../session/context";
import type { FeedSecrets } from "./feed-secret";

export interface FeedDeps {
  db: DB;
  clock: Clock;
  calendarFeeds: FeedSecrets;
}

function keyOf(session: SessionContext, subject: FeedSubject): CalendarFeedKey {
  return {
    orgId: session.orgId,
    userId: session.user.id,
    kind: subject.kind,
    departmentId: subject.kind === "department" ? subject.departmentId : 0,
  };
}

function present(secrets: FeedSecrets, row: CalendarFeedRow): WireCalendarFeed {
  return presentCalendarFeed(row, secrets.secretOf(row, row.nonce));
}

/** The policy, then a department outside the organisation is not found. */
async function checkedKey(deps: FeedDeps, session: SessionContext, subject: FeedSubject) {
  assertCanHaveCalendarFeed(session, subject);
  if (
    subject.kind === "department" &&
    !(await findDepartment(deps.db, session.orgId, subject.departmentId))
  ) {
    throw Errors.notFound("errors.not_found.department");
  }
  return keyOf(session, subject);
}

/** GET /calendar-feeds/: the caller's feeds that are on, with their links. */
export async function listCalendarFeeds(
  deps: FeedDeps,
  session: SessionContext,
): Promise<WireCalendarFeed[]> {
  assertCanHaveCalendarFeed(session, { kind: "personal" });
  const rows = await calendarFeedsOf(deps.db, session.orgId, session.user.id);
  return rows.map((row) => present(deps.calendarFeeds, row));
}

/** Turning on is idempotent: a feed already on keeps its link. */
export async function turnOnCalendarFeed(
  deps: FeedDeps,
  session: SessionContext,
  subject: FeedSubject,
): Promise<WireCalendarFeed> {
  const key = await checkedKey(deps, session, subject);
  return deps.db.transaction(async (tx) => {
    const existing = await findCalendarFeed(tx, key);
    if (existing) return present(deps.calendarFeeds, existing);
    const { nonce, secretHash } = deps.calendarFeeds.issue(key);
    // A concurrent turn-on inserts nothing here and its row is read back instead.
    const row =
      (await insertCalendarFeed(tx, key, { nonce, secretHash }, deps.clock())) ??
      (await findCalendarFeed(tx, key));
    if (!row) throw new Error("calendar feed vanished inside its transaction");
    return present(deps.calendarFeeds, row);
  });
}

/** A new link; the old one answers 404 from this commit on. */
export async function regenerateCalendarFeed(
  deps: FeedDeps,
  session: SessionContext,
  subject: FeedSubject,
): Promise<WireCalendarFeed> {
  const key = await checkedKey(deps, session, subject);
  return deps.db.transaction(async (tx) => {
    const existing = await findCalendarFeed(tx, key);
    if (!existing) throw Errors.notFound("errors.not_found.calendar_feed");
    const { nonce, secretHash } = deps.calendarFeeds.issue(key);
    const row = await replaceCalendarFeedSecret(tx, existing.id, { nonce, secretHash }, deps.clock());
    if (!row) throw Errors.notFound("errors.not_found.calendar_feed");
    return present(deps.calendarFeeds, row);
  });
}

/** Turning off forgets the feed; its link answers 404. Idempotent. */
export async function turnOffCalendarFeed(
  deps: FeedDeps,
  session: SessionContext,
  subject: FeedSubject,
): Promise<void> {
  const key = await checkedKey(deps, session, subject);
  await deps.db.transaction(async (tx) => deleteCalendarFeed(tx, key));
}

import { canAccessDepartment } from "@rosterly/domain/permissions";
import { Errors } from "../http/errors";
import type { ScheduleScope } from "../repositories/schedule-scope";
import type { SessionContext } from "../services/session/context";

export type FeedSubject = { kind: "personal" } | { kind: "department"; departmentId: number };

/**
 * Everyone signed in may have a feed of their own shifts and time off (it shows only what they
 * already see). A department's feed is for management whose scope reaches that department.
 */
export function mayHaveCalendarFeed(session: SessionContext, feed: FeedSubject): boolean {
  if (feed.kind === "personal") return true;
  return session.classification !== "staff" && canAccessDepartment(session.actor, feed.departmentId);
}

/** Turning on, reading, regenerating or turning off a feed. */
export function assertCanHaveCalendarFeed(session: SessionContext, feed: FeedSubject): void {
  if (!mayHaveCalendarFeed(session, feed)) throw Errors.forbidden("errors.forbidden.department_feed");
}

/**
 * The public link is checked against its owner as they are now: one who left the department, or
 * has no active profile, gets the same 404 as an unknown link (a feed is never told apart).
 */
export function assertMayReceiveCalendarFeed(session: SessionContext, feed: FeedSubject): void {
  if (!mayHaveCalendarFeed(session, feed)) throw Errors.notFound("errors.not_found.calendar_feed");
}

/** A department feed carries the department's schedule once published, and nothing earlier. */
const PUBLISHED_STATES = ["published", "current", "past"] as const;

/** What a department feed reads: that department's shifts and time off of published schedules. */
export function departmentFeedScope(session: SessionContext, departmentId: number): ScheduleScope {
  return {
    all: false,
    userId: session.user.id,
    departmentIds: [departmentId],
    staffOfDepartments: false,
    visibleStates: [...PUBLISHED_STATES],
  };
}

import { CALENDAR_FEED_PREFIX, type CalendarFeed, type Wire } from "@rosterly/contract";
import type { CalendarFeedRow } from "../repositories/calendar-feeds";

export type WireCalendarFeed = Wire<CalendarFeed>;

/** The owner's view of a feed: its private link, never the stored nonce or hash. */
export function presentCalendarFeed(row: CalendarFeedRow, secret: string): WireCalendarFeed {
  return {
    kind: row.kind === "department" ? "department" : "personal",
    department_id: row.kind === "department" ? row.departmentId : null,
    path: `${CALENDAR_FEED_PREFIX}${secret}.ics`,
    created_on: row.createdOn.toISOString(),
    modified_on: row.modifiedOn.toISOString(),
  };
}

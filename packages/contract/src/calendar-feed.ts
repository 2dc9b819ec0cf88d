import { z } from "zod";

export const CALENDAR_FEED_KINDS = ["personal", "department"] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];

/** A calendar subscription the caller has turned on; `path` (`/cal/<secret>.ics`) is the private link. */
export const calendarFeed = z
  .object({
    kind: z.enum(CALENDAR_FEED_KINDS),
    departmentId: z.number().int().nullable(),
    path: z.string(),
    createdOn: z.string(),
    modifiedOn: z.string(),
  })
  .meta({ id: "CalendarFeed" });
export type CalendarFeed = z.infer<typeof calendarFeed>;

/** `GET /calendar-feeds/`: every feed the caller has on. */
export const calendarFeedList = z.object({ results: z.array(calendarFeed) });
export type CalendarFeedList = z.infer<typeof calendarFeedList>;

/** Where a public feed lives: `/cal/<secret>.ics`. */
export const CALENDAR_FEED_PREFIX = "/cal/";

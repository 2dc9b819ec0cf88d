import { and, eq, gte, lte, max } from "drizzle-orm";
import type { Executor } from "../db/client";
import { calendarFeeds, schedules, shiftTypes } from "../db/schema";

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
export type CalendarFeedKey = { orgId: number; userId: number; kind: string; departmentId: number };

function ownerIs(key: CalendarFeedKey) {
  return and(
    eq(calendarFeeds.orgId, key.orgId),
    eq(calendarFeeds.userId, key.userId),
    eq(calendarFeeds.kind, key.kind),
    eq(calendarFeeds.departmentId, key.departmentId),
  );
}

export async function findCalendarFeed(
  db: Executor,
  key: CalendarFeedKey,
): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(ownerIs(key));
  return row;
}

export async function findCalendarFeedByHash(
  db: Executor,
  secretHash: string,
): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.secretHash, secretHash));
  return row;
}

/** A person's feeds of every kind (the settings screen lists them). */
export async function calendarFeedsOf(
  db: Executor,
  orgId: number,
  userId: number,
): Promise<CalendarFeedRow[]> {
  return db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.orgId, orgId), eq(calendarFeeds.userId, userId)));
}

/** Creates the feed with a placeholder secret; the caller sets the real one from the new row's id. */
export async function insertCalendarFeed(
  db: Executor,
  key: CalendarFeedKey,
  secret: { nonce: string; secretHash: string },
  now: Date,
): Promise<CalendarFeedRow | undefined> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({
      ...key,
      ...secret,
      createdOn: now,
      createdBy: key.userId,
      modifiedOn: now,
      modifiedBy: key.userId,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function replaceCalendarFeedSecret(
  db: Executor,
  id: number,
  secret: { nonce: string; secretHash: string },
  now: Date,
): Promise<CalendarFeedRow | undefined> {
  const [row] = await db
    .update(calendarFeeds)
    .set({ ...secret, modifiedOn: now })
    .where(eq(calendarFeeds.id, id))
    .returning();
  return row;
}

/** Records that the feed now serves `etag`, whose content changed at `changedOn`. */
export async function recordServedFeed(
  db: Executor,
  id: number,
  served: { etag: string; changedOn: Date },
): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ servedEtag: served.etag, contentChangedOn: served.changedOn })
    .where(eq(calendarFeeds.id, id));
}

export async function deleteCalendarFeed(db: Executor, key: CalendarFeedKey): Promise<void> {
  await db.delete(calendarFeeds).where(ownerIs(key));
}

/** Shift type names by id, for event summaries. */
export async function shiftTypeNames(db: Executor, orgId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: shiftTypes.id, name: shiftTypes.name })
    .from(shiftTypes)
    .where(eq(shiftTypes.orgId, orgId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The last change to any schedule of the organisation overlapping the days: a publish changes what
 * a feed shows without touching its shifts, so it counts towards the feed's Last-Modified.
 */
export async function latestScheduleChange(
  db: Executor,
  orgId: number,
  from: string,
  to: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(schedules.modifiedOn) })
    .from(schedules)
    .where(and(eq(schedules.orgId, orgId), lte(schedules.startOn, to), gte(schedules.endOn, from)));
  return row?.at ?? null;
}

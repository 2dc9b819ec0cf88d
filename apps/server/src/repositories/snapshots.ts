import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { snapshots } from "../db/schema";
import { pageOf, windowTotal } from "./paging";

export type SnapshotRow = typeof snapshots.$inferSelect;
export type SnapshotSummary = Omit<SnapshotRow, "shifts" | "events"> & {
  shiftCount: number;
  eventCount: number;
};

const SUMMARY = {
  id: snapshots.id,
  orgId: snapshots.orgId,
  scheduleId: snapshots.scheduleId,
  departmentId: snapshots.departmentId,
  startOn: snapshots.startOn,
  endOn: snapshots.endOn,
  state: snapshots.state,
  createdBy: snapshots.createdBy,
  createdOn: snapshots.createdOn,
  shiftCount: sql<number>`jsonb_array_length(${snapshots.shifts})`.mapWith(Number),
  eventCount: sql<number>`jsonb_array_length(${snapshots.events})`.mapWith(Number),
};

/** A department's snapshots, newest first; with `forDate`, those of the period holding it. */
export async function snapshotPage(
  db: Executor,
  filter: { orgId: number; departmentId: number; forDate?: string },
  page: { offset: number; limit: number; withContent: boolean },
): Promise<{ rows: (SnapshotSummary & Partial<Pick<SnapshotRow, "shifts" | "events">>)[]; count: number }> {
  const where = and(
    eq(snapshots.orgId, filter.orgId),
    eq(snapshots.departmentId, filter.departmentId),
    filter.forDate ? lte(snapshots.startOn, filter.forDate) : undefined,
    filter.forDate ? gte(snapshots.endOn, filter.forDate) : undefined,
  );
  const columns = page.withContent
    ? { ...SUMMARY, shifts: snapshots.shifts, events: snapshots.events, total: windowTotal() }
    : { ...SUMMARY, total: windowTotal() };
  const rows = await db
    .select(columns)
    .from(snapshots)
    .where(where)
    .orderBy(desc(snapshots.createdOn), desc(snapshots.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageOf(rows, page.offset, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(snapshots)
      .where(where);
    return row?.n ?? 0;
  });
}

export async function findSnapshot(
  db: Executor,
  orgId: number,
  id: number,
): Promise<(SnapshotRow & { shiftCount: number; eventCount: number }) | undefined> {
  const [row] = await db
    .select({ ...SUMMARY, shifts: snapshots.shifts, events: snapshots.events })
    .from(snapshots)
    .where(and(eq(snapshots.orgId, orgId), eq(snapshots.id, id)));
  return row;
}

import { and, arrayContains, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { openShiftParticipants, openShifts } from "../db/schema";
import type { OpenShiftRecord } from "./open-shifts";
import { pageOf, windowTotal } from "./paging";

export type OpenShiftSortField = "created_on" | "date" | "opening" | "bidding_ends_on";

/** What a list asks for, already parsed and scoped by the service. */
export interface OpenShiftFilter {
  orgId: number;
  state?: "pending" | "history";
  fcfs?: boolean;
  /** Management: the departments it reaches (null: all). */
  departmentIds?: readonly number[] | null;
  on?: string;
  /** Dates of the open shifts, inclusive. */
  between?: readonly [string, string];
  /** Staff: only what is offered to this person or what they take part in. */
  offeredTo?: {
    userId: number;
    departmentId: number | null;
    jobTypeId: number | null;
    jobStatusId: number | null;
  };
  /** Only open shifts this person bid on or was seated in. */
  participantId?: number;
  sort: { field: OpenShiftSortField; descending: boolean };
}

const COLUMN = {
  created_on: openShifts.createdOn,
  date: openShifts.date,
  opening: openShifts.opening,
  bidding_ends_on: openShifts.biddingEndsOn,
} as const;

function takesPart(userId: number): SQL {
  return sql`exists (select 1 from ${openShiftParticipants}
    where ${openShiftParticipants.openShiftId} = ${openShifts.id} and ${openShiftParticipants.userId} = ${userId})`;
}

function anyOrContains(column: typeof openShifts.jobTypes, value: number | null): SQL {
  const empty = sql`cardinality(${column}) = 0`;
  return value === null ? empty : (or(empty, arrayContains(column, [value])) ?? empty);
}

function whereOf(filter: OpenShiftFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(openShifts.orgId, filter.orgId)];
  const open = and(eq(openShifts.biddingClosed, false), eq(openShifts.biddingEnded, false));
  if (filter.state === "pending") parts.push(open);
  if (filter.state === "history") parts.push(sql`not (${open})`);
  if (filter.fcfs !== undefined) parts.push(eq(openShifts.fcfs, filter.fcfs));
  if (filter.departmentIds) parts.push(inArray(openShifts.departmentId, [...filter.departmentIds, 0]));
  if (filter.on) parts.push(eq(openShifts.date, filter.on));
  if (filter.between) {
    parts.push(sql`${openShifts.date} between ${filter.between[0]} and ${filter.between[1]}`);
  }
  if (filter.participantId !== undefined) parts.push(takesPart(filter.participantId));
  const offered = filter.offeredTo;
  if (offered) {
    const eligible =
      offered.departmentId === null
        ? sql`false`
        : and(
            arrayContains(openShifts.eligibleDepartments, [offered.departmentId]),
            anyOrContains(openShifts.jobTypes, offered.jobTypeId),
            anyOrContains(openShifts.eligibleJobStatus, offered.jobStatusId),
          );
    parts.push(or(eligible, takesPart(offered.userId)));
  }
  return and(...parts);
}

export async function listOpenShifts(
  db: Executor,
  filter: OpenShiftFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: OpenShiftRecord[]; count: number }> {
  const where = whereOf(filter);
  const column = COLUMN[filter.sort.field];
  const rows = await db
    .select({ row: openShifts, total: windowTotal() })
    .from(openShifts)
    .where(where)
    .orderBy(filter.sort.descending ? desc(column) : asc(column), asc(openShifts.id))
    .limit(page.limit)
    .offset(page.offset);
  const paged = await pageOf(
    rows.map(({ row, total }) => ({ ...row, total })),
    page.offset,
    async () => countOpenShifts(db, filter),
  );
  return paged;
}

export async function countOpenShifts(db: Executor, filter: OpenShiftFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(openShifts).where(whereOf(filter));
  return row?.n ?? 0;
}

/** Bids on the pending open shifts of these departments (the rail's green badge, H-008). */
export async function countPendingBids(
  db: Executor,
  orgId: number,
  departmentIds: readonly number[] | null,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(openShiftParticipants)
    .innerJoin(openShifts, eq(openShifts.id, openShiftParticipants.openShiftId))
    .where(
      and(
        eq(openShifts.orgId, orgId),
        eq(openShifts.biddingClosed, false),
        eq(openShifts.biddingEnded, false),
        sql`${openShiftParticipants.bidOn} is not null`,
        departmentIds ? inArray(openShifts.departmentId, [...departmentIds, 0]) : undefined,
      ),
    );
  return row?.n ?? 0;
}

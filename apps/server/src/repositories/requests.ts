import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { EVENT_COLUMNS, type EventRow } from "./events";
import {
  events,
  jobTypes,
  notificationReceipts,
  notifications,
  requestApprovals,
  shiftRequests,
  swaps,
} from "../db/schema";

export type SwapRow = typeof swaps.$inferSelect;
export type NewSwapRow = typeof swaps.$inferInsert;
export type ShiftRequestRow = typeof shiftRequests.$inferSelect;
export type NewShiftRequestRow = typeof shiftRequests.$inferInsert;
export type ApprovalRow = typeof requestApprovals.$inferSelect;
export type NewApprovalRow = typeof requestApprovals.$inferInsert;

export type RequestContentType = "swap" | "shiftrequest" | "event";

/** A request of any kind with its review steps, oldest first (the last is the current one). */
export type RequestRecord =
  | { contentType: "swap"; row: SwapRow }
  | { contentType: "shiftrequest"; row: ShiftRequestRow }
  | { contentType: "event"; row: EventRow };
export type LoadedRequest = RequestRecord & { approvals: ApprovalRow[] };

/** The states in which a request waits for a reviewer (K-002). */
const AWAITING = [
  "pending_scheduler_approval",
  "pending_operator_approval",
  "pending_supervisor_approval",
  "pending_director_approval",
];

export async function insertSwap(db: Executor, row: NewSwapRow): Promise<SwapRow> {
  const [saved] = await db.insert(swaps).values(row).returning();
  if (!saved) throw new Error("insert returned no row");
  return saved;
}

export async function insertShiftRequest(db: Executor, row: NewShiftRequestRow): Promise<ShiftRequestRow> {
  const [saved] = await db.insert(shiftRequests).values(row).returning();
  if (!saved) throw new Error("insert returned no row");
  return saved;
}

/** A swap of the organisation; `lock` holds it for the rest of the transaction. */
export async function findSwap(
  db: Executor,
  orgId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<SwapRow | undefined> {
  const query = db
    .select()
    .from(swaps)
    .where(and(eq(swaps.orgId, orgId), eq(swaps.id, id)));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

export async function findShiftRequest(
  db: Executor,
  orgId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ShiftRequestRow | undefined> {
  const query = db
    .select()
    .from(shiftRequests)
    .where(and(eq(shiftRequests.orgId, orgId), eq(shiftRequests.id, id)));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

export async function setSwapState(
  db: Executor,
  id: number,
  state: string,
  by: number | null,
  now: Date,
): Promise<SwapRow> {
  const [row] = await db
    .update(swaps)
    .set({ state, modifiedBy: by, modifiedOn: now })
    .where(eq(swaps.id, id))
    .returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

export async function setShiftRequestState(
  db: Executor,
  id: number,
  values: { state: string; newAssigneeId?: number | null },
  by: number | null,
  now: Date,
): Promise<ShiftRequestRow> {
  const [row] = await db
    .update(shiftRequests)
    .set({ ...values, modifiedBy: by, modifiedOn: now })
    .where(eq(shiftRequests.id, id))
    .returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

/** Each request's review steps, oldest first (the last is the current one). */
export async function approvalsOf(
  db: Executor,
  orgId: number,
  contentType: RequestContentType,
  objectIds: readonly number[],
): Promise<Map<number, ApprovalRow[]>> {
  const found = new Map<number, ApprovalRow[]>();
  if (objectIds.length === 0) return found;
  const rows = await db
    .select()
    .from(requestApprovals)
    .where(
      and(
        eq(requestApprovals.orgId, orgId),
        eq(requestApprovals.contentType, contentType),
        inArray(requestApprovals.objectId, [...objectIds]),
      ),
    )
    .orderBy(asc(requestApprovals.id));
  for (const row of rows) found.set(row.objectId, [...(found.get(row.objectId) ?? []), row]);
  return found;
}

export async function insertApproval(db: Executor, row: NewApprovalRow): Promise<ApprovalRow> {
  const [saved] = await db.insert(requestApprovals).values(row).returning();
  if (!saved) throw new Error("insert returned no row");
  return saved;
}

export async function updateApproval(
  db: Executor,
  id: number,
  values: Partial<Pick<ApprovalRow, "approved" | "reviewerId" | "state" | "comments">>,
  by: number | null,
  now: Date,
): Promise<ApprovalRow> {
  const [row] = await db
    .update(requestApprovals)
    .set({ ...values, modifiedBy: by, modifiedOn: now })
    .where(eq(requestApprovals.id, id))
    .returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

export interface StepReceipt {
  deliveredOn: Date | null;
  lastReadOn: Date | null;
}

/** K-013: per review step, the receipts of the notifications sent about it, keyed by recipient. */
export async function receiptsOfSteps(
  db: Executor,
  orgId: number,
  stepIds: readonly number[],
): Promise<Map<number, Map<number, StepReceipt>>> {
  const found = new Map<number, Map<number, StepReceipt>>();
  if (stepIds.length === 0) return found;
  const rows = await db
    .select({
      stepId: notifications.associatedObjectId,
      recipientId: notificationReceipts.recipientId,
      deliveredOn: notificationReceipts.deliveredOn,
      lastReadOn: notificationReceipts.lastReadOn,
    })
    .from(notificationReceipts)
    .innerJoin(notifications, eq(notifications.id, notificationReceipts.notificationId))
    .where(
      and(
        eq(notifications.orgId, orgId),
        eq(notifications.associatedContentType, "approval"),
        inArray(notifications.associatedObjectId, [...stepIds]),
      ),
    )
    .orderBy(asc(notificationReceipts.id));
  for (const row of rows) {
    if (row.stepId === null) continue;
    const byUser = found.get(row.stepId) ?? new Map<number, StepReceipt>();
    byUser.set(row.recipientId, { deliveredOn: row.deliveredOn, lastReadOn: row.lastReadOn });
    found.set(row.stepId, byUser);
  }
  return found;
}

/** Ids among `shiftIds` named by a swap or shift request that awaits review. */
export async function shiftsInAwaitingRequests(
  db: Executor,
  orgId: number,
  shiftIds: readonly number[],
): Promise<Set<number>> {
  if (shiftIds.length === 0) return new Set();
  const ids = [...shiftIds];
  const swapRows = await db
    .select({ source: swaps.sourceShiftId, target: swaps.targetShiftId })
    .from(swaps)
    .where(
      and(
        eq(swaps.orgId, orgId),
        inArray(swaps.state, AWAITING),
        or(inArray(swaps.sourceShiftId, ids), inArray(swaps.targetShiftId, ids)),
      ),
    );
  const requestRows = await db
    .select({ shiftId: shiftRequests.shiftId })
    .from(shiftRequests)
    .where(
      and(
        eq(shiftRequests.orgId, orgId),
        inArray(shiftRequests.state, AWAITING),
        inArray(shiftRequests.shiftId, ids),
      ),
    );
  const named = new Set([
    ...swapRows.flatMap((row) => [row.source, row.target]),
    ...requestRows.map((row) => row.shiftId),
  ]);
  return new Set(ids.filter((id) => named.has(id)));
}

/** Swaps and shift requests of a department awaiting review whose dates fall in a period. */
export async function awaitingInPeriod(
  db: Executor,
  orgId: number,
  departmentId: number,
  from: string,
  to: string,
): Promise<{ swaps: SwapRow[]; shiftRequests: ShiftRequestRow[] }> {
  const swapRows = await db
    .select()
    .from(swaps)
    .where(
      and(
        eq(swaps.orgId, orgId),
        eq(swaps.departmentId, departmentId),
        inArray(swaps.state, AWAITING),
        sql`((${swaps.sourceShift}->>'date') between ${from} and ${to}
          or (${swaps.targetShift}->>'date') between ${from} and ${to})`,
      ),
    )
    .orderBy(asc(swaps.id));
  const requestRows = await db
    .select()
    .from(shiftRequests)
    .where(
      and(
        eq(shiftRequests.orgId, orgId),
        eq(shiftRequests.departmentId, departmentId),
        inArray(shiftRequests.state, AWAITING),
        sql`((${shiftRequests.shift}->>'date') between ${from} and ${to}
          or ${shiftRequests.date} between ${from} and ${to})`,
      ),
    )
    .orderBy(asc(shiftRequests.id));
  return { swaps: swapRows, shiftRequests: requestRows };
}

/** A time-off request's state, by a person or (null) by the server's clock. */
export async function setEventRequestState(
  db: Executor,
  id: number,
  state: string,
  by: number | null,
  now: Date,
): Promise<EventRow> {
  const [row] = await db
    .update(events)
    .set({ state, modifiedBy: by, modifiedOn: now })
    .where(eq(events.id, id))
    .returning(EVENT_COLUMNS);
  if (!row) throw new Error("update returned no row");
  return row;
}

/** Each job type with the job types its people may swap with (Y-028). */
export async function swapJobTypesOf(
  db: Executor,
  orgId: number,
): Promise<{ id: number; swappableJobTypes: number[] }[]> {
  return db
    .select({ id: jobTypes.id, swappableJobTypes: jobTypes.swappableJobTypes })
    .from(jobTypes)
    .where(eq(jobTypes.orgId, orgId));
}

/**
 * Requests of every organisation awaiting review whose first date is on or before `until`, locked
 * for this transaction; rows another server is already handling are skipped (SKIP LOCKED), so
 * each is looked at by one server at a time.
 */
export async function lockAwaitingUntil(
  db: Executor,
  until: string,
): Promise<{ orgId: number; request: RequestRecord }[]> {
  const swapRows = await db
    .select()
    .from(swaps)
    .where(and(inArray(swaps.state, AWAITING), sql`${swaps.firstDate} <= ${until}`))
    .orderBy(asc(swaps.id))
    .for("update", { skipLocked: true });
  const requestRows = await db
    .select()
    .from(shiftRequests)
    .where(and(inArray(shiftRequests.state, AWAITING), sql`${shiftRequests.firstDate} <= ${until}`))
    .orderBy(asc(shiftRequests.id))
    .for("update", { skipLocked: true });
  const eventRows = await db
    .select({ ...EVENT_COLUMNS, orgId: events.orgId })
    .from(events)
    .where(and(inArray(events.state, AWAITING), sql`${events.firstDate} <= ${until}`))
    .orderBy(asc(events.id))
    .for("update", { skipLocked: true });
  return [
    ...swapRows.map((row) => ({ orgId: row.orgId, request: { contentType: "swap" as const, row } })),
    ...requestRows.map((row) => ({
      orgId: row.orgId,
      request: { contentType: "shiftrequest" as const, row },
    })),
    ...eventRows.map(({ orgId, ...row }) => ({ orgId, request: { contentType: "event" as const, row } })),
  ];
}

import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { openShiftParticipants, openShifts, users } from "../db/schema";

export type OpenShiftRecord = typeof openShifts.$inferSelect;
export type NewOpenShiftRecord = typeof openShifts.$inferInsert;
export type ParticipantRecord = typeof openShiftParticipants.$inferSelect & { fullName: string };

/** An open shift with its people, as the rules and the presenter read it. */
export interface OpenShiftRow extends OpenShiftRecord {
  bidders: number[];
  assignees: number[];
  participants: ParticipantRecord[];
}

export async function insertOpenShift(db: Executor, row: NewOpenShiftRecord): Promise<OpenShiftRecord> {
  const [created] = await db.insert(openShifts).values(row).returning();
  if (!created) throw new Error("insert returned no row");
  return created;
}

/**
 * One open shift of the organisation. `lock` takes the row lock every change of seats waits on,
 * so concurrent bids and assignments are decided one after the other.
 */
export async function openShiftRecord(
  db: Executor,
  orgId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<OpenShiftRecord | undefined> {
  const query = db
    .select()
    .from(openShifts)
    .where(and(eq(openShifts.orgId, orgId), eq(openShifts.id, id)));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

export async function withParticipants(
  db: Executor,
  records: readonly OpenShiftRecord[],
): Promise<OpenShiftRow[]> {
  if (records.length === 0) return [];
  const people = await db
    .select({
      openShiftId: openShiftParticipants.openShiftId,
      userId: openShiftParticipants.userId,
      bidOn: openShiftParticipants.bidOn,
      assignedOn: openShiftParticipants.assignedOn,
      shiftId: openShiftParticipants.shiftId,
      fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(openShiftParticipants)
    .innerJoin(users, eq(users.id, openShiftParticipants.userId))
    .where(
      inArray(
        openShiftParticipants.openShiftId,
        records.map((row) => row.id),
      ),
    )
    .orderBy(openShiftParticipants.bidOn, openShiftParticipants.userId);
  return records.map((record) => {
    const participants = people.filter((person) => person.openShiftId === record.id);
    return {
      ...record,
      participants,
      bidders: participants.filter((person) => person.bidOn !== null).map((person) => person.userId),
      assignees: participants.filter((person) => person.assignedOn !== null).map((person) => person.userId),
    };
  });
}

export async function openShiftRow(
  db: Executor,
  orgId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<OpenShiftRow | undefined> {
  const record = await openShiftRecord(db, orgId, id, options);
  if (!record) return undefined;
  const [row] = await withParticipants(db, [record]);
  return row;
}

export async function updateOpenShift(
  db: Executor,
  id: number,
  values: Partial<NewOpenShiftRecord>,
): Promise<OpenShiftRecord> {
  const [row] = await db.update(openShifts).set(values).where(eq(openShifts.id, id)).returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

export async function deleteOpenShift(db: Executor, id: number): Promise<void> {
  await db.delete(openShifts).where(eq(openShifts.id, id));
}

/** Records a bid; answers false when this person already takes part (the primary key decides). */
export async function insertBid(
  db: Executor,
  openShiftId: number,
  userId: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(openShiftParticipants)
    .values({ openShiftId, userId, bidOn: at })
    .onConflictDoNothing()
    .returning({ userId: openShiftParticipants.userId });
  return rows.length === 1;
}

/** Seats people, with the shift made for each; a bidder's row keeps its bid time. */
export async function seatParticipants(
  db: Executor,
  openShiftId: number,
  seats: readonly { userId: number; shiftId: number }[],
  at: Date,
): Promise<void> {
  for (const seat of seats) {
    await db
      .insert(openShiftParticipants)
      .values({ openShiftId, userId: seat.userId, assignedOn: at, shiftId: seat.shiftId })
      .onConflictDoUpdate({
        target: [openShiftParticipants.openShiftId, openShiftParticipants.userId],
        set: { assignedOn: at, shiftId: seat.shiftId },
      });
  }
}

export async function removeParticipant(db: Executor, openShiftId: number, userId: number): Promise<void> {
  await db
    .delete(openShiftParticipants)
    .where(and(eq(openShiftParticipants.openShiftId, openShiftId), eq(openShiftParticipants.userId, userId)));
}

/**
 * Marks every open shift whose bidding deadline has passed as ended and answers them. A row is
 * answered by exactly one caller: a concurrent update waits on the row lock, then re-reads
 * `bidding_ended` and skips it.
 */
export async function endDueBidding(db: Executor, now: Date): Promise<OpenShiftRecord[]> {
  return db
    .update(openShifts)
    .set({ biddingEnded: true, modifiedOn: now })
    .where(
      and(
        sql`${openShifts.biddingEndsOn} <= ${now}`,
        eq(openShifts.biddingEnded, false),
        eq(openShifts.biddingClosed, false),
      ),
    )
    .returning();
}

/** Of these shifts, those made for a seat of an open shift still taking bids in the organisation. */
export async function shiftsSeatedInOpenShifts(
  db: Executor,
  orgId: number,
  shiftIds: readonly number[],
): Promise<number[]> {
  if (shiftIds.length === 0) return [];
  const rows = await db
    .select({ shiftId: openShiftParticipants.shiftId })
    .from(openShiftParticipants)
    .innerJoin(openShifts, eq(openShifts.id, openShiftParticipants.openShiftId))
    .where(
      and(
        eq(openShifts.orgId, orgId),
        eq(openShifts.biddingClosed, false),
        eq(openShifts.biddingEnded, false),
        inArray(openShiftParticipants.shiftId, [...shiftIds]),
      ),
    );
  return rows.flatMap((row) => (row.shiftId === null ? [] : [row.shiftId]));
}

/** An FCFS bid that won a seat: the bid and the seat in one row, with the shift made for it. */
export async function insertSeatedBid(
  db: Executor,
  openShiftId: number,
  userId: number,
  shiftId: number,
  at: Date,
): Promise<void> {
  await db.insert(openShiftParticipants).values({ openShiftId, userId, bidOn: at, assignedOn: at, shiftId });
}

import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import { notificationReceipts, notifications, users } from "../db/schema";
import { windowTotal } from "./paging";

export type NotificationRecord = typeof notifications.$inferSelect;
export type NewNotificationRecord = typeof notifications.$inferInsert;
export type ReceiptRecord = typeof notificationReceipts.$inferSelect;

export interface ReceiptRow extends ReceiptRecord {
  notification: NotificationRecord;
  originator: { id: number; fullName: string; avatarBgColor: string } | null;
}

const originators = alias(users, "originators");

/** A notification and one receipt per recipient, in two statements whatever the audience size. */
export async function insertNotification(
  db: Executor,
  values: NewNotificationRecord,
  recipientIds: readonly number[],
): Promise<{ notification: NotificationRecord; receipts: ReceiptRecord[] }> {
  const [notification] = await db.insert(notifications).values(values).returning();
  if (!notification) throw new Error("insert returned no row");
  const unique = [...new Set(recipientIds)];
  const receipts =
    unique.length === 0
      ? []
      : await db
          .insert(notificationReceipts)
          .values(
            unique.map((recipientId) => ({
              orgId: values.orgId,
              notificationId: notification.id,
              recipientId,
            })),
          )
          .returning();
  return { notification, receipts };
}

/** A person's latest receipts, newest first (O-005 caps the menu at 100). */
export async function receiptsOf(
  db: Executor,
  orgId: number,
  recipientId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: ReceiptRow[]; count: number; unread: number }> {
  const rows = await db
    .select({
      receipt: notificationReceipts,
      notification: notifications,
      originatorName: sql<string | null>`${originators.firstName} || ' ' || ${originators.lastName}`,
      originatorColor: originators.avatarBgColor,
      total: windowTotal(),
    })
    .from(notificationReceipts)
    .innerJoin(notifications, eq(notifications.id, notificationReceipts.notificationId))
    .leftJoin(originators, eq(originators.id, notifications.originatorId))
    .where(and(eq(notificationReceipts.orgId, orgId), eq(notificationReceipts.recipientId, recipientId)))
    .orderBy(desc(notificationReceipts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [unread] = await db
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(notificationReceipts)
    .where(
      and(
        eq(notificationReceipts.orgId, orgId),
        eq(notificationReceipts.recipientId, recipientId),
        isNull(notificationReceipts.lastReadOn),
      ),
    );
  return {
    rows: rows.map((row) => ({
      ...row.receipt,
      notification: row.notification,
      originator:
        row.notification.originatorId !== null && row.originatorName !== null
          ? {
              id: row.notification.originatorId,
              fullName: row.originatorName,
              avatarBgColor: row.originatorColor ?? "",
            }
          : null,
    })),
    count: rows[0]?.total ?? 0,
    unread: unread?.value ?? 0,
  };
}

/** Marks the caller's own receipts read; ids of other people's receipts change nothing. */
export async function markReceiptsRead(
  db: Executor,
  orgId: number,
  recipientId: number,
  reads: readonly { id: number; lastReadOn: Date }[],
): Promise<ReceiptRecord[]> {
  const changed: ReceiptRecord[] = [];
  for (const read of reads) {
    const rows = await db
      .update(notificationReceipts)
      .set({ lastReadOn: read.lastReadOn })
      .where(
        and(
          eq(notificationReceipts.id, read.id),
          eq(notificationReceipts.orgId, orgId),
          eq(notificationReceipts.recipientId, recipientId),
        ),
      )
      .returning();
    changed.push(...rows);
  }
  return changed;
}

/** Marks receipts delivered the first time they reach their recipient's socket or list. */
export async function markDelivered(db: Executor, receiptIds: readonly number[], at: Date): Promise<void> {
  if (receiptIds.length === 0) return;
  await db
    .update(notificationReceipts)
    .set({ deliveredOn: at })
    .where(and(inArray(notificationReceipts.id, [...receiptIds]), isNull(notificationReceipts.deliveredOn)));
}

export interface RecipientRow {
  receiptId: number;
  recipientId: number;
  fullName: string;
  deliveredOn: Date | null;
  lastReadOn: Date | null;
  messageKey: string;
  messageParams: Record<string, unknown>;
  notificationId: number;
}

/** Everyone who received a notification about one object (H-006), with when each read it. */
export async function recipientsOfSource(
  db: Executor,
  orgId: number,
  source: { contentType: string; objectId: number },
  page: { limit: number; offset: number },
): Promise<{ rows: RecipientRow[]; count: number }> {
  const rows = await db
    .select({
      receiptId: notificationReceipts.id,
      recipientId: notificationReceipts.recipientId,
      fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      deliveredOn: notificationReceipts.deliveredOn,
      lastReadOn: notificationReceipts.lastReadOn,
      messageKey: notifications.messageKey,
      messageParams: notifications.messageParams,
      notificationId: notifications.id,
      total: windowTotal(),
    })
    .from(notificationReceipts)
    .innerJoin(notifications, eq(notifications.id, notificationReceipts.notificationId))
    .innerJoin(users, eq(users.id, notificationReceipts.recipientId))
    .where(
      and(
        eq(notifications.orgId, orgId),
        eq(notifications.associatedContentType, source.contentType),
        eq(notifications.associatedObjectId, source.objectId),
      ),
    )
    .orderBy(desc(notificationReceipts.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map(({ total: _total, ...row }) => row), count: rows[0]?.total ?? 0 };
}

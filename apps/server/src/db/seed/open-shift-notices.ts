import { and, eq, inArray } from "drizzle-orm";
import { insertNotification } from "../../repositories/notifications";
import type { OpenShiftRecord } from "../../repositories/open-shifts";
import type { Executor } from "../client";
import { notificationReceipts } from "../schema";

const MINUTE = 60_000;

/**
 * A notification about a demo open shift as it was sent then, with its receipts delivered (ten
 * minutes later) or read (twenty) for those the demo says have seen it; the rest still wait.
 */
export async function notifyAt(
  db: Executor,
  row: OpenShiftRecord,
  message: { key: string; at: Date; by: number | null },
  recipients: readonly number[],
  seen: { delivered: readonly number[]; read: readonly number[] },
) {
  if (recipients.length === 0) return;
  const { notification } = await insertNotification(
    db,
    {
      orgId: row.orgId,
      createdOn: message.at,
      originatorId: message.by,
      isSystem: message.by === null,
      level: "info",
      messageKey: message.key,
      messageParams: { date: row.date },
      contentType: "open shift",
      associatedContentType: "open shift",
      associatedObjectId: row.id,
    },
    recipients,
  );
  const mark = async (userIds: readonly number[], values: { deliveredOn: Date; lastReadOn?: Date }) => {
    if (userIds.length === 0) return;
    await db
      .update(notificationReceipts)
      .set(values)
      .where(
        and(
          eq(notificationReceipts.notificationId, notification.id),
          inArray(notificationReceipts.recipientId, [...userIds]),
        ),
      );
  };
  await mark(seen.delivered, { deliveredOn: new Date(message.at.getTime() + 10 * MINUTE) });
  await mark(seen.read, {
    deliveredOn: new Date(message.at.getTime() + 10 * MINUTE),
    lastReadOn: new Date(message.at.getTime() + 20 * MINUTE),
  });
}

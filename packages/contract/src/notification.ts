import { z } from "zod";
import { queryId, rowId } from "./input";
import { pageQuery } from "./pagination";

const id = z.number().int();
const ref = rowId;

/** A notification (O-004): a message key and its parameters, so each reader sees their language. */
export const notification = z
  .object({
    id,
    createdOn: z.string(),
    isSystem: z.boolean(),
    level: z.string(),
    messageKey: z.string(),
    messageParams: z.record(z.string(), z.union([z.string(), z.number()])),
    originData: z.object({
      originatorInfo: z.object({ id, fullName: z.string(), avatarBgColor: z.string() }).nullable(),
      contentType: z.string(),
      associatedContentType: z.string().nullable(),
      associatedObjectId: id.nullable(),
    }),
  })
  .meta({ id: "Notification" });

/** One recipient's copy (O-004). */
export const notificationReceipt = z
  .object({
    id,
    deliveredOn: z.string().nullable(),
    lastReadOn: z.string().nullable(),
    recipientId: id,
    notification,
  })
  .meta({ id: "NotificationReceipt" });
export type NotificationReceipt = z.infer<typeof notificationReceipt>;

export const receiptListQuery = pageQuery(100, 100).extend({
  client_type: z.enum(["web", "mobile"]).optional(),
});

/** O-006: the receipts read, each with the time it was read. */
export const markReadBody = z
  .array(z.object({ id: ref, lastReadOn: z.iso.datetime({ offset: true }) }))
  .min(1)
  .max(100);

/** H-006: recipients of what a notification was about (an open shift's id). */
export const recipientListQuery = pageQuery(200, 200).extend({
  source_id: queryId,
});

export const notificationRecipient = z.object({
  receiptId: id,
  recipientId: id,
  fullName: z.string(),
  deliveredOn: z.string().nullable(),
  lastReadOn: z.string().nullable(),
  messageKey: z.string(),
  messageParams: z.record(z.string(), z.union([z.string(), z.number()])),
});

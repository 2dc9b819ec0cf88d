import type { NotificationReceipt, Wire } from "@rosterly/contract";
import type { RecipientRow, ReceiptRow } from "../repositories/notifications";

function paramsOf(params: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === "string" || typeof value === "number") out[key] = value;
  }
  return out;
}

export function presentReceipt(row: ReceiptRow): Wire<NotificationReceipt> {
  const { notification } = row;
  return {
    id: row.id,
    delivered_on: row.deliveredOn?.toISOString() ?? null,
    last_read_on: row.lastReadOn?.toISOString() ?? null,
    recipient_id: row.recipientId,
    notification: {
      id: notification.id,
      created_on: notification.createdOn.toISOString(),
      is_system: notification.isSystem,
      level: notification.level,
      message_key: notification.messageKey,
      message_params: paramsOf(notification.messageParams),
      origin_data: {
        originator_info: row.originator
          ? {
              id: row.originator.id,
              full_name: row.originator.fullName,
              avatar_bg_color: row.originator.avatarBgColor,
            }
          : null,
        content_type: notification.contentType,
        associated_content_type: notification.associatedContentType,
        associated_object_id: notification.associatedObjectId,
      },
    },
  };
}

export function presentRecipient(row: RecipientRow) {
  return {
    receipt_id: row.receiptId,
    recipient_id: row.recipientId,
    full_name: row.fullName,
    delivered_on: row.deliveredOn?.toISOString() ?? null,
    last_read_on: row.lastReadOn?.toISOString() ?? null,
    message_key: row.messageKey,
    message_params: paramsOf(row.messageParams),
  };
}

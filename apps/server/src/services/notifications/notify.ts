import type { Executor } from "../../db/client";
import { publishUpdate } from "../../realtime/publish";
import { insertNotification, type NotificationRecord } from "../../repositories/notifications";

/** What a notification is about, so recipients can be listed by source (H-006). */
export interface NotificationSource {
  contentType: string;
  objectId: number;
}

export interface NotificationDraft {
  orgId: number;
  /** Null for the server's own notices (a deadline passed). */
  originatorId: number | null;
  /** A key of the web's message catalogue; each reader sees it in their own language. */
  messageKey: string;
  messageParams?: Record<string, string | number>;
  level?: "info" | "success" | "warning" | "error";
  source: NotificationSource;
}

/**
 * Notifies people inside the caller's transaction: one notification and a receipt per recipient
 * (O-004), so a change that rolls back notifies nobody.
 */
export async function notify(
  tx: Executor,
  draft: NotificationDraft,
  recipientIds: readonly number[],
  now: Date,
): Promise<NotificationRecord | null> {
  if (recipientIds.length === 0) return null;
  const { notification } = await insertNotification(
    tx,
    {
      orgId: draft.orgId,
      createdOn: now,
      originatorId: draft.originatorId,
      isSystem: draft.originatorId === null,
      level: draft.level ?? "info",
      messageKey: draft.messageKey,
      messageParams: draft.messageParams ?? {},
      contentType: draft.source.contentType,
      associatedContentType: draft.source.contentType,
      associatedObjectId: draft.source.objectId,
    },
    recipientIds,
  );
  // Each recipient's notifications socket hears of it on commit (O-007); ids only, as the list refetches.
  const recipients = [...new Set(recipientIds)];
  for (let start = 0; start < recipients.length; start += USERS_PER_MESSAGE) {
    await publishUpdate(tx, {
      orgId: draft.orgId,
      channel: "notifications",
      contentType: "notification receipt",
      action: "created",
      id: notification.id,
      data: { message_key: notification.messageKey, level: notification.level },
      audience: { kind: "users", userIds: recipients.slice(start, start + USERS_PER_MESSAGE) },
    });
  }
  return notification;
}

/** Ids per message, so that a large audience stays well inside a NOTIFY payload. */
const USERS_PER_MESSAGE = 300;

/**
 * A notification in the reader's language (O-004): the server sends a message key of the web's
 * catalogue and its parameters; the dates among them are stored days, shown in the organisation's
 * date format. A key this build does not know reads as a generic notice, never as the raw key.
 */
import type { NotificationReceipt } from "@rosterly/contract";
import type { TFunction } from "i18next";
import type { Formatter } from "../format";

type Notification = NotificationReceipt["notification"];

/** The message keys the server sends (services/open-shifts, services/scheduling/schedule-notices). */
const DAY_KEYS = [
  "notifications.open_shift_new",
  "notifications.open_shift_nudge",
  "notifications.open_shift_assigned",
  "notifications.open_shift_closed",
  "notifications.open_shift_ended",
] as const;
const PERIOD_KEYS = [
  "notifications.schedule_posted",
  "notifications.schedule_posted_self",
  "notifications.schedule_published",
] as const;
/**
 * Requests (services/requests/transitions.ts): params `kind` (the request type), `dates` (stored
 * days joined by ", "), `requester`, and `reviewer` for a take-over.
 */
const REQUEST_KEYS = [
  "notifications.request_submitted",
  "notifications.request_named",
  "notifications.request_escalated",
  "notifications.request_taken_over",
  "notifications.request_approved",
  "notifications.request_rejected",
  "notifications.request_expired",
  "notifications.request_withdrawn",
] as const;
/** Credentials (services/documents/expiry-notices.ts): params `person`, `document`, `date` (the expiry day). */
const CREDENTIAL_KEYS = ["notifications.credential_expiring"] as const;
const REQUEST_TYPES = ["giveaway", "reschedule", "split", "swap", "event"] as const;
export const NOTIFICATION_KEYS = [...DAY_KEYS, ...PERIOD_KEYS, ...REQUEST_KEYS, ...CREDENTIAL_KEYS] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

export const GENERIC_NOTIFICATION_KEY = "notifications.generic";

const STORED_DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDayKey = (key: string): key is (typeof DAY_KEYS)[number] => DAY_KEYS.some((known) => known === key);
const isPeriodKey = (key: string): key is (typeof PERIOD_KEYS)[number] =>
  PERIOD_KEYS.some((known) => known === key);

const isRequestKey = (key: string): key is (typeof REQUEST_KEYS)[number] =>
  REQUEST_KEYS.some((known) => known === key);

const isCredentialKey = (key: string): key is (typeof CREDENTIAL_KEYS)[number] =>
  CREDENTIAL_KEYS.some((known) => known === key);

export function isNotificationKey(key: string): key is NotificationKey {
  return isDayKey(key) || isPeriodKey(key) || isRequestKey(key) || isCredentialKey(key);
}

export function notificationText(
  t: TFunction,
  formatter: Formatter,
  notification: Pick<Notification, "messageKey" | "messageParams">,
): string {
  const { messageKey, messageParams } = notification;
  /** A stored day in the organisation's date format; null when the parameter is missing or no day. */
  const day = (name: string): string | null => {
    const value = messageParams[name];
    return typeof value === "string" && STORED_DAY.test(value) ? formatter.date(value, "date") : null;
  };
  if (isDayKey(messageKey)) {
    const date = day("date");
    if (date !== null) return t(messageKey, { date });
  } else if (isRequestKey(messageKey)) {
    const stored = typeof messageParams.dates === "string" ? messageParams.dates.split(",") : [];
    const dates = stored.map((value) => value.trim()).filter((value) => STORED_DAY.test(value));
    const kind = REQUEST_TYPES.find((known) => known === messageParams.kind) ?? "request";
    const person = (name: string): string => {
      const value = messageParams[name];
      return typeof value === "string" && value.trim() !== "" ? value : t("notifications.someone");
    };
    if (dates.length > 0)
      return t(messageKey, {
        dates: dates.map((value) => formatter.date(value, "date")).join(", "),
        type: t(`notifications.requestTypes.${kind}`),
        requester: person("requester"),
        reviewer: person("reviewer"),
      });
  } else if (isCredentialKey(messageKey)) {
    const date = day("date");
    const { person, document } = messageParams;
    if (date !== null && typeof person === "string" && typeof document === "string")
      return t(messageKey, { date, person, document });
  } else if (isPeriodKey(messageKey)) {
    const start = day("start");
    const end = day("end");
    if (start !== null && end !== null) return t(messageKey, { start, end });
  }
  // An unknown key, or a known one without its parameters, is never shown raw or half filled.
  return t(GENERIC_NOTIFICATION_KEY);
}

/** What a notification is about, so a click can open it; the app decides where that is. */
export type NotificationSubject =
  | { kind: "openShift"; id: number }
  | { kind: "request"; contentType: "swap" | "shiftrequest" | "event"; id: number }
  | { kind: "schedule"; id: number; start: string | null }
  | null;

export function notificationSubject(notification: Notification): NotificationSubject {
  const { associatedContentType, associatedObjectId } = notification.originData;
  if (associatedObjectId === null) return null;
  if (associatedContentType === "open shift") return { kind: "openShift", id: associatedObjectId };
  // A request's notices come from its review step; the params name the request itself.
  if (isRequestKey(notification.messageKey) && associatedContentType === "approval") {
    const { content_type: contentType, request_id: requestId } = notification.messageParams;
    const id = typeof requestId === "number" ? requestId : Number(requestId);
    if (
      (contentType === "swap" || contentType === "shiftrequest" || contentType === "event") &&
      Number.isInteger(id) &&
      id > 0
    )
      return { kind: "request", contentType, id };
    return null;
  }
  if (associatedContentType === "schedule") {
    const start = notification.messageParams.start;
    return {
      kind: "schedule",
      id: associatedObjectId,
      start: typeof start === "string" && STORED_DAY.test(start) ? start : null,
    };
  }
  return null;
}

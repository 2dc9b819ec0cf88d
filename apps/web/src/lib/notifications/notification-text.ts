/**
 * A notification's text in the reader's language (O-004): the server sends a message key and its
 * parameters; dates among them are calendar days shown in the reader's format. A key this build
 * does not know reads as a general notice rather than as a raw key.
 */
import type { TFunction } from "i18next";
import type { Formatter } from "../format";

const DATE_PARAMS = ["date", "start", "end"] as const;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function notificationText(
  t: TFunction,
  formatter: Formatter,
  messageKey: string,
  params: Readonly<Record<string, string | number>>,
): string {
  const values: Record<string, string | number> = { ...params };
  for (const name of DATE_PARAMS) {
    const value = params[name];
    if (typeof value === "string" && DATE_ONLY.test(value)) values[name] = formatter.date(value, "date");
  }
  const key = messageKey.startsWith("notifications.") ? messageKey : `notifications.${messageKey}`;
  return t(key as "notifications.generic", { ...values, defaultValue: t("notifications.generic") });
}

// Rules of a person's documents (credentials and health records, N-015, N-016) that the server
// enforces and the web shows: kinds, limits, when a document counts as expired.
import { type LocalDate, localDateOf, localToUtc } from "../time/index.ts";

/** `license`: a credential (licence, certificate); `health`: a health record (vaccination, test). */
export const DOCUMENT_TYPES = ["license", "health"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_NAME_MAX = 256;
export const VERIFIER_NAME_MAX = 256;
export const DOCUMENT_TEXT_MAX = 1000;

/** Attachments: at most 12,000 KB (Z-016), images and PDF only, judged by their content. */
export const ATTACHMENT_MAX_KB = 12_000;
export const ATTACHMENT_MAX_BYTES = ATTACHMENT_MAX_KB * 1024;
export const ATTACHMENT_TYPES: Readonly<Record<string, string>> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
};

/** The extension an attachment of this content type is stored with, or null when it is refused. */
export function attachmentExtension(mimeType: string): string | null {
  return ATTACHMENT_TYPES[mimeType] ?? null;
}

/** Verified exactly when someone is named as the verifier. */
export function isVerified(verifierName: string | null | undefined): boolean {
  return (verifierName ?? "").trim() !== "";
}

/**
 * A document expires at the end of its expiry day in the hospital's zone (23:59:59 local), so a
 * licence valid "until 30 June" is still valid that whole evening wherever the server runs.
 */
export function endOfLocalDay(date: LocalDate, timeZone: string): Date | null {
  const lastMinute = localToUtc(date, "23:59", timeZone);
  return lastMinute ? new Date(lastMinute.getTime() + 59_000) : null;
}

/** The local expiry day of a stored expiry instant. */
export function expiryDateOf(expireOn: Date, timeZone: string): LocalDate | null {
  return localDateOf(expireOn, timeZone);
}

/** Expired once the expiry instant has passed; a document without one never expires. */
export function isExpired(expireOn: Date | string | null, now: Date): boolean {
  if (expireOn === null) return false;
  const instant = typeof expireOn === "string" ? new Date(expireOn) : expireOn;
  return !Number.isNaN(instant.getTime()) && instant.getTime() < now.getTime();
}

/** How many of the documents have expired (the sub-tab badges). */
export function expiredCount(documents: readonly { expireOn: Date | string | null }[], now: Date): number {
  return documents.filter((document) => isExpired(document.expireOn, now)).length;
}

/** Credentials expiring within this many days are announced to management and marked in lists. */
export const EXPIRY_NOTICE_DAYS = 30;
const EXPIRY_NOTICE_MS = EXPIRY_NOTICE_DAYS * 24 * 60 * 60 * 1000;

/** The last expiry instant that counts as "expiring soon" at `now`. */
export function expiryNoticeHorizon(now: Date): Date {
  return new Date(now.getTime() + EXPIRY_NOTICE_MS);
}

/** Not yet expired, but expiring within the notice window (the boundary itself is included). */
export function isExpiringSoon(expireOn: Date | string | null, now: Date): boolean {
  if (expireOn === null || isExpired(expireOn, now)) return false;
  const instant = typeof expireOn === "string" ? new Date(expireOn) : expireOn;
  return !Number.isNaN(instant.getTime()) && instant.getTime() <= expiryNoticeHorizon(now).getTime();
}

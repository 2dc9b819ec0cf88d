// Naming rules of stored files (N-020): the storage area of an organisation, the stored name of an
// attachment, and the name a download is offered under.

/**
 * The organisation's customer code. Organisations carry no code of their own yet, so the code is
 * derived from the id, which never changes (a renamed hospital keeps its files).
 */
export function customerCodeOf(orgId: number): string {
  return `org-${orgId}`;
}

/**
 * An Azure container name from a customer code: 3-63 characters of lower-case letters, digits and
 * single hyphens, starting and ending with a letter or digit. Anything else becomes a hyphen.
 */
export function containerNameOf(customerCode: string): string {
  const safe = customerCode
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 63)
    .replace(/-+$/g, "");
  return safe.length >= 3 ? safe : `org-${safe || "x"}`.slice(0, 63);
}

/** A stored name is ours alone: `{userId}_{historyId}.{ext}`; anything else is refused by the drivers. */
const STORED_NAME = /^[0-9]+_[0-9]+\.[a-z0-9]{1,8}$/;

export function storedFileName(userId: number, historyId: number, extension: string): string {
  return `${userId}_${historyId}.${extension}`;
}

export function isStoredFileName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** The extension of a stored name (what the download is offered with). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1);
}

/** The person's full name, the document's name and the file's extension; no path or control characters. */
export function downloadFileName(fullName: string, documentName: string, extension: string): string {
  const base = `${fullName} ${documentName}`
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/[\\/:*?"<>|]+/g, "_")
    .replace(/\s+/g, " ")
    .trim();
  return `${base || "document"}.${extension}`;
}

/**
 * `Content-Disposition` for a download: an ASCII fallback for old clients and the exact name
 * in RFC 5987 `filename*` for everyone else (names in Chinese survive).
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

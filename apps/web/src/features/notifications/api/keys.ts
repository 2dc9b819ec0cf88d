/**
 * Query keys of the caller's notification receipts. A new receipt heard live, or a read marked
 * here, invalidates `all`: the bell, the notifications page and the unread badges refresh together.
 */
export const notificationKeys = {
  all: ["notifications"] as const,
  receipts: () => ["notifications", "receipts"] as const,
};

/** Receipts per request: a screenful for the bell and the page; "Show more" asks for the next. */
export const RECEIPTS_PAGE_SIZE = 20;

/** What the mark-as-read endpoint takes at once. */
export const MARK_READ_BATCH = 100;

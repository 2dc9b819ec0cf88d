/** Notification receipt API paths (spec O-005, O-006), as the server's `routes/notifications` serves them. */
export const NOTIFICATIONS_API = {
  receipts: "/api/notification-receipts/",
  markAsRead: "/api/notification-receipts/mark_as_read/",
} as const;

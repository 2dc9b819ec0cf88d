/** The unread count on the bell and on the staff's Notifications rail entry (99+ above 99). */
import { Badge } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useUnreadCount } from "../api/list-receipts";

export const UNREAD_BADGE_MAX = 99;

export function UnreadBadge({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const count = useUnreadCount();
  return (
    <Badge
      color="error"
      badgeContent={count}
      max={UNREAD_BADGE_MAX}
      invisible={count === 0}
      slotProps={{ badge: { "aria-label": t("notificationCenter.unreadCount", { count }) } }}
    >
      {children}
    </Badge>
  );
}

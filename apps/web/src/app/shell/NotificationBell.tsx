import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import { Box, IconButton, Popover, Tooltip, Typography } from "@mui/material";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useUnreadCount } from "../../features/notifications/api/list-receipts";
import { MarkAllReadButton } from "../../features/notifications/components/MarkAllReadButton";
import { NotificationList } from "../../features/notifications/components/NotificationList";
import { UnreadBadge } from "../../features/notifications/components/UnreadBadge";
import { useNotificationLink } from "../notifications/notification-links";

/**
 * The notification menu of the top bar (A-015, O-005): the unread count on the bell, and in its
 * popover the notifications, newest first, with "Mark all read". Staff have a page instead.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = useUnreadCount();
  const linkOf = useNotificationLink();
  const titleId = useId();
  const label =
    unread === 0 ? t("shell.notifications") : t("notificationCenter.bellUnread", { count: unread });
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={t("shell.notifications")}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <UnreadBadge>
            <NotificationsOutlined />
          </UnreadBadge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{
          paper: {
            role: "dialog",
            "aria-labelledby": titleId,
            sx: { width: 380, maxWidth: "calc(100vw - 32px)", display: "flex", flexDirection: "column" },
          },
        }}
      >
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            justifyContent: "space-between",
            gap: 1,
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: "divider",
          }}
        >
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t("shell.notifications")}
          </Typography>
          <MarkAllReadButton />
        </Box>
        <Box sx={{ maxHeight: "min(480px, calc(100vh - 160px))", overflowY: "auto" }}>
          <NotificationList linkOf={linkOf} onOpened={close} emptySize={88} />
        </Box>
      </Popover>
    </>
  );
}

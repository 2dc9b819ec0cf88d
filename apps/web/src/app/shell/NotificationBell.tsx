import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import { IconButton, Popover, Tooltip } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/EmptyState";

/** The notification menu's place in the top bar; receipts arrive with the notifications issue. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t("shell.notifications")}>
        <IconButton aria-label={t("shell.notifications")} onClick={(event) => setAnchor(event.currentTarget)}>
          <NotificationsOutlined />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { width: 340, maxWidth: "calc(100vw - 32px)" } } }}
      >
        <EmptyState size={88} message={t("shell.notificationsEmpty")} />
      </Popover>
    </>
  );
}

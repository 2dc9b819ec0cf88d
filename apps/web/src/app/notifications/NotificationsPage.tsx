import { Paper } from "@mui/material";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { MarkAllReadButton } from "../../features/notifications/components/MarkAllReadButton";
import { NotificationList } from "../../features/notifications/components/NotificationList";
import { useNotificationLink } from "./notification-links";

/** `/notifications` (staff, O-005): the nurse's notifications, newest first, on a phone or a desk. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const linkOf = useNotificationLink();
  return (
    <>
      <PageHeader
        title={t("shell.notifications")}
        subtitle={t("notificationCenter.pageSubtitle")}
        actions={<MarkAllReadButton />}
      />
      <Paper variant="outlined" sx={{ maxWidth: 720, overflow: "hidden" }}>
        <NotificationList linkOf={linkOf} />
      </Paper>
    </>
  );
}

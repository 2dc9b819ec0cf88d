import CalendarMonthOutlined from "@mui/icons-material/CalendarMonthOutlined";
import DoneOutlined from "@mui/icons-material/DoneOutlined";
import EventAvailableOutlined from "@mui/icons-material/EventAvailableOutlined";
import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import {
  Badge,
  Box,
  IconButton,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
} from "@mui/material";
import type { NotificationReceipt } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import { notificationSubject, notificationText } from "../../../lib/notifications/notification-text";
import { visuallyHidden } from "../../../lib/visually-hidden";

function SubjectIcon({ receipt }: { receipt: NotificationReceipt }) {
  const subject = notificationSubject(receipt.notification);
  if (subject?.kind === "openShift") return <EventAvailableOutlined />;
  if (subject?.kind === "schedule") return <CalendarMonthOutlined />;
  return <NotificationsOutlined />;
}

/**
 * One notification (O-005): its text, who sent it and when, and a dot while unread. Opening it
 * marks it read; an unread one also has a button that only marks it read.
 */
export function NotificationItem(props: {
  receipt: NotificationReceipt;
  now: number;
  onOpen: (receipt: NotificationReceipt) => void;
  onMarkRead: (receipt: NotificationReceipt) => void;
}) {
  const { receipt, now, onOpen, onMarkRead } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { notification } = receipt;
  const unread = receipt.lastReadOn === null;
  const text = notificationText(t, formatter, notification);
  const from = notification.originData.originatorInfo?.fullName ?? t("notificationCenter.system");
  return (
    <ListItem
      disablePadding
      divider
      data-receipt={receipt.id}
      data-unread={unread ? "true" : "false"}
      secondaryAction={
        unread ? (
          <Tooltip title={t("notificationCenter.markRead")}>
            <IconButton
              edge="end"
              aria-label={t("notificationCenter.markReadOf", { text })}
              onClick={() => onMarkRead(receipt)}
            >
              <DoneOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : undefined
      }
    >
      <ListItemButton onClick={() => onOpen(receipt)} sx={{ alignItems: "flex-start", pr: unread ? 7 : 2 }}>
        <ListItemIcon sx={{ minWidth: 40, mt: 0.5, color: unread ? "primary.main" : "text.secondary" }}>
          <Badge variant="dot" color="primary" invisible={!unread} overlap="circular">
            <SubjectIcon receipt={receipt} />
          </Badge>
        </ListItemIcon>
        <ListItemText
          primary={
            <>
              {unread && (
                <>
                  <Box component="span" sx={visuallyHidden}>
                    {t("notificationCenter.unreadMark")}
                  </Box>{" "}
                </>
              )}
              {text}
            </>
          }
          secondary={
            <>
              {from}
              {" · "}
              <time
                dateTime={notification.createdOn}
                title={formatter.date(notification.createdOn, "dateTime")}
              >
                {formatter.ago(notification.createdOn, now)}
              </time>
            </>
          }
          slotProps={{
            primary: { sx: { fontWeight: unread ? 700 : 400, color: "text.primary" } },
            secondary: { sx: { color: "text.secondary" } },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
}

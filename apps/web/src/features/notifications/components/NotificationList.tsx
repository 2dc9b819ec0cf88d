import { Alert, Box, Button, LinearProgress, List } from "@mui/material";
import type { NotificationReceipt } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { useToast } from "../../../components/toasts/toast-service";
import { useReceipts } from "../api/list-receipts";
import { useMarkAsRead } from "../api/mark-as-read";
import { useNow } from "../hooks/use-now";
import { type NotificationSubject, notificationSubject } from "../../../lib/notifications/notification-text";
import { NotificationItem } from "./NotificationItem";

/**
 * The caller's notifications, newest first (O-005), as the bell's popover and the staff's page
 * show them: a page at a time with "Show more". Opening one marks it read and goes where it
 * points; which screen that is the app decides (`linkOf`), as it knows the routes and the role.
 */
export function NotificationList(props: {
  linkOf: (subject: NotificationSubject) => string | null;
  /** Called after a notification was opened (the bell closes its popover). */
  onOpened?: () => void;
  emptySize?: number;
}) {
  const { linkOf, onOpened, emptySize } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const receipts = useReceipts();
  const now = useNow();
  const markRead = useMarkAsRead({
    mutationConfig: { onError: (error) => toast.error(t("notificationCenter.markReadFailed"), error) },
  });

  if (receipts.isPending) return <LinearProgress aria-label={t("notificationCenter.loading")} />;
  if (receipts.isError)
    return (
      <Alert
        severity="error"
        sx={{ m: 1 }}
        action={
          <Button color="inherit" size="small" onClick={() => void receipts.refetch()}>
            {t("notificationCenter.retry")}
          </Button>
        }
      >
        {t("notificationCenter.loadFailed")}
      </Alert>
    );
  const items = receipts.data.receipts;
  if (items.length === 0) return <EmptyState size={emptySize} message={t("notificationCenter.empty")} />;

  const markOne = (receipt: NotificationReceipt) => {
    if (receipt.lastReadOn === null) markRead.mutate([receipt.id]);
  };
  const open = (receipt: NotificationReceipt) => {
    markOne(receipt);
    const link = linkOf(notificationSubject(receipt.notification));
    if (link !== null) void navigate(link);
    onOpened?.();
  };
  return (
    <Box>
      <List aria-label={t("notificationCenter.listLabel")} disablePadding>
        {items.map((receipt) => (
          <NotificationItem key={receipt.id} receipt={receipt} now={now} onOpen={open} onMarkRead={markOne} />
        ))}
      </List>
      {receipts.hasNextPage && (
        <Box sx={{ display: "flex", justifyContent: "center", p: 1 }}>
          <Button onClick={() => void receipts.fetchNextPage()} disabled={receipts.isFetchingNextPage}>
            {t("notificationCenter.showMore")}
          </Button>
        </Box>
      )}
    </Box>
  );
}

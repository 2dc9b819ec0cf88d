import DoneAllOutlined from "@mui/icons-material/DoneAllOutlined";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toasts/toast-service";
import { useUnreadCount } from "../api/list-receipts";
import { useMarkAllAsRead } from "../api/mark-as-read";

/** Marks every unread notification read (O-006); disabled when none is unread. */
export function MarkAllReadButton() {
  const { t } = useTranslation();
  const toast = useToast();
  const unread = useUnreadCount();
  const markAll = useMarkAllAsRead({
    mutationConfig: { onError: (error) => toast.error(t("notificationCenter.markReadFailed"), error) },
  });
  return (
    <Button
      size="small"
      startIcon={<DoneAllOutlined />}
      disabled={unread === 0 || markAll.isPending}
      onClick={() => markAll.mutate(undefined)}
    >
      {t("notificationCenter.markAllRead")}
    </Button>
  );
}

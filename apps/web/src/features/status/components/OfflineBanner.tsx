import { Alert } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import { lastSynced } from "../../../lib/pwa/offline-copies";
import { useOnline } from "../../../lib/pwa/use-online";
import { statusQueryOptions } from "../api/get-status";
import { useWindowFocused } from "../hooks/use-window-focused";

/**
 * Without a network the app runs from the service worker's copy: say so, and how old the copy
 * is, so a schedule from the last sync is never taken for the live one. Anything that needs the
 * server fails with its own message. The browser's own flag is not enough (it stays "online" on a
 * network that reaches nothing), so a failed status poll, which the worker never answers from a
 * copy, counts as offline too until the next one succeeds.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const online = useOnline();
  const status = useQuery(statusQueryOptions(useWindowFocused()));
  const unreachable = status.isError && status.errorUpdatedAt >= status.dataUpdatedAt;
  const { refetch } = status;
  // Back on a network: ask at once rather than at the next poll, so the banner goes right away.
  useEffect(() => {
    if (online) void refetch();
  }, [online, refetch]);
  if (online && !unreachable) return null;
  const synced = lastSynced();
  return (
    <Alert
      severity="warning"
      variant="filled"
      square
      role="status"
      sx={{ borderRadius: 0, justifyContent: "center" }}
    >
      {synced
        ? t("status.offlineSynced", { time: formatter.date(synced.toISOString(), "dateTime") })
        : t("status.offlineNeverSynced")}
    </Alert>
  );
}

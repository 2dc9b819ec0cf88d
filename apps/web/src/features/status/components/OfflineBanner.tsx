import { Alert } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import { lastSynced } from "../../../lib/pwa/offline-copies";
import { useOnline } from "../../../lib/pwa/use-online";

/**
 * Without a network the app runs from the service worker's copy: say so, and how old the copy
 * is, so a schedule from the last sync is never taken for the live one. Anything that needs the
 * server fails with its own message.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const online = useOnline();
  if (online) return null;
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

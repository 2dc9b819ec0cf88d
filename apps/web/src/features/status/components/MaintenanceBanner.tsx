import { Alert } from "@mui/material";
import type { StatusFile } from "@rosterly/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";

/** announces scheduled or running maintenance; dismissed per announcement for this page load. */
export function MaintenanceBanner({ status }: { status: StatusFile }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const announcement = `${status.state}|${status.date ?? ""}|${status.duration ?? ""}`;
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (status.state === "ok" || dismissed === announcement) return null;

  let message: string;
  if (status.state === "maintenance") message = t("status.maintenanceNow");
  else {
    const date = status.date ? formatter.date(status.date, "dateTime") : "";
    message =
      status.duration === null
        ? t("status.maintenanceScheduledNoDuration", { date })
        : t("status.maintenanceScheduled", { date, duration: formatter.number(status.duration) });
  }
  return (
    <Alert
      severity={status.state === "maintenance" ? "warning" : "info"}
      variant="filled"
      square
      onClose={() => setDismissed(announcement)}
      slotProps={{ closeButton: { title: t("status.dismiss"), "aria-label": t("status.dismiss") } }}
      sx={{ borderRadius: 0, justifyContent: "center" }}
    >
      {message}
    </Alert>
  );
}

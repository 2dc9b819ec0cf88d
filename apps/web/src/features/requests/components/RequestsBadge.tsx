/** K-006: the Requests rail badge, the pending requests the user may act on, `99+` above 99. */
import { Badge } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useScreenSettled } from "../../../lib/screen-settled";
import { usePendingRequestCount } from "../api/list-requests";
import { badgeText } from "../lib/list-options";

export function RequestsRailBadge({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const count = usePendingRequestCount(useScreenSettled()).data?.count ?? 0;
  const text = badgeText(count);
  return (
    <Badge
      color="error"
      badgeContent={text ?? 0}
      invisible={text === null}
      slotProps={{ badge: { "aria-label": t("requests.badge", { count }) } }}
    >
      {children}
    </Badge>
  );
}

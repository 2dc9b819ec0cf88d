/**
 * H-008: the rail's open-shift markers for management — pending open shifts of the active
 * department in red and their bids in green, `99+` above 99. Live updates refresh the count.
 */
import { Badge } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useActiveDepartment } from "../../../lib/session/active-department-context";
import { useOpenShiftCount } from "../api/count-open-shifts";

export function OpenShiftRailBadge({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { activeDepartmentId } = useActiveDepartment();
  const count = useOpenShiftCount(
    { state: "pending", departmentIds: activeDepartmentId === null ? [] : [activeDepartmentId] },
    activeDepartmentId !== null,
  ).data;
  const pending = count?.count ?? 0;
  const bids = count?.bids ?? 0;
  return (
    <Badge
      color="success"
      badgeContent={bids}
      max={99}
      invisible={bids === 0}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      slotProps={{ badge: { "aria-label": t("openShifts.badge.bids", { count: bids }) } }}
    >
      <Badge
        color="error"
        badgeContent={pending}
        max={99}
        invisible={pending === 0}
        slotProps={{ badge: { "aria-label": t("openShifts.badge.pending", { count: pending }) } }}
      >
        {children}
      </Badge>
    </Badge>
  );
}

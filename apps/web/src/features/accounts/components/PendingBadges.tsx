/**
 * The pending-profile markers of the navigation (D-022): a red dot on each admin users tab with
 * pending profiles, and a count on the Users rail entry. They refresh with the accounts data.
 */
import { Badge } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useScreenSettled } from "../../../lib/screen-settled";
import { usePendingCounts } from "../api/get-pending-counts";
import type { UsersTab } from "../api/keys";

function Dot({ tab, children }: { tab: UsersTab | "total"; children: ReactNode }) {
  const { t } = useTranslation();
  const count = usePendingCounts(useScreenSettled()).data?.[tab] ?? 0;
  return (
    <Badge
      variant="dot"
      color="error"
      invisible={count === 0}
      slotProps={{ badge: { "aria-label": t("accounts.pending.dot", { count }) } }}
    >
      {children}
    </Badge>
  );
}

export const StaffPendingDot = ({ children }: { children: ReactNode }) => <Dot tab="staff">{children}</Dot>;
export const OperationsPendingDot = ({ children }: { children: ReactNode }) => (
  <Dot tab="operations">{children}</Dot>
);
export const ManagementPendingDot = ({ children }: { children: ReactNode }) => (
  <Dot tab="management">{children}</Dot>
);
export const AdminPendingDot = ({ children }: { children: ReactNode }) => <Dot tab="admin">{children}</Dot>;
export const AnyPendingDot = ({ children }: { children: ReactNode }) => <Dot tab="total">{children}</Dot>;

/** The management rail's Users entry: how many profiles wait for approval (99+ above 99). */
export function PendingCountBadge({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const count = usePendingCounts(useScreenSettled()).data?.total ?? 0;
  return (
    <Badge
      color="error"
      badgeContent={count}
      max={99}
      invisible={count === 0}
      slotProps={{ badge: { "aria-label": t("accounts.pending.count", { count }) } }}
    >
      {children}
    </Badge>
  );
}

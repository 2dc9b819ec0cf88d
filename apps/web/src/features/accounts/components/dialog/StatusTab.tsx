import { Alert, Stack, Typography } from "@mui/material";
import type { ProfileState } from "@rosterly/domain/accounts";
import { useTranslation } from "react-i18next";
import type { OrgDays } from "../../lib/dates";
import type { DialogMode } from "../../lib/dialog-values";
import type { Option } from "../../lib/references";
import { StateChip } from "../StateChip";
import { ActivationChoice } from "./ActivationChoice";
import { StatusChangeSection } from "./StatusChangeSection";

/** Tab "Status": how a new or pending profile starts (D-011, D-012), or a status change (D-013). */
export function StatusTab(props: {
  mode: DialogMode;
  current: ProfileState | null;
  days: OrgDays;
  flags: readonly Option[];
}) {
  const { mode, current, days, flags } = props;
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      {current !== null && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
          <Typography color="text.secondary">{t("accounts.status.current")}</Typography>
          <StateChip state={current} />
        </Stack>
      )}
      {mode === "pending" && <Alert severity="warning">{t("accounts.status.pendingReview")}</Alert>}
      {mode === "update" && current !== null ? (
        <StatusChangeSection current={current} days={days} flags={flags} />
      ) : (
        <ActivationChoice days={days} pending={mode === "pending"} />
      )}
    </Stack>
  );
}

import { Chip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { STATE_TONES, stateLabel } from "../lib/labels";

/** A request's state as staff say it (K-002): pending, under review, approved, rejected, withdrawn, expired. */
export function RequestStateChip({ state }: { state: string }) {
  const { t } = useTranslation();
  const label = stateLabel(state);
  return (
    <Chip
      size="small"
      color={STATE_TONES[label]}
      variant={label === "withdrawn" || label === "expired" || label === "unknown" ? "outlined" : "filled"}
      label={t(`myRequests.state.${label}`)}
      data-state={label}
      // The error hue is too light for white text; its dark shade reads at 4.5:1.
      sx={label === "rejected" ? { bgcolor: "error.dark", color: "common.white" } : undefined}
    />
  );
}

import CancelOutlined from "@mui/icons-material/CancelOutlined";
import CheckCircleOutline from "@mui/icons-material/CheckCircleOutlined";
import HelpOutline from "@mui/icons-material/HelpOutlined";
import HourglassEmptyOutlined from "@mui/icons-material/HourglassEmptyOutlined";
import RateReviewOutlined from "@mui/icons-material/RateReviewOutlined";
import TimerOffOutlined from "@mui/icons-material/TimerOffOutlined";
import UndoOutlined from "@mui/icons-material/UndoOutlined";
import { Chip } from "@mui/material";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { STATE_TONES, type StateLabel, stateLabel } from "../lib/labels";

// Each state has its own shape as well as its colour and word, for readers who cannot tell the hues apart.
const ICONS: Readonly<Record<StateLabel, ReactElement>> = {
  pending: <HourglassEmptyOutlined />,
  underReview: <RateReviewOutlined />,
  approved: <CheckCircleOutline />,
  rejected: <CancelOutlined />,
  withdrawn: <UndoOutlined />,
  expired: <TimerOffOutlined />,
  unknown: <HelpOutline />,
};

/** A request's state as staff say it (K-002): pending, under review, approved, rejected, withdrawn, expired. */
export function RequestStateChip({ state }: { state: string }) {
  const { t } = useTranslation();
  const label = stateLabel(state);
  return (
    <Chip
      size="small"
      icon={ICONS[label]}
      color={STATE_TONES[label]}
      variant={label === "withdrawn" || label === "expired" || label === "unknown" ? "outlined" : "filled"}
      label={t(`myRequests.state.${label}`)}
      data-state={label}
    />
  );
}

import BlockOutlined from "@mui/icons-material/BlockOutlined";
import CheckCircleOutline from "@mui/icons-material/CheckCircleOutlined";
import HourglassEmptyOutlined from "@mui/icons-material/HourglassEmptyOutlined";
import LogoutOutlined from "@mui/icons-material/LogoutOutlined";
import PauseCircleOutline from "@mui/icons-material/PauseCircleOutlined";
import { Chip } from "@mui/material";
import type { ProfileState } from "@rosterly/domain/accounts";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";

const COLOURS: Readonly<Record<ProfileState, "success" | "default" | "warning" | "error">> = {
  active: "success",
  inactive: "default",
  pending: "warning",
  rejected: "error",
  severed: "error",
};

// A shape per state besides colour and word: rejected and severed share a colour but not an icon.
const ICONS: Readonly<Record<ProfileState, ReactElement>> = {
  active: <CheckCircleOutline />,
  inactive: <PauseCircleOutline />,
  pending: <HourglassEmptyOutlined />,
  rejected: <BlockOutlined />,
  severed: <LogoutOutlined />,
};

/** A profile's state; `pending` reads "Pending approval" (Z-014). */
export function StateChip({ state }: { state: ProfileState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={ICONS[state]}
      color={COLOURS[state]}
      label={t(`accounts.states.${state}`)}
    />
  );
}

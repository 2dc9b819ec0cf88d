import CloseRounded from "@mui/icons-material/CloseRounded";
import { Box, IconButton, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AsidePanel } from "../../../components/side-panel/AsidePanel";

const PANEL_WIDTH = 420;

/** The details beside the lists on wide screens; over them, full width, on phones. */
export function DetailsPanel({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AsidePanel label={t("openShifts.details")} width={PANEL_WIDTH} phoneBelow="md" onClose={onClose}>
      <Box
        sx={{ display: "flex", alignItems: "center", px: 2, py: 1, borderBottom: 1, borderColor: "divider" }}
      >
        <Typography variant="h3" component="h2" sx={{ flex: 1, fontSize: "1.05rem" }}>
          {t("openShifts.details")}
        </Typography>
        <IconButton onClick={onClose} aria-label={t("openShifts.closeDetails")}>
          <CloseRounded />
        </IconButton>
      </Box>
      {children}
    </AsidePanel>
  );
}

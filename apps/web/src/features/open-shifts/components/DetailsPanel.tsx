import CloseRounded from "@mui/icons-material/CloseRounded";
import { Box, Drawer, IconButton, Typography, useMediaQuery, useTheme } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

const PANEL_WIDTH = 420;

/** The details beside the lists on wide screens; over them, full width, on phones. */
export function DetailsPanel({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("md"));
  const header = (
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
  );
  if (phone)
    return (
      <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { sx: { width: "100%" } } }}>
        <Box role="complementary" aria-label={t("openShifts.details")}>
          {header}
          {children}
        </Box>
      </Drawer>
    );
  return (
    <Box
      component="aside"
      aria-label={t("openShifts.details")}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !event.defaultPrevented) onClose();
      }}
      sx={{
        width: PANEL_WIDTH,
        flexShrink: 0,
        alignSelf: "flex-start",
        position: "sticky",
        top: 80,
        maxHeight: "calc(100vh - 100px)",
        overflow: "auto",
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        bgcolor: "background.paper",
      }}
    >
      {header}
      {children}
    </Box>
  );
}

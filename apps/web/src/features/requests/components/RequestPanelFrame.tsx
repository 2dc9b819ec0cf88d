import { Box, Drawer, useMediaQuery, useTheme } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export const REVIEW_PANEL_WIDTH = 440;

/** The review panel's place: 440 px beside the list on wide screens, the whole screen on a phone. */
export function RequestPanelFrame({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  if (phone)
    return (
      <Drawer
        anchor="right"
        open
        onClose={onClose}
        slotProps={{ paper: { sx: { width: "100%" }, "aria-label": t("requests.panel.label") } }}
      >
        <Box role="complementary" aria-label={t("requests.panel.label")}>
          {children}
        </Box>
      </Drawer>
    );
  return (
    <Box
      component="aside"
      aria-label={t("requests.panel.label")}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !event.defaultPrevented) onClose();
      }}
      sx={{
        width: REVIEW_PANEL_WIDTH,
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
      {children}
    </Box>
  );
}

import CloseRounded from "@mui/icons-material/CloseRounded";
import { Box, Drawer, IconButton, Typography, useMediaQuery, useTheme } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export const SIDE_PANEL_WIDTH = 440;

/**
 * The schedule's right-hand panel: 440 px beside the grid, the full width on phones. It has no
 * backdrop on wide screens, so the grid stays usable while it is open.
 */
export function SidePanel(props: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  bare?: boolean;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const { title, onClose, children, bare = false } = props;
  const content = bare ? (
    children
  ) : (
    <>
      <Box
        sx={{ display: "flex", alignItems: "center", px: 2, py: 1, borderBottom: 1, borderColor: "divider" }}
      >
        <Typography variant="h3" component="h2" sx={{ flex: 1, fontSize: "1.05rem" }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={t("schedule.panels.close")}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Box sx={{ overflow: "auto", flex: 1 }}>{children}</Box>
    </>
  );
  if (phone)
    return (
      <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { sx: { width: "100%" } } }}>
        <Box
          sx={{ display: "flex", flexDirection: "column", height: "100%" }}
          role="complementary"
          aria-label={typeof title === "string" ? title : undefined}
        >
          {content}
        </Box>
      </Drawer>
    );
  return (
    <Box
      component="aside"
      aria-label={typeof title === "string" ? title : undefined}
      onKeyDown={(event) => {
        // Menus and dialogs inside stop their own Escape; one that reaches the panel closes it.
        if (event.key === "Escape" && !event.defaultPrevented) onClose();
      }}
      sx={{
        width: SIDE_PANEL_WIDTH,
        flexShrink: 0,
        display: "flex",
        flexDirection: "column",
        height: { sm: "calc(100vh - 230px)" },
        minHeight: 320,
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        bgcolor: "background.paper",
        overflow: "hidden",
      }}
    >
      {content}
    </Box>
  );
}

import Close from "@mui/icons-material/Close";
import { Box, IconButton, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The header band of a side panel; the spec sizes the content as the panel's height less 75 px. */
export const PANEL_HEADER_HEIGHT = 75;

/**
 * A side panel's frame: a 75 px header with the title and a close button, and a scrolling body of
 * the remaining height (spec 2 §9: container height = side panel height - 75).
 */
export function PanelFrame(props: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  onClose: () => void;
  label: string;
  children: ReactNode;
}) {
  const { title, subtitle, actions, onClose, label, children } = props;
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{ height: "100%", display: "flex", flexDirection: "column" }}
    >
      <Box
        sx={{
          height: PANEL_HEADER_HEIGHT,
          flex: "none",
          display: "flex",
          alignItems: "center",
          gap: 1,
          px: 2,
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h2" noWrap>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" noWrap component="div">
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions}
        <IconButton aria-label={t("activityEditor.close")} onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ height: `calc(100% - ${PANEL_HEADER_HEIGHT}px)`, overflowY: "auto", px: 2, py: 2 }}>
        {children}
      </Box>
    </Box>
  );
}

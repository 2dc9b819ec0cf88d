import { Box, Drawer, useMediaQuery, useTheme } from "@mui/material";
import type { ReactNode } from "react";

export interface AsidePanelProps {
  /** The landmark's accessible name. */
  label: string;
  width: number;
  /** Below this breakpoint the panel covers the screen instead of sitting beside the list. */
  phoneBelow: "sm" | "md";
  onClose: () => void;
  children: ReactNode;
}

/**
 * A details or review panel: a sticky aside beside a list on wide screens (Escape closes it), a
 * full-width drawer over it on phones.
 */
export function AsidePanel({ label, width, phoneBelow, onClose, children }: AsidePanelProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down(phoneBelow));
  if (phone)
    return (
      <Drawer
        anchor="right"
        open
        onClose={onClose}
        slotProps={{ paper: { sx: { width: "100%" }, "aria-label": label } }}
      >
        <Box role="complementary" aria-label={label}>
          {children}
        </Box>
      </Drawer>
    );
  return (
    <Box
      component="aside"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !event.defaultPrevented) onClose();
      }}
      sx={{
        width,
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

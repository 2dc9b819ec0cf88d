import { Box } from "@mui/material";
import type { ReactNode } from "react";

/** The main landmark of a page outside the shell: the whole screen, its content in a centred column. */
/** Spacing and background of the page, in the theme's units and colours. */
type PageStyle = Readonly<Record<string, string | number>>;

export function FullScreenMain({ children, sx = {} }: { children: ReactNode; sx?: PageStyle }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: "100vh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        ...sx,
      }}
    >
      {children}
    </Box>
  );
}

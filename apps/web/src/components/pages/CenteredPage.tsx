import { Paper } from "@mui/material";
import type { ReactNode } from "react";
import { BrandMark } from "../BrandMark";
import { FullScreenMain } from "./FullScreenMain";

/** A full-screen page outside the shell (errors, unsupported browser): brand on top, content centred. */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <FullScreenMain sx={{ gap: 3, p: 2, bgcolor: "background.default" }}>
      <BrandMark size={36} />
      <Paper variant="outlined" sx={{ width: "100%", maxWidth: 520, p: { xs: 2, sm: 4 } }}>
        {children}
      </Paper>
    </FullScreenMain>
  );
}

import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Read-only label/value pairs: two columns from 768 px, stacked below. */
export function DetailList({ items }: { items: readonly Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "200px 1fr" },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: "contents" }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: "anywhere" }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

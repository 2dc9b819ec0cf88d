import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { BrandGlyph } from "./BrandGlyph";

/** The product mark: a calendar with a care cross, beside the product name. */
export function BrandMark({ size = 32, showName = true }: { size?: number; showName?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "inline-flex", alignItems: "center", gap: 1.25 }}>
      <Box sx={{ display: "flex", flexShrink: 0 }}>
        <BrandGlyph size={size} />
      </Box>
      {showName && (
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontSize: size * 0.6, letterSpacing: "-0.01em", color: "text.primary" }}
        >
          {t("app.name")}
        </Typography>
      )}
    </Box>
  );
}

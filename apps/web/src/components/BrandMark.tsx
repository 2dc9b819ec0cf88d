import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/** The product mark: a calendar with a care cross, beside the product name. */
export function BrandMark({ size = 32, showName = true }: { size?: number; showName?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "inline-flex", alignItems: "center", gap: 1.25 }}>
      <Box component="svg" viewBox="0 0 64 64" sx={{ width: size, height: size, flexShrink: 0 }} aria-hidden>
        <rect width="64" height="64" rx="14" fill="#0f6e6a" />
        <rect x="14" y="18" width="36" height="32" rx="5" fill="none" stroke="#fff" strokeWidth="4" />
        <path
          d="M14 28h36M24 12v10M40 12v10M32 33v12M26 39h12"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
        />
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

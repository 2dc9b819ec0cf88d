import { Box, Card, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BrandMark } from "../../../components/BrandMark";
import { env } from "../../../lib/env";

/** The signed-out pages' frame: a centred card with the product name and tagline on a soft background. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: "100vh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        px: 2,
        py: 4,
        background: "linear-gradient(160deg, #e6f2f1 0%, #f3f6f7 45%, #eaf0f6 100%)",
      }}
    >
      <Box sx={{ textAlign: "center", mb: 3 }}>
        <BrandMark size={44} />
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t("app.tagline")}
        </Typography>
      </Box>
      <Card
        variant="outlined"
        sx={{ width: "100%", maxWidth: 420, boxShadow: "0 12px 32px rgba(15, 60, 70, 0.08)" }}
      >
        <CardContent sx={{ p: { xs: 3, sm: 4 }, "&:last-child": { pb: { xs: 3, sm: 4 } } }}>
          {children}
        </CardContent>
      </Card>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 3 }}>
        {t("app.versionLabel", { version: env.appVersion })}
      </Typography>
    </Box>
  );
}

import { Box, Card, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { env } from "../lib/env";
import { BrandMark } from "./BrandMark";
import { FullScreenMain } from "./pages/FullScreenMain";

/**
 * The frame of every signed-out page (sign-in and the mailed-link flows): the product mark and
 * tagline over a centred card, the page's heading in it when it has one, the version below.
 */
export function SignedOutLayout({
  title,
  subtitle,
  children,
}: {
  title?: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FullScreenMain
      sx={{ px: 2, py: 4, background: "linear-gradient(160deg, #e6f2f1 0%, #f3f6f7 45%, #eaf0f6 100%)" }}
    >
      <Box sx={{ textAlign: "center", mb: 3 }}>
        <BrandMark size={44} />
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t("app.tagline")}
        </Typography>
      </Box>
      <Card
        variant="outlined"
        sx={{ width: "100%", maxWidth: 440, boxShadow: "0 12px 32px rgba(15, 60, 70, 0.08)" }}
      >
        <CardContent sx={{ p: { xs: 3, sm: 4 }, "&:last-child": { pb: { xs: 3, sm: 4 } } }}>
          {title !== undefined && (
            <Typography variant="h3" component="h1">
              {title}
            </Typography>
          )}
          {title !== undefined && subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: title !== undefined && !subtitle ? 2 : 0 }}>{children}</Box>
        </CardContent>
      </Card>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 3 }}>
        {t("app.versionLabel", { version: env.appVersion })}
      </Typography>
    </FullScreenMain>
  );
}

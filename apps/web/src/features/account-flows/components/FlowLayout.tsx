import { Box, Card, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BrandMark } from "../../../components/BrandMark";

/** The signed-out account pages' frame: the product mark and a centred card, like sign-in. */
export function FlowLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
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
        sx={{ width: "100%", maxWidth: 440, boxShadow: "0 12px 32px rgba(15, 60, 70, 0.08)" }}
      >
        <CardContent sx={{ p: { xs: 3, sm: 4 }, "&:last-child": { pb: { xs: 3, sm: 4 } } }}>
          <Typography variant="h3" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: subtitle ? 0 : 2 }}>{children}</Box>
        </CardContent>
      </Card>
    </Box>
  );
}

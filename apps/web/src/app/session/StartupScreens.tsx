import { Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BrandMark } from "../../components/BrandMark";
import { EmptyState } from "../../components/EmptyState";
import { CenteredPage } from "../../components/pages/CenteredPage";

/** App state `empty`: what is shown while the profile and organisation load. */
export function StartupSplash() {
  const { t } = useTranslation();
  return (
    <Box
      data-app-state="empty"
      sx={{ minHeight: "100vh", display: "grid", placeItems: "center", bgcolor: "background.default" }}
    >
      <Stack spacing={2} sx={{ alignItems: "center" }}>
        <BrandMark size={40} />
        <CircularProgress size={28} aria-label={t("app.loading")} />
        <Typography color="text.secondary">{t("app.loading")}</Typography>
      </Stack>
    </Box>
  );
}

/** Start-up loading failed (the toast carries the details); the user may retry or sign out. */
export function StartupFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <CenteredPage>
      <EmptyState
        illustration="error"
        title={t("startup.failedTitle")}
        message={t("startup.failedBody")}
        action={
          <Stack direction="row" spacing={1.5}>
            <Button variant="contained" onClick={onRetry}>
              {t("startup.retry")}
            </Button>
            <Button component={Link} to="/auth/logout">
              {t("startup.signOut")}
            </Button>
          </Stack>
        }
      />
    </CenteredPage>
  );
}

/** staff of an organisation without an active subscription use the mobile app only. */
export function MobileOnlyPage() {
  const { t } = useTranslation();
  return (
    <CenteredPage>
      <EmptyState
        illustration="phone"
        title={t("pages.mobileOnlyTitle")}
        message={t("pages.mobileOnlyBody")}
        action={
          <Button component={Link} to="/auth/logout">
            {t("shell.logout")}
          </Button>
        }
      />
    </CenteredPage>
  );
}

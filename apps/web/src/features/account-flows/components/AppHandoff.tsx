import PhoneIphoneOutlined from "@mui/icons-material/PhoneIphoneOutlined";
import { Alert, Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Z-043: after success on a link from the mobile app, offer to go back to it (or sign in here). */
export function AppHandoff({ message, appUrl }: { message: string; appUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Alert severity="success">{message}</Alert>
      {appUrl !== null ? (
        <Button href={appUrl} variant="contained" size="large" startIcon={<PhoneIphoneOutlined />}>
          {t("accountFlows.openApp")}
        </Button>
      ) : null}
      <Button component={Link} to="/auth/login" variant={appUrl === null ? "contained" : "text"}>
        {t("accountFlows.toSignIn")}
      </Button>
    </Stack>
  );
}

import ArrowBack from "@mui/icons-material/ArrowBack";
import { Box, Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../../../components/PageHeader";
import { useAccountsViewer } from "../../lib/viewer";
import { ChangeEmailCard } from "./ChangeEmailCard";
import { ChangePasswordCard } from "./ChangePasswordCard";

/** `/account/credentials` (D-021): change password (B-015) and change e-mail (B-016). */
export function CredentialsPage() {
  const { t } = useTranslation();
  const { me } = useAccountsViewer();
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader
        title={t("accounts.credentials.title")}
        subtitle={t("accounts.credentials.subtitle")}
        actions={
          <Button component={Link} to="/account/profile" startIcon={<ArrowBack />}>
            {t("accounts.credentials.backToProfile")}
          </Button>
        }
      />
      <Stack spacing={3}>
        <ChangePasswordCard />
        <ChangeEmailCard userId={me.id} email={me.email} />
      </Stack>
    </Box>
  );
}

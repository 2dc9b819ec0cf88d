import { Box, LinearProgress, Typography } from "@mui/material";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { NotFoundPage } from "../../components/pages/NotFoundPage";
import { useAccount } from "../../features/accounts/api/get-account";
import { EmployeeDocuments } from "../../features/employee-documents";

/**
 * A person's documents on a page of their own (`/employees/{userId}/documents`), until the employee
 * dialog places `EmployeeDocuments` in its Documents tab. Management only (the route says so).
 */
export default function EmployeeDocumentsScreen() {
  const { t } = useTranslation();
  const { userId } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(userId ?? "") ? Number(userId) : null;
  const account = useAccount(id);
  if (id === null || account.isError) return <NotFoundPage />;
  const profile = account.data?.profiles[0];
  if (!account.data) return <LinearProgress />;
  if (!profile) return <NotFoundPage />;
  const fullName = `${account.data.firstName} ${account.data.lastName}`.trim();
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t("employeeDocuments.title")}: {fullName}
      </Typography>
      <EmployeeDocuments profileId={profile.id} userId={account.data.id} fullName={fullName} />
    </Box>
  );
}

import { Alert, AlertTitle, LinearProgress } from "@mui/material";
import { useTranslation } from "react-i18next";
import { type PreviewBody, useRequestPreview } from "../api/preview";
import { FindingsList } from "./FindingsList";

/**
 * What the schedule would look like to the validators once the request is approved (K-029),
 * checked as the form is filled: shown plainly, never blocking the send.
 */
export function FindingsPreview({ preview }: { preview: PreviewBody | null }) {
  const { t } = useTranslation();
  const findings = useRequestPreview(preview);
  if (preview === null)
    return (
      <Alert severity="info" variant="outlined" role="status">
        {t("requestForms.preview.incomplete")}
      </Alert>
    );
  if (findings.isPending)
    return <LinearProgress aria-label={t("requestForms.preview.checking")} sx={{ my: 1 }} />;
  if (findings.isError)
    return (
      <Alert severity="info" variant="outlined" role="status">
        {t("requestForms.preview.failed")}
      </Alert>
    );
  if (findings.data.length === 0)
    return (
      <Alert severity="success" variant="outlined" role="status">
        {t("requestForms.preview.none")}
      </Alert>
    );
  return (
    <Alert severity="warning" variant="outlined" role="status">
      <AlertTitle>{t("requestForms.preview.found")}</AlertTitle>
      <FindingsList results={findings.data} />
    </Alert>
  );
}

import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../EmptyState";

/** the generic error page, offering a reload. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      illustration="error"
      title={t("pages.errorTitle")}
      message={t("pages.errorBody")}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t("pages.reload")}
        </Button>
      }
    />
  );
}

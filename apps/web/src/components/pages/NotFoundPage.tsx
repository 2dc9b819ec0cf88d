import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../EmptyState";

/** The catch-all page, also shown when a route's access check fails. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      illustration="notFound"
      headingLevel="h1"
      title={t("pages.notFoundTitle")}
      message={t("pages.notFoundBody")}
      action={
        <Button component={Link} to="/" variant="contained">
          {t("pages.goHome")}
        </Button>
      }
    />
  );
}

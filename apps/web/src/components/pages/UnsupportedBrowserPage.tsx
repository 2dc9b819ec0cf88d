import { Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../EmptyState";
import { CenteredPage } from "./CenteredPage";

/** old Internet Explorer and Safari before 10 get two browsers to choose from instead of the app. */
export function UnsupportedBrowserPage() {
  const { t } = useTranslation();
  return (
    <CenteredPage>
      <EmptyState
        illustration="browser"
        title={t("pages.unsupportedTitle")}
        message={t("pages.unsupportedBody")}
        action={
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
            <Button variant="contained" href="https://www.google.com/chrome/">
              {t("pages.chrome")}
            </Button>
            <Button variant="outlined" href="https://www.mozilla.org/firefox/">
              {t("pages.firefox")}
            </Button>
          </Stack>
        }
      />
    </CenteredPage>
  );
}

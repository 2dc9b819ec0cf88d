import { Alert, AlertTitle, Box } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../../lib/formatter-context";
import type { AssignmentWarning } from "../../lib/assignment-warnings";

/** The checks the new shift did not pass (overtime, consecutive shifts, time conflict): a notice only. */
export function AssignmentWarnings({ warnings }: { warnings: readonly AssignmentWarning[] }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{t("activityEditor.warnings.title")}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {warnings.map((warning) => (
          <li key={warning.key}>
            {t(warning.key, {
              dates: warning.dates.map((day) => formatter.date(day, "monthDay")).join(", "),
            })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

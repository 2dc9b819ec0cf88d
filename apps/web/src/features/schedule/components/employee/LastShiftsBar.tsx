import { Alert, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../../lib/formatter-context";
import { LAST_SHIFT_KINDS, useLastShiftDates } from "../../api/get-last-shifts";

/** The person's last canceled, float and overtime shift before today (N-006), or "none". */
export function LastShiftsBar({ userId, today }: { userId: number; today: string }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const query = useLastShiftDates(userId, today);
  if (query.isError)
    return (
      <Alert severity="warning" variant="outlined">
        {t("employeeDialog.schedule.lastFailed")}
      </Alert>
    );
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: "wrap", px: 1.5, py: 0.75, bgcolor: "action.hover", borderRadius: 1 }}
      data-testid="last-shifts"
    >
      {LAST_SHIFT_KINDS.map((kind) => {
        const date = query.data?.[kind];
        return (
          <Typography key={kind} variant="body2">
            {t(`employeeDialog.schedule.last.${kind}`)}:{" "}
            <strong>
              {query.isPending
                ? "…"
                : date
                  ? formatter.date(date, "date")
                  : t("employeeDialog.schedule.last.none")}
            </strong>
          </Typography>
        );
      })}
    </Stack>
  );
}

import ExpandLessRounded from "@mui/icons-material/ExpandLessRounded";
import ExpandMoreRounded from "@mui/icons-material/ExpandMoreRounded";
import { Alert, Box, Button, Collapse, Stack, Typography } from "@mui/material";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../../lib/formatter-context";
import { LAST_SHIFT_KINDS, useLastShiftDates } from "../../api/get-last-shifts";
import { LastShiftBrowser, type LastShiftBrowserProps } from "./LastShiftBrowser";

/**
 * The person's last canceled, float and overtime shift before today (N-006), or "none"; it opens
 * the browser of those shifts.
 */
export function LastShiftsBar(props: LastShiftBrowserProps) {
  const { userId, today } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const query = useLastShiftDates(userId, today);
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <Box sx={{ px: 1.5, py: 0.75, bgcolor: "action.hover", borderRadius: 1 }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: "wrap", alignItems: "center" }}
        data-testid="last-shifts"
      >
        {query.isError ? (
          <Alert severity="warning" variant="outlined" sx={{ flex: 1 }}>
            {t("employeeDialog.schedule.lastFailed")}
          </Alert>
        ) : (
          LAST_SHIFT_KINDS.map((kind) => {
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
          })
        )}
        <Button
          size="small"
          sx={{ ml: "auto" }}
          aria-expanded={expanded}
          aria-controls={expanded ? panelId : undefined}
          endIcon={expanded ? <ExpandLessRounded /> : <ExpandMoreRounded />}
          onClick={() => setExpanded((open) => !open)}
        >
          {t("employeeDialog.schedule.lastBrowser.toggle")}
        </Button>
      </Stack>
      <Collapse in={expanded} unmountOnExit>
        {/* On the paper colour: the kind buttons' grey text is too faint on the bar's tint. */}
        <Box
          id={panelId}
          role="region"
          aria-label={t("employeeDialog.schedule.lastBrowser.label")}
          sx={{ bgcolor: "background.paper", borderRadius: 1, p: 1, mt: 0.75 }}
        >
          <LastShiftBrowser {...props} />
        </Box>
      </Collapse>
    </Box>
  );
}

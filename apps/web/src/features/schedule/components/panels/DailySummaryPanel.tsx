import AddCircleOutlineRounded from "@mui/icons-material/AddCircleOutlineRounded";
import { Box, IconButton, Link, Stack, Tooltip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../../components/EmptyState";
import { useFormatter } from "../../../../lib/formatter-context";
import type { TotalsLine } from "../../lib/totals";
import type { OpenShiftRequest } from "../ScheduleBody";

/** Whole people missing on a line that day (counts may be fractional: part shifts). */
const shortfall = (line: TotalsLine, date: string) => Math.ceil(line.need - (line.counts.get(date) ?? 0));

/** Daily summary (spec 2 §2, tab summary): per date, staffing by job type group and shift type against the need. */
export function DailySummaryPanel(props: {
  dates: readonly string[];
  lines: readonly TotalsLine[];
  labels: ReadonlyMap<string, string>;
  imbalance: ReadonlyMap<string, ReadonlySet<string>>;
  /** Offered on a line short of its need: a new open shift for the shortfall; null when not allowed. */
  onOpenShift?: ((request: OpenShiftRequest) => void) | null;
  /** Opens the daily schedule of a date (census and who is on duty); null without access. */
  onOpenDaily?: ((date: string) => void) | null;
  /** Open shifts are offered from this day on: a past day cannot be filled. */
  today: string;
}) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { dates, lines, labels, imbalance, onOpenShift = null, onOpenDaily = null, today } = props;
  if (lines.length === 0) return <EmptyState message={t("schedule.summary.noNeeds")} />;
  return (
    <Stack divider={<Box sx={{ borderTop: 1, borderColor: "divider" }} />}>
      {dates.map((date) => {
        const staffed = lines.reduce((sum, line) => sum + (line.counts.get(date) ?? 0), 0);
        const needed = lines.reduce((sum, line) => sum + line.need, 0);
        return (
          <Box key={date} component="section" sx={{ px: 2, py: 1 }}>
            <Stack direction="row" sx={{ justifyContent: "space-between" }}>
              <Typography variant="subtitle2" component="h3">
                {onOpenDaily ? (
                  <Link
                    component="button"
                    type="button"
                    onClick={() => onOpenDaily(date)}
                    aria-label={t("schedule.summary.openDaily", {
                      date: formatter.date(date, "weekdayDate"),
                    })}
                  >
                    {formatter.date(date, "weekdayDate")}
                  </Link>
                ) : (
                  formatter.date(date, "weekdayDate")
                )}
              </Typography>
              <Typography variant="body2" color={staffed === needed ? "text.secondary" : "error.dark"}>
                {t("schedule.summary.total", {
                  staffed: formatter.hours(staffed),
                  needed: formatter.hours(needed),
                })}
              </Typography>
            </Stack>
            {lines.map((line) => {
              const off = imbalance.get(line.key)?.has(date) ?? false;
              return (
                <Stack
                  key={line.key}
                  direction="row"
                  sx={{ justifyContent: "space-between", color: off ? "error.dark" : "text.primary" }}
                >
                  <Typography variant="body2">{labels.get(line.key)}</Typography>
                  <Stack direction="row" sx={{ alignItems: "center", gap: 0.5 }}>
                    <Typography variant="body2" sx={{ fontWeight: off ? 700 : 400 }}>
                      {formatter.hours(line.counts.get(date) ?? 0)} / {formatter.hours(line.need)}
                    </Typography>
                    {onOpenShift !== null && date >= today && shortfall(line, date) > 0 && (
                      <Tooltip title={t("schedule.summary.openShift")}>
                        <IconButton
                          size="small"
                          aria-label={t("schedule.summary.openShiftFor", {
                            line: labels.get(line.key) ?? "",
                            date: formatter.date(date, "monthDay"),
                          })}
                          onClick={() =>
                            onOpenShift({
                              date,
                              shiftTypeId: line.shiftTypeId,
                              jobTypes: line.jobTypes,
                              opening: shortfall(line, date),
                            })
                          }
                        >
                          <AddCircleOutlineRounded fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Stack>
                </Stack>
              );
            })}
          </Box>
        );
      })}
    </Stack>
  );
}

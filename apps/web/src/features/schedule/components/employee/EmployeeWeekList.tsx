import ExpandLessRounded from "@mui/icons-material/ExpandLessRounded";
import ExpandMoreRounded from "@mui/icons-material/ExpandMoreRounded";
import { Box, ButtonBase, Chip, Paper, Stack, Typography } from "@mui/material";
import type { ScheduleEvent, Shift } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../../lib/formatter-context";
import type { EmployeeWeek } from "../../lib/employee-weeks";
import type { UserHighlights } from "../../lib/highlights";
import type { ScheduleLookups } from "../../lib/lookups";
import { EmployeeEventCard, EmployeeShiftCard } from "./EmployeeActivityCards";

export type EmployeeSelection = { kind: "shift"; id: number } | { kind: "event"; id: number } | null;

/** The period week by week (N-007): a header per week that folds it, with its dates and hours. */
export function EmployeeWeekList(props: {
  weeks: readonly EmployeeWeek[];
  collapsed: ReadonlySet<number>;
  onToggle: (index: number) => void;
  highlights: UserHighlights | undefined;
  lookups: ScheduleLookups;
  departmentName: (id: number) => string;
  selection: EmployeeSelection;
  onOpenShift: (shift: Shift) => void;
  onOpenEvent: (event: ScheduleEvent) => void;
}) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { weeks, collapsed, highlights, lookups, selection } = props;
  return (
    <Stack spacing={1.5}>
      {weeks.map((week) => {
        const open = !collapsed.has(week.index);
        const bodyId = `employee-week-${week.index}`;
        return (
          <Paper key={week.startOn} variant="outlined" component="section" data-week={week.index + 1}>
            <ButtonBase
              onClick={() => props.onToggle(week.index)}
              aria-expanded={open}
              aria-controls={bodyId}
              sx={{
                width: "100%",
                justifyContent: "space-between",
                px: 2,
                py: 1,
                textAlign: "left",
                borderBottom: open ? 1 : 0,
                borderColor: "divider",
                "&.Mui-focusVisible": { outline: 2, outlineColor: "primary.main", outlineStyle: "solid" },
              }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                {open ? <ExpandLessRounded fontSize="small" /> : <ExpandMoreRounded fontSize="small" />}
                <Typography variant="subtitle2" component="h3">
                  {t("employeeDialog.schedule.week", {
                    week: week.index + 1,
                    from: formatter.date(week.startOn, "monthDay"),
                    to: formatter.date(week.endOn, "monthDay"),
                  })}
                </Typography>
              </Stack>
              <Typography
                variant="body2"
                sx={{ fontWeight: 600, color: week.over ? "error.dark" : "text.primary" }}
                data-week-hours={week.index + 1}
              >
                {t("employeeDialog.schedule.hours", {
                  hours: formatter.hours(Math.round(week.hours * 10) / 10),
                })}
              </Typography>
            </ButtonBase>
            {open && (
              <Box id={bodyId}>
                {week.days.length === 0 && (
                  <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
                    {t("employeeDialog.schedule.emptyWeek")}
                  </Typography>
                )}
                {week.days.map((day) => (
                  <Box
                    key={day.date}
                    sx={{ px: 2, py: 1, borderTop: 1, borderColor: "divider" }}
                    data-day={day.date}
                  >
                    <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 0.5 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {formatter.date(day.date, "weekdayDate")}
                      </Typography>
                      {highlights?.conflicts.has(day.date) && (
                        <Chip size="small" color="error" label={t("schedule.errors.conflictShort")} />
                      )}
                      {highlights?.consecutive.has(day.date) && (
                        <Chip size="small" label={t("schedule.errors.consecutiveShort")} />
                      )}
                    </Stack>
                    <Stack spacing={0.5}>
                      {day.shifts.map((shift) => (
                        <EmployeeShiftCard
                          key={shift.id}
                          shift={shift}
                          lookups={lookups}
                          departmentName={props.departmentName(shift.departmentId)}
                          selected={selection?.kind === "shift" && selection.id === shift.id}
                          onOpen={props.onOpenShift}
                        />
                      ))}
                      {day.events.map((event) => (
                        <EmployeeEventCard
                          key={event.id}
                          event={event}
                          lookups={lookups}
                          selected={selection?.kind === "event" && selection.id === event.id}
                          onOpen={props.onOpenEvent}
                        />
                      ))}
                    </Stack>
                  </Box>
                ))}
              </Box>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

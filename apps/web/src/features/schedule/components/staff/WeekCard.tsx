import { Box, Chip, Paper, Stack, Typography } from "@mui/material";
import type { ScheduleEvent, Shift } from "@rosterly/contract";
import type { ReactNode } from "react";
import { workingStatus } from "@rosterly/domain/schedule";
import { useTranslation } from "react-i18next";
import { ShiftSymbol } from "../../../../components/ShiftSymbol";
import { useFormatter } from "../../../../lib/formatter-context";
import { toScheduleShift } from "../../../../lib/scheduling/validation-input";
import type { UserHighlights } from "../../lib/highlights";
import type { ScheduleLookups } from "../../lib/lookups";
import { readableTextOn } from "../../../../lib/colour";
import { visuallyHidden } from "../../../../lib/visually-hidden";

const OVER_LIMIT = "error.dark";

/** One week of a person's schedule (3 §2.10): the days with shifts and events, and the week's hours. */
export function WeekCard(props: {
  index: number;
  dates: readonly string[];
  hours: number;
  over: boolean;
  shifts: ReadonlyMap<string, readonly Shift[]>;
  events: ReadonlyMap<string, readonly ScheduleEvent[]>;
  highlights: UserHighlights | undefined;
  lookups: ScheduleLookups;
  departmentName: (id: number) => string;
  /** What the page offers on each shift (the requests a nurse may send about it). */
  shiftActions?: (shift: Shift) => ReactNode;
}) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { index, dates, hours, over, shifts, events, highlights, lookups } = props;
  const first = dates[0] ?? "";
  const last = dates.at(-1) ?? first;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t("schedule.staff.week", { week: index + 1 })}
      sx={{ breakInside: "avoid", "@media print": { borderColor: "#000" } }}
    >
      <Stack
        direction="row"
        sx={{
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: "divider",
          justifyContent: "space-between",
          alignItems: "baseline",
        }}
      >
        <Typography variant="subtitle2" component="h3">
          {t("schedule.staff.week", { week: index + 1 })} · {formatter.date(first, "monthDay")} –{" "}
          {formatter.date(last, "monthDay")}
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, color: over ? OVER_LIMIT : "text.primary" }}
          data-week-hours={index + 1}
        >
          {/* Over the limit: a mark and words beside the colour (and on paper). */}
          {over && (
            <span aria-hidden data-over-mark="">
              ▲{" "}
            </span>
          )}
          {t("schedule.staff.hours", { hours: formatter.hours(hours) })}
          {over && (
            <Box component="span" sx={visuallyHidden}>
              {` ${t("schedulePrint.overtime")}`}
            </Box>
          )}
        </Typography>
      </Stack>
      {dates.map((date) => {
        const dayShifts = shifts.get(date) ?? [];
        const dayEvents = events.get(date) ?? [];
        if (dayShifts.length === 0 && dayEvents.length === 0) return null;
        const conflict = highlights?.conflicts.has(date) ?? false;
        const consecutive = highlights?.consecutive.has(date) ?? false;
        return (
          <Box
            key={date}
            sx={{
              px: 2,
              py: 1,
              borderBottom: 1,
              borderColor: "divider",
              bgcolor: consecutive ? "#fde2e6" : undefined,
              breakInside: "avoid",
              "@media print": { bgcolor: "transparent", borderColor: "#000" },
            }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <Typography variant="body2" sx={{ minWidth: 110, fontWeight: 600 }}>
                {formatter.date(date, "date")}
              </Typography>
              {conflict && <Chip size="small" color="error" label={t("schedule.errors.conflictShort")} />}
              {consecutive && <Chip size="small" label={t("schedule.errors.consecutiveShort")} />}
            </Stack>
            {dayShifts.map((shift) => {
              const type = lookups.shiftTypes.get(shift.typeId);
              const status = workingStatus(toScheduleShift(shift), lookups.flagTraits);
              return (
                <Stack
                  key={shift.id}
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: "center", flexWrap: "wrap", mt: 0.5 }}
                  data-shift-id={shift.id}
                >
                  {type && (
                    <ShiftSymbol
                      shiftType={type}
                      startTime={shift.startTime}
                      endTime={shift.endTime}
                      size="medium"
                    />
                  )}
                  <Typography variant="body2">
                    {type?.name} · {shift.startTime.slice(0, 5)}–{shift.endTime.slice(0, 5)} ·{" "}
                    {props.departmentName(shift.departmentId)}
                  </Typography>
                  {shift.flags
                    .map((id) => lookups.flags.get(id))
                    .map(
                      (flag) =>
                        flag && (
                          <Chip
                            key={flag.id}
                            size="small"
                            variant="outlined"
                            label={flag.shortCode}
                            title={flag.name}
                          />
                        ),
                    )}
                  <Chip size="small" label={t(`schedule.status.${status}`)} />
                  {shift.comments && (
                    <Typography variant="caption" color="text.secondary">
                      {shift.comments}
                    </Typography>
                  )}
                  {props.shiftActions && (
                    <Box component="span" sx={{ displayPrint: "none" }}>
                      {props.shiftActions(shift)}
                    </Box>
                  )}
                </Stack>
              );
            })}
            {dayEvents.map((event) => {
              const look = lookups.eventLook(event.typeId, event.typeName);
              return (
                <Chip
                  key={event.id}
                  size="small"
                  label={look.name}
                  sx={{ mt: 0.5, bgcolor: look.color, color: readableTextOn(look.color) }}
                />
              );
            })}
          </Box>
        );
      })}
    </Paper>
  );
}

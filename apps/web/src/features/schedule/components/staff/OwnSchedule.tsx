import { Stack, Typography } from "@mui/material";
import type { Department, Hospital, ScheduleEvent, Shift } from "@rosterly/contract";
import { DAYS_PER_WEEK, datesBetween } from "@rosterly/domain/time";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../../lib/formatter-context";
import { useScheduleValidation } from "../../../../lib/scheduling/use-schedule-validation";
import { validationContext } from "../../../../lib/scheduling/validation-input";
import { eventsByUser, shiftsByUser } from "../../lib/entries-by-user";
import { buildHighlights } from "../../lib/highlights";
import type { ScheduleLookups } from "../../lib/lookups";
import { weekHours } from "../../lib/week-hours";
import { OwnSchedulePrintHeader, OwnSchedulePrintLegend } from "./OwnSchedulePrintSheet";
import { WeekCard } from "./WeekCard";

/**
 * A nurse's own schedule for the period, week by week with weekly hours and the period total, and
 * their own validators: time conflict, overtime and consecutive shifts (G-001, mode "own"). Printed,
 * it is one person's page: their name, the period and its state, every shift in text, a legend.
 */
export function OwnSchedule(props: {
  hospital: Hospital;
  department: Department;
  userId: number;
  /** The person's name and the schedule's state, for the printed page. */
  personName: string;
  stateLabel: string;
  weeklyHours: number;
  period: { startOn: string; endOn: string };
  shifts: readonly Shift[];
  events: readonly ScheduleEvent[];
  lookups: ScheduleLookups;
  shiftActions?: (shift: Shift) => ReactNode;
}) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { hospital, department, userId, period, shifts, lookups } = props;
  const events = useMemo(
    () => props.events.filter((event) => event.assigneeId === userId),
    [props.events, userId],
  );
  const context = useMemo(
    () => validationContext(hospital, department, period),
    [hospital, department, period],
  );
  const validation = useScheduleValidation(context, shifts, events, { mode: "own", viewerIsStaff: true });
  const highlights = buildHighlights(validation.results).byUser.get(userId);
  const own = shiftsByUser(shifts).get(userId);
  const ownEvents = eventsByUser(events).get(userId);
  const hours = weekHours(
    validation.state,
    { userId, weeklyHours: props.weeklyHours },
    own?.items ?? [],
    period,
    lookups.flagTraits,
  );
  const dates = datesBetween(period.startOn, period.endOn);
  const weeks = hours.map((_, index) => dates.slice(index * DAYS_PER_WEEK, (index + 1) * DAYS_PER_WEEK));
  const total = hours.reduce((sum, value) => sum + value, 0);
  const departments = new Map(hospital.departments.map((d) => [d.id, d.name]));
  const empty = new Map<string, never[]>();

  return (
    <Stack spacing={1.5}>
      <OwnSchedulePrintHeader personName={props.personName} period={period} stateLabel={props.stateLabel} />
      <Typography variant="body1" sx={{ fontWeight: 600 }} data-period-total="">
        {t("schedule.staff.total", { hours: formatter.hours(Math.round(total * 10) / 10) })}
      </Typography>
      {own === undefined && ownEvents === undefined && (
        <Typography color="text.secondary">{t("schedule.staff.nothing")}</Typography>
      )}
      {weeks.map((weekDates, index) => (
        <WeekCard
          key={weekDates[0] ?? index}
          index={index}
          dates={weekDates}
          hours={hours[index] ?? 0}
          over={weekDates[0] !== undefined && (highlights?.overtimeWeeks.has(weekDates[0]) ?? false)}
          shifts={own?.byDate ?? empty}
          events={ownEvents?.byDate ?? empty}
          highlights={highlights}
          lookups={lookups}
          departmentName={(id) => departments.get(id) ?? ""}
          shiftActions={props.shiftActions}
        />
      ))}
      <OwnSchedulePrintLegend shifts={own?.items ?? []} events={events} lookups={lookups} />
    </Stack>
  );
}

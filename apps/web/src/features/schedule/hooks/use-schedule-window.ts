import type { Hospital } from "@rosterly/contract";
import { configuredPeriodContaining } from "@rosterly/domain/schedule";
import { readSchedulingSettings } from "@rosterly/domain/settings";
import { useMemo } from "react";
import { useScheduleFor } from "../../../lib/scheduling/schedule-queries";
import { type DateWindow, fetchWindow } from "../../../lib/scheduling/window";

/** The window of the period the organisation's settings give for `date`, before its schedule answers. */
export function expectedWindow(hospital: Pick<Hospital, "settings">, date: string): DateWindow {
  return fetchWindow(configuredPeriodContaining(date, readSchedulingSettings(hospital.settings)));
}

/**
 * The department's schedule holding `date`, its period once it has answered, and the window of
 * shifts and events to load. Until the schedule answers, the window is that of the period the
 * organisation's settings give for `date` (the rule the server applies to answer it), so the shifts
 * and events are asked for alongside the schedule rather than after it. Should the schedule's own
 * dates differ (its period length changed since it was made), the window follows them.
 */
export function useScheduleWindow(hospital: Pick<Hospital, "settings">, departmentId: number, date: string) {
  const schedule = useScheduleFor(departmentId, date);
  const startOn = schedule.data?.startOn;
  const endOn = schedule.data?.endOn;
  const period = useMemo(() => (startOn && endOn ? { startOn, endOn } : null), [startOn, endOn]);
  const { start, end } = period ? fetchWindow(period) : expectedWindow(hospital, date);
  const window = useMemo<DateWindow>(() => ({ start, end }), [start, end]);
  return { schedule, period, window };
}

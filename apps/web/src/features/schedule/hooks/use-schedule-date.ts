import type { Department, Hospital } from "@rosterly/contract";
import { initialPeriod } from "@rosterly/domain/schedule";
import { isLocalDate } from "@rosterly/domain/time";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { periodSettingsOf } from "../../../lib/scheduling/validation-input";

/**
 * The period shown when nothing was chosen (F-007): the department's current period, else its
 * first, else the configured first period; with no configured start either, the one holding today.
 */
export function defaultScheduleDate(hospital: Hospital, department: Department, today: string): string {
  const settings = periodSettingsOf(hospital);
  return settings.initialStartDate && isLocalDate(settings.initialStartDate)
    ? initialPeriod(department.schedulingPeriods, settings.initialStartDate, settings.periodDays).startOn
    : ((
        department.schedulingPeriods.find((period) => period.state === "current") ??
        department.schedulingPeriods[0]
      )?.startOn ?? today);
}

/**
 * The date whose period is shown, kept in the address (`?date=`) so a link opens the same schedule.
 * Without one: the department's current period, else its first, else the configured first period
 * (F-007); with no configured start either, the period holding today.
 */
export function useScheduleDate(hospital: Hospital, department: Department, today: string) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("date");
  const fallback = defaultScheduleDate(hospital, department, today);
  const date = requested !== null && isLocalDate(requested) ? requested : fallback;
  // Setting what the address already holds is no navigation: it would re-render everything that
  // reads the location and leave a history entry that Back shows as nothing.
  const setDate = useCallback(
    (next: string | null) => {
      if (next === requested) return;
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next === null) copy.delete("date");
          else copy.set("date", next);
          return copy;
        },
        { replace: false },
      );
    },
    [setParams, requested],
  );
  return [date, setDate] as const;
}

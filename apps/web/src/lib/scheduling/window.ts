import { addDays } from "@rosterly/domain/time";

/** Shifts and events are loaded a week either side of the period (spec 2 §7, F-010). */
export const FETCH_AROUND_DAYS = 7;

export interface DateWindow {
  start: string;
  end: string;
}

export function fetchWindow(period: { startOn: string; endOn: string }): DateWindow {
  return {
    start: addDays(period.startOn, -FETCH_AROUND_DAYS),
    end: addDays(period.endOn, FETCH_AROUND_DAYS),
  };
}

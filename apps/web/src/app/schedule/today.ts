import { localDateOf } from "@rosterly/domain/time";
import { toLocalDate } from "../../features/schedule/lib/calendar-date";

/** Today in the organisation's time zone (the schedule's calendar), as `YYYY-MM-DD`. */
export function todayIn(timeZone: string): string {
  return localDateOf(new Date(), timeZone) ?? toLocalDate(new Date());
}

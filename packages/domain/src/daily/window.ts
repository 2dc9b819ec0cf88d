// Loading a day loads its week plus a week either side (I-003): Sunday to Saturday, three weeks.
import { addDays, type LocalDate, sundayOnOrBefore } from "../time/index.ts";

/** First and last date of the three weeks around `date` (weeks start on Sunday). */
export function dailyWindow(date: LocalDate): { from: LocalDate; to: LocalDate } {
  const sunday = sundayOnOrBefore(date);
  return { from: addDays(sunday, -7), to: addDays(sunday, 13) };
}

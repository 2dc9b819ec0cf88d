/**
 * The assignment checks' findings (G-012) as sentences: what a nurse sees before bidding and what a
 * scheduler sees after seating people. They inform; they never block.
 */
import type { assignmentWarning } from "@rosterly/contract";
import type { TFunction } from "i18next";
import type { z } from "zod";
import type { Formatter } from "../../../lib/format";

export type AssignmentWarning = z.infer<typeof assignmentWarning>;

export function warningText(t: TFunction, formatter: Formatter, warning: AssignmentWarning): string {
  const dates = (warning.dates ?? []).map((date) => formatter.date(date, "monthDay")).join(", ");
  switch (warning.code) {
    case "overtime":
      return t("openShifts.warning.overtime", {
        week: warning.weekStart ? formatter.date(warning.weekStart, "monthDay") : "",
        hours: formatter.hours(warning.hours ?? 0),
        limit: formatter.hours(warning.weeklyHours ?? warning.limit ?? 0),
      });
    case "consecutive_shifts":
      return t("openShifts.warning.consecutiveShifts", { count: warning.dates?.length ?? 0, dates });
    case "time_conflict":
      return t("openShifts.warning.timeConflict", { dates });
  }
}

import type { Wire } from "@rosterly/contract";
import type { assignmentWarning } from "@rosterly/contract";
import type { AssignmentWarning } from "@rosterly/domain/schedule";
import type { z } from "zod";

export type WireAssignmentWarning = Wire<z.infer<typeof assignmentWarning>>;

export function presentAssignmentWarning(warning: AssignmentWarning): WireAssignmentWarning {
  switch (warning.code) {
    case "overtime":
      return {
        code: warning.code,
        week_start: warning.weekStart,
        hours: warning.hours,
        weekly_hours: warning.weeklyHours,
      };
    case "consecutive_shifts":
      return { code: warning.code, dates: [...warning.dates], limit: warning.limit };
    case "time_conflict":
      return { code: warning.code, dates: [...warning.dates] };
  }
}

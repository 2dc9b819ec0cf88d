/**
 * The warnings a scheduler sees after adding a shift (spec 2 §5, assignment checks): the server's
 * validator results that involve the assignee, limited to time conflicts, overtime and consecutive
 * shifts. They never block: the shift is saved, the scheduler decides what to do.
 */
import type { validatorResult } from "@rosterly/contract";
import type { z } from "zod";
import type { MessageKey } from "../../../lib/i18n";

type ValidatorResult = z.infer<typeof validatorResult>;

export interface AssignmentWarning {
  key: MessageKey;
  dates: readonly string[];
}

const WARNING_KEYS = {
  TimeConflictValidator: "activityEditor.warnings.timeConflict",
  OvertimeValidator: "activityEditor.warnings.overtime",
  ConsecutiveShiftsValidator: "activityEditor.warnings.consecutiveShifts",
} as const satisfies Partial<Record<ValidatorResult["validator"], MessageKey>>;

/** One warning per kind, with the user's dates merged over every result (sorted, without repeats). */
export function assignmentWarnings(results: readonly ValidatorResult[], userId: number): AssignmentWarning[] {
  const dates = new Map<MessageKey, Set<string>>();
  for (const result of results) {
    if (
      result.validator !== "TimeConflictValidator" &&
      result.validator !== "OvertimeValidator" &&
      result.validator !== "ConsecutiveShiftsValidator"
    )
      continue;
    const own = result.error_data[String(userId)];
    if (!own || own.length === 0) continue;
    const key = WARNING_KEYS[result.validator];
    const set = dates.get(key) ?? new Set<string>();
    for (const date of own) set.add(date);
    dates.set(key, set);
  }
  return [...dates].map(([key, set]) => ({ key, dates: [...set].sort() }));
}

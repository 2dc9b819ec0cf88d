import type {
  ImbalanceEntry,
  MinimumCountErrors,
  UserDatesErrors,
  ValidatorResult,
} from "@rosterly/domain/schedule";

function mergeUserDates(a: UserDatesErrors, b: UserDatesErrors): UserDatesErrors {
  const merged: Record<string, string[]> = {};
  for (const source of [a, b]) {
    for (const [user, dates] of Object.entries(source))
      merged[user] = [...new Set([...(merged[user] ?? []), ...dates])].sort();
  }
  return merged;
}

function mergeImbalance(a: readonly ImbalanceEntry[], b: readonly ImbalanceEntry[]): ImbalanceEntry[] {
  const byGroup = new Map<string, { job_types: readonly number[]; shift_types: Record<string, string[]> }>();
  for (const entry of [...a, ...b]) {
    const key = entry.job_types.join(",");
    const group = byGroup.get(key) ?? { job_types: entry.job_types, shift_types: {} };
    for (const [type, dates] of Object.entries(entry.shift_types)) {
      group.shift_types[type] = [...new Set([...(group.shift_types[type] ?? []), ...dates])].sort();
    }
    byGroup.set(key, group);
  }
  return [...byGroup.values()];
}

/**
 * One answer from the results of several periods or entries: the same validator once, with the
 * union of its error data, ordered by priority as the rules engine orders them.
 */
export function mergeResults(results: readonly ValidatorResult[]): ValidatorResult[] {
  const merged = new Map<string, ValidatorResult>();
  for (const result of results) {
    const seen = merged.get(result.validator);
    if (!seen) {
      merged.set(result.validator, result);
      continue;
    }
    if (seen.validator === "ImbalanceValidator" && result.validator === "ImbalanceValidator") {
      merged.set(result.validator, {
        ...seen,
        error_data: mergeImbalance(seen.error_data, result.error_data),
      });
    } else if (seen.validator === "MinimumCountValidator" && result.validator === "MinimumCountValidator") {
      const data: MinimumCountErrors = { ...seen.error_data, ...result.error_data };
      merged.set(result.validator, { ...seen, error_data: data });
    } else if (
      (seen.validator === "TimeConflictValidator" && result.validator === "TimeConflictValidator") ||
      (seen.validator === "ConsecutiveShiftsValidator" &&
        result.validator === "ConsecutiveShiftsValidator") ||
      (seen.validator === "OvertimeValidator" && result.validator === "OvertimeValidator")
    ) {
      merged.set(result.validator, {
        ...seen,
        error_data: mergeUserDates(seen.error_data, result.error_data),
      });
    }
  }
  return [...merged.values()].sort((a, b) => a.priority - b.priority);
}

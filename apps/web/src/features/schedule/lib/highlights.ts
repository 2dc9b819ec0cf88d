/**
 * Validator results (G-003..G-007) turned into what rows and totals highlight. Each user's object is
 * kept while the validators' per-user entries are the same objects (the engine keeps them between
 * edits), so a row whose errors did not change gets the same props and is not re-rendered.
 */
import type { ValidatorResult } from "@rosterly/domain/schedule";

type Dates = readonly string[];

export interface UserHighlights {
  conflicts: ReadonlySet<string>;
  consecutive: ReadonlySet<string>;
  /** First days of the weeks over the weekly limit. */
  overtimeWeeks: ReadonlySet<string>;
  minimum: { assigned: number; min: number } | null;
  /** The entries these sets were built from, to tell whether anything changed. */
  readonly sources: readonly unknown[];
}

export interface Highlights {
  byUser: ReadonlyMap<number, UserHighlights>;
  /** `${jobTypeGroupIndex}:${shiftTypeId}` -> dates out of balance; group index into the imbalance entries. */
  imbalance: ReadonlyMap<string, ReadonlySet<string>>;
  /** Any imbalance on the date (header highlight). */
  imbalanceDates: ReadonlySet<string>;
}

const EMPTY: ReadonlySet<string> = new Set();

function userDates(result: ValidatorResult | undefined): Readonly<Record<string, Dates>> {
  if (!result) return {};
  const { validator } = result;
  if (
    validator === "TimeConflictValidator" ||
    validator === "ConsecutiveShiftsValidator" ||
    validator === "OvertimeValidator"
  )
    return result.error_data;
  return {};
}

const imbalanceKey = (jobTypes: readonly number[], shiftTypeId: string | number) =>
  `${[...jobTypes].sort((a, b) => a - b).join(",")}:${shiftTypeId}`;

export { imbalanceKey };

export function buildHighlights(results: readonly ValidatorResult[], previous?: Highlights): Highlights {
  const find = (name: ValidatorResult["validator"]) => results.find((result) => result.validator === name);
  const conflicts = userDates(find("TimeConflictValidator"));
  const consecutive = userDates(find("ConsecutiveShiftsValidator"));
  const overtime = userDates(find("OvertimeValidator"));
  const minimumResult = find("MinimumCountValidator");
  const minimum = minimumResult?.validator === "MinimumCountValidator" ? minimumResult.error_data : {};
  const users = new Set([conflicts, consecutive, overtime, minimum].flatMap((data) => Object.keys(data)));
  const byUser = new Map<number, UserHighlights>();
  for (const key of users) {
    const sources = [conflicts[key], consecutive[key], overtime[key], minimum[key]];
    const userId = Number(key);
    const before = previous?.byUser.get(userId);
    if (before && before.sources.every((source, i) => source === sources[i])) {
      byUser.set(userId, before);
      continue;
    }
    const set = (dates: Dates | undefined) => (dates ? new Set(dates) : EMPTY);
    const min = minimum[key];
    byUser.set(userId, {
      conflicts: set(conflicts[key]),
      consecutive: set(consecutive[key]),
      overtimeWeeks: set(overtime[key]),
      minimum: min ? { assigned: min.assigned, min: min.min } : null,
      sources,
    });
  }
  const imbalanceResult = find("ImbalanceValidator");
  const imbalance = new Map<string, ReadonlySet<string>>();
  const imbalanceDates = new Set<string>();
  if (imbalanceResult?.validator === "ImbalanceValidator")
    for (const entry of imbalanceResult.error_data)
      for (const [shiftTypeId, dates] of Object.entries(entry.shift_types)) {
        imbalance.set(imbalanceKey(entry.job_types, shiftTypeId), new Set(dates));
        for (const date of dates) imbalanceDates.add(date);
      }
  return { byUser, imbalance, imbalanceDates };
}

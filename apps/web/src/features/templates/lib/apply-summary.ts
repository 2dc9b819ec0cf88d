/** What applying templates found, for the result view: validator findings counted, skips by person. */
import type { validatorResult } from "@rosterly/contract";
import type { z } from "zod";

type ValidatorResult = z.output<typeof validatorResult>;

export type FindingKind = "conflicts" | "consecutive" | "overtime" | "imbalance" | "minimum";

const KIND: Record<ValidatorResult["validator"], FindingKind> = {
  TimeConflictValidator: "conflicts",
  ConsecutiveShiftsValidator: "consecutive",
  OvertimeValidator: "overtime",
  ImbalanceValidator: "imbalance",
  MinimumCountValidator: "minimum",
};

export interface Finding {
  kind: FindingKind;
  /** People named (none for staffing imbalance, which is per day). */
  people: number;
  /** Days (or weeks, for overtime) named. */
  days: number;
}

/** One line per validator that found something, in the validators' order. */
export function findings(results: readonly ValidatorResult[]): Finding[] {
  const out: Finding[] = [];
  for (const result of results) {
    let people = 0;
    let days = 0;
    if (result.validator === "ImbalanceValidator") {
      const dates = new Set<string>();
      for (const entry of result.error_data)
        for (const list of Object.values(entry.shift_types)) for (const date of list) dates.add(date);
      days = dates.size;
    } else if (result.validator === "MinimumCountValidator") {
      people = Object.keys(result.error_data).length;
    } else {
      const data = result.error_data;
      people = Object.keys(data).length;
      days = Object.values(data).reduce((total, list) => total + list.length, 0);
    }
    if (people > 0 || days > 0) out.push({ kind: KIND[result.validator], people, days });
  }
  return out;
}

/**
 * The validators' findings on the schedule as a request would leave it (K-029), per kind and per
 * person, for a staff member to read before sending: who is affected and on which dates. Staff
 * validators are time conflict, overtime and consecutive shifts (C-017); the others are shown too
 * when the server sends them, so nothing it found is hidden.
 */
import type { validatorResult } from "@rosterly/contract";
import type { z } from "zod";

type ValidatorResult = z.infer<typeof validatorResult>;

export const FINDING_KINDS = ["timeConflict", "overtime", "consecutive", "imbalance", "minimum"] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

export interface Finding {
  kind: FindingKind;
  /** null for a staffing group's finding (imbalance). */
  userId: number | null;
  dates: string[];
}

const KIND: Record<ValidatorResult["validator"], FindingKind> = {
  TimeConflictValidator: "timeConflict",
  OvertimeValidator: "overtime",
  ConsecutiveShiftsValidator: "consecutive",
  ImbalanceValidator: "imbalance",
  MinimumCountValidator: "minimum",
};

const sorted = (dates: Iterable<string>) => [...new Set(dates)].sort();

/** One finding per kind and person, the caller's own first, dates sorted without repeats. */
export function findingsOf(results: readonly ValidatorResult[], callerId: number): Finding[] {
  const byKey = new Map<string, Finding>();
  const add = (kind: FindingKind, userId: number | null, dates: readonly string[]) => {
    const key = `${kind}:${userId ?? ""}`;
    const found = byKey.get(key);
    if (found) found.dates = sorted([...found.dates, ...dates]);
    else byKey.set(key, { kind, userId, dates: sorted(dates) });
  };
  for (const result of results) {
    const kind = KIND[result.validator];
    if (result.validator === "ImbalanceValidator") {
      for (const entry of result.error_data)
        add(
          kind,
          null,
          Object.values(entry.shift_types).flatMap((dates) => [...dates]),
        );
    } else if (result.validator === "MinimumCountValidator") {
      for (const userId of Object.keys(result.error_data)) add(kind, Number(userId), []);
    } else {
      for (const [userId, dates] of Object.entries(result.error_data))
        if (dates.length > 0) add(kind, Number(userId), dates);
    }
  }
  const order = (finding: Finding) =>
    (finding.userId === callerId ? 0 : 1) * 10 + FINDING_KINDS.indexOf(finding.kind);
  return [...byKey.values()].sort((a, b) => order(a) - order(b));
}

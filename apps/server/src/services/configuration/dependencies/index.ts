import type { Executor } from "../../../db/client";
import type { ConfigurationKindKey, DependencyCheck } from "./check";
import { configurationDependencyChecks } from "./configuration-checks";
import { profileDependencyChecks } from "./profile-checks";
import { schedulingDependencyChecks } from "./scheduling-checks";

export { type ConfigurationKindKey, type DependencyCheck, listedIn, referencedBy } from "./check";

/**
 * Everything that may keep a configuration row from being deleted (Y-014). A module whose
 * tables use configuration rows exports its list and adds it here in one line, e.g.
 * `...schedulingDependencyChecks` with
 * `referencedBy("shiftType", "shift", shifts.typeId, shifts.orgId)` and
 * `listedIn("flag", "shift", shifts.flags, shifts.orgId)`. The list is explicit (no
 * registration by import side effects), so what protects a row can be read in one place.
 */
export const DEPENDENCY_CHECKS: readonly DependencyCheck[] = [
  ...profileDependencyChecks,
  ...configurationDependencyChecks,
  ...schedulingDependencyChecks,
];

/** What uses the row, in the order of the checks; empty when nothing does. */
export async function findDependencies(
  db: Executor,
  kind: ConfigurationKindKey,
  orgId: number,
  id: number,
  checks: readonly DependencyCheck[] = DEPENDENCY_CHECKS,
): Promise<string[]> {
  const usedBy: string[] = [];
  for (const check of checks) {
    if (check.kind !== kind || usedBy.includes(check.usedBy)) continue;
    if (await check.isUsed(db, orgId, id)) usedBy.push(check.usedBy);
  }
  return usedBy;
}

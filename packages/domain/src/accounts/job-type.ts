// What a job type decides about a profile (C-002, C-012, D-009).
import { type GroupName, isGroupName } from "../permissions/index.ts";

type Settings = Readonly<Record<string, unknown>>;

/**
 * The groups a profile with this job type holds: the job type's associated groups that are known
 * groups, in their order, without repeats. Job groups map to roles (C-002).
 */
export function jobGroupsOf(settings: Settings): GroupName[] {
  const associated = settings.associatedGroups;
  if (!Array.isArray(associated)) return [];
  const groups: GroupName[] = [];
  for (const name of associated) {
    if (typeof name === "string" && isGroupName(name) && !groups.includes(name)) groups.push(name);
  }
  return groups;
}

/**
 * The group whose screen defaults the profile follows (C-012): the job type's first associated
 * group, else the profile's first known group; null (no screen permissions) when there is neither.
 */
export function screensGroupOf(
  jobTypeSettings: Settings | null,
  profileGroups: readonly string[],
): GroupName | null {
  return (
    (jobTypeSettings ? jobGroupsOf(jobTypeSettings)[0] : undefined) ?? profileGroups.find(isGroupName) ?? null
  );
}

/** Charge is kept only if the job type can be charge nurse (D-009). */
export function keepsCharge(settings: Settings): boolean {
  return settings.canBeChargeNurse === true;
}

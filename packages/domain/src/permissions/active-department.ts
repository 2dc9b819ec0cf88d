// The department a management or staff screen opens on (C-013).
import { type Actor, reachesAllDepartments } from "./actor.ts";

export interface ActiveDepartmentArgs {
  /** The stored choice (local storage on the web); ignored if it no longer exists or is out of reach. */
  stored: number | null;
  departments: readonly { id: number; partakeInScheduling: boolean }[];
  /** The profile's department. */
  ownDepartmentId: number | null;
  actor: Actor;
}

/**
 * Admin and operations management: the stored choice, else the first department taking part in
 * scheduling, else their own. Users who cannot reach every department use their own (the profile's,
 * else the first they lead); one who leads several departments (Z-018) may keep a stored choice among them.
 */
export function activeDepartmentId(args: ActiveDepartmentArgs): number | null {
  const { stored, departments, ownDepartmentId, actor } = args;
  const exists = (id: number | null): id is number => id !== null && departments.some((d) => d.id === id);
  if (reachesAllDepartments(actor)) {
    if (exists(stored)) return stored;
    return departments.find((d) => d.partakeInScheduling)?.id ?? ownDepartmentId;
  }
  if (exists(stored) && actor.ownDepartmentIds.includes(stored)) return stored;
  return ownDepartmentId ?? actor.ownDepartmentIds[0] ?? null;
}

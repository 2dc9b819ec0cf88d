import type { Executor } from "../../db/client";
import { shiftsSeatedInOpenShifts } from "../../repositories/open-shifts";
import { shiftsInAwaitingRequests } from "../../repositories/requests";

/**
 * Something outside the shifts table that points at shifts (a giveaway or swap request, an open
 * shift): a shift it points at cannot be deleted (412). `usedBy` names it for logs and tests.
 */
export interface ShiftReferenceCheck {
  readonly usedBy: string;
  referencedIds(db: Executor, orgId: number, shiftIds: readonly number[]): Promise<ReadonlySet<number>>;
}

/**
 * Every check that may block a shift delete. The list is explicit (no registration by import
 * side effects).
 */
export const SHIFT_REFERENCE_CHECKS: readonly ShiftReferenceCheck[] = [
  // A seat of an open shift still taking bids: deleting its shift would change the seats unseen.
  {
    usedBy: "open shift",
    referencedIds: async (db, orgId, shiftIds) =>
      new Set(await shiftsSeatedInOpenShifts(db, orgId, shiftIds)),
  },
  // A swap or shift request awaiting review: its review would find the shift gone.
  {
    usedBy: "request",
    referencedIds: (db, orgId, shiftIds) => shiftsInAwaitingRequests(db, orgId, shiftIds),
  },
];

/** Shift id -> what refers to it, for the ids that something refers to. */
export async function shiftReferences(
  db: Executor,
  orgId: number,
  shiftIds: readonly number[],
  checks: readonly ShiftReferenceCheck[] = SHIFT_REFERENCE_CHECKS,
): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (shiftIds.length === 0) return found;
  for (const check of checks) {
    for (const id of await check.referencedIds(db, orgId, shiftIds)) {
      const users = found.get(id) ?? [];
      if (!users.includes(check.usedBy)) users.push(check.usedBy);
      found.set(id, users);
    }
  }
  return found;
}

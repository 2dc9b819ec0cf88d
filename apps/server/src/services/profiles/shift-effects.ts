import type { ShiftEffects } from "@rosterly/domain/accounts";
import type { Executor } from "../../db/client";
import { deleteShiftsOf, flagShiftsOf, type TouchedShift } from "../../repositories/profile-shifts";
import { publishUpdate } from "../../realtime/publish";

/**
 * Makes a state change felt on the person's shifts, in the caller's transaction: flagged shifts
 * become non-duty, a severed person's later shifts go (D-013, Y-010). Each touched shift is
 * announced to its department so open schedules refresh.
 */
export async function applyShiftEffects(
  db: Executor,
  args: {
    orgId: number;
    userId: number;
    effects: readonly ShiftEffects[];
    timeZone: string;
    by: number | null;
    now: Date;
  },
): Promise<void> {
  for (const effect of args.effects) {
    if (effect.flags) {
      const touched = await flagShiftsOf(db, {
        orgId: args.orgId,
        userId: args.userId,
        from: effect.flags.from,
        before: effect.flags.before,
        flagIds: effect.flags.flagIds,
        timeZone: args.timeZone,
        by: args.by,
        now: args.now,
      });
      await announce(db, args.orgId, touched, "updated");
    }
    if (effect.deleteFrom) {
      const touched = await deleteShiftsOf(db, {
        orgId: args.orgId,
        userId: args.userId,
        from: effect.deleteFrom,
        timeZone: args.timeZone,
      });
      await announce(db, args.orgId, touched, "deleted");
    }
  }
}

async function announce(db: Executor, orgId: number, shifts: readonly TouchedShift[], action: string) {
  for (const shift of shifts) {
    await publishUpdate(db, {
      orgId,
      contentType: "shift",
      action,
      id: shift.id,
      audience: { kind: "departments", departmentIds: [shift.departmentId] },
    });
  }
}

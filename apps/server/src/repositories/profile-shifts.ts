import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { shiftHistory, shifts } from "../db/schema";

/** A shift of the person that starts at or after `from` (its date and start time read in the zone). */
function startsFrom(orgId: number, userId: number, from: Date, timeZone: string) {
  return and(
    eq(shifts.orgId, orgId),
    eq(shifts.assigneeId, userId),
    sql`(${shifts.date} + ${shifts.startTime}) at time zone ${timeZone} >= ${from.toISOString()}::timestamptz`,
  );
}

export interface TouchedShift {
  id: number;
  departmentId: number;
}

/**
 * Adds the flags to the person's shifts starting from `from` and dated before `before` (all later
 * ones when null), skipping canceled shifts and shifts that already carry every flag; each change
 * is written to the shift's history.
 */
export async function flagShiftsOf(
  db: Executor,
  args: {
    orgId: number;
    userId: number;
    from: Date;
    before: string | null;
    flagIds: readonly number[];
    timeZone: string;
    by: number | null;
    now: Date;
  },
): Promise<TouchedShift[]> {
  const rows = await db
    .select({ id: shifts.id, departmentId: shifts.departmentId, flags: shifts.flags })
    .from(shifts)
    .where(
      and(
        startsFrom(args.orgId, args.userId, args.from, args.timeZone),
        eq(shifts.canceled, false),
        args.before === null ? undefined : lt(shifts.date, args.before),
      ),
    )
    .for("update");
  const touched: TouchedShift[] = [];
  for (const row of rows) {
    const flags = [...new Set([...row.flags, ...args.flagIds])].sort((a, b) => a - b);
    if (flags.length === row.flags.length) continue;
    await db
      .update(shifts)
      .set({ flags, modifiedBy: args.by, modifiedOn: args.now })
      .where(eq(shifts.id, row.id));
    await db.insert(shiftHistory).values({
      orgId: args.orgId,
      shiftId: row.id,
      modifiedBy: args.by,
      modifiedOn: args.now,
      changes: [{ field: "flags", old: row.flags, new: flags }],
    });
    touched.push({ id: row.id, departmentId: row.departmentId });
  }
  return touched;
}

/** Deletes the person's shifts starting from `from` (their history goes with them). */
export async function deleteShiftsOf(
  db: Executor,
  args: { orgId: number; userId: number; from: Date; timeZone: string },
): Promise<TouchedShift[]> {
  const rows = await db
    .select({ id: shifts.id, departmentId: shifts.departmentId })
    .from(shifts)
    .where(startsFrom(args.orgId, args.userId, args.from, args.timeZone))
    .for("update");
  if (rows.length > 0)
    await db.delete(shifts).where(
      inArray(
        shifts.id,
        rows.map((row) => row.id),
      ),
    );
  return rows;
}

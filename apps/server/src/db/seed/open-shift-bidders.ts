import { addDays, type LocalDate } from "@rosterly/domain/time";
import { and, eq, gte, lte } from "drizzle-orm";
import type { Executor } from "../client";
import { jobTypes, profiles, shifts, users } from "../schema";
import type { DemoOpenShift } from "./open-shift-plan";

/** Picked first wherever she is free, so that her screens show bids and notifications. */
export const DEMO_NURSE = "nurse@rosterly.test";

/** Where and when the demo's open shifts are written. */
export interface OpenShiftSeedContext {
  orgId: number;
  unitId: number;
  today: LocalDate;
  now: Date;
  by: number | null;
}

/** Registered nurses of the unit, the demo nurse first, then by id: the order bidders are picked in. */
export async function unitNurses(db: Executor, ctx: OpenShiftSeedContext) {
  const rows = await db
    .select({ userId: profiles.userId, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .innerJoin(jobTypes, eq(jobTypes.id, profiles.jobTypeId))
    .where(
      and(
        eq(profiles.orgId, ctx.orgId),
        eq(profiles.departmentId, ctx.unitId),
        eq(profiles.state, "active"),
        eq(jobTypes.name, "RN"),
      ),
    )
    .orderBy(profiles.userId);
  return [
    ...rows.filter((row) => row.email === DEMO_NURSE),
    ...rows.filter((row) => row.email !== DEMO_NURSE),
  ];
}

/**
 * Nurses whose shifts would overlap the open shift's: any that day, the night before running into
 * it, and for a night the next morning's that starts before it ends.
 */
export async function busyAround(
  db: Executor,
  ctx: OpenShiftSeedContext,
  date: LocalDate,
  time: { startTime: string; endTime: string },
): Promise<Set<number>> {
  const overnight = time.endTime <= time.startTime;
  const rows = await db
    .select({
      userId: shifts.assigneeId,
      date: shifts.date,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
    })
    .from(shifts)
    .where(
      and(
        eq(shifts.orgId, ctx.orgId),
        gte(shifts.date, addDays(date, -1)),
        lte(shifts.date, addDays(date, 1)),
      ),
    );
  const clashes = (row: (typeof rows)[number]) =>
    row.date === date ||
    (row.date < date && row.endTime <= row.startTime && row.endTime > time.startTime) ||
    (row.date > date && overnight && row.startTime < time.endTime);
  return new Set(rows.flatMap((row) => (row.userId !== null && clashes(row) ? [row.userId] : [])));
}

/** The plan's day, or for the demo nurse's open shift the first day from it within a week that she is free. */
export async function dayOf(
  db: Executor,
  ctx: OpenShiftSeedContext,
  plan: DemoOpenShift,
  time: { startTime: string; endTime: string },
  demoNurse: number | undefined,
) {
  const planned = addDays(ctx.today, plan.inDays);
  if (!plan.demoNurseBids || demoNurse === undefined) return planned;
  for (let later = 0; later < 7; later += 1) {
    const date = addDays(planned, later);
    if (!(await busyAround(db, ctx, date, time)).has(demoNurse)) return date;
  }
  return planned;
}

import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/client";
import { profiles } from "../db/schema";

/**
 * Holds these people's profile rows until the transaction ends, so two writes that each check a
 * person's free time (two FCFS bids, a bid and an assignment) are decided one after the other and
 * cannot both book the same hours. Locked in id order, so two such writes never deadlock.
 */
export async function lockPeople(db: Executor, orgId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.orgId, orgId), inArray(profiles.userId, [...userIds])))
    .orderBy(profiles.userId)
    .for("update");
}

import { and, asc, lte, notInArray, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { profileDueChanges } from "../db/schema";

/** Records when the profile next has something scheduled, or forgets it when nothing is. */
export async function setProfileDue(
  db: Executor,
  args: { orgId: number; profileId: number; dueAt: Date | null; by: number | null; now: Date },
): Promise<void> {
  const { orgId, profileId, dueAt, by, now } = args;
  if (dueAt === null) {
    await db.delete(profileDueChanges).where(eq(profileDueChanges.profileId, profileId));
    return;
  }
  await db
    .insert(profileDueChanges)
    .values({ orgId, profileId, dueAt, createdBy: by, createdOn: now, modifiedBy: by, modifiedOn: now })
    .onConflictDoUpdate({
      target: profileDueChanges.profileId,
      set: { dueAt, modifiedBy: by, modifiedOn: now },
    });
}

/**
 * Claims the earliest due profile no other process is working on. The row stays locked until the
 * claiming transaction ends; a concurrent claim skips it instead of waiting, and afterwards finds
 * it moved to its next date or gone.
 */
export async function claimDueProfile(
  db: Executor,
  now: Date,
  skip: readonly number[],
): Promise<{ profileId: number; orgId: number } | undefined> {
  const [row] = await db
    .select({ profileId: profileDueChanges.profileId, orgId: profileDueChanges.orgId })
    .from(profileDueChanges)
    .where(
      and(
        lte(profileDueChanges.dueAt, now),
        skip.length > 0 ? notInArray(profileDueChanges.profileId, [...skip]) : undefined,
      ),
    )
    .orderBy(asc(profileDueChanges.dueAt))
    .limit(1)
    .for("update", { skipLocked: true });
  return row;
}

import { and, count, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../db/client";
import { accountTokens } from "../db/schema";

export type AccountTokenRow = typeof accountTokens.$inferSelect;

export async function insertAccountToken(
  db: Executor,
  values: Pick<
    typeof accountTokens.$inferInsert,
    "orgId" | "userId" | "purpose" | "tokenHash" | "newEmail" | "expiresAt" | "createdBy"
  > & { now: Date },
): Promise<void> {
  const { now, ...row } = values;
  await db
    .insert(accountTokens)
    .values({ ...row, createdOn: now, modifiedOn: now, modifiedBy: row.createdBy });
}

/** Holds the token's row for the rest of the transaction, so two uses of one link cannot both pass. */
export async function lockAccountToken(
  db: Executor,
  tokenHash: string,
): Promise<AccountTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(eq(accountTokens.tokenHash, tokenHash))
    .for("update");
  return row;
}

export async function markAccountTokenUsed(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(accountTokens).set({ usedAt: now, modifiedOn: now }).where(eq(accountTokens.id, id));
}

/** Retires every outstanding token of these purposes (a password or address change makes old links stale). */
export async function revokeAccountTokens(
  db: Executor,
  userId: number,
  purposes: readonly string[],
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ revokedAt: now, modifiedOn: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
        isNull(accountTokens.revokedAt),
      ),
    );
}

/** How many tokens of a purpose the person was sent since a moment (to limit mail floods). */
export async function countTokensSince(
  db: Executor,
  userId: number,
  purpose: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.createdOn, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Uses the newest live token of a purpose that is never mailed (the mark a password check leaves);
 * answers whether there was one.
 */
export async function useLatestLiveToken(
  db: Executor,
  userId: number,
  purpose: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        isNull(accountTokens.revokedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(accountTokens.createdOn), desc(accountTokens.id))
    .limit(1)
    .for("update");
  if (!row) return false;
  await markAccountTokenUsed(db, row.id, now);
  return true;
}

import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { profileDocuments } from "../db/schema";

export interface CredentialMarks {
  /** Credentials whose expiry has passed. */
  expired: number;
  /** Credentials not yet expired that expire by the horizon. */
  expiring: number;
}

/**
 * How many credentials of each person of the organisation have expired or expire by `horizon`, in
 * one grouped query. The comparisons are the domain's (`isExpired`, `isExpiringSoon`): expired once
 * the instant has passed, expiring up to and including the horizon. People with neither are absent.
 */
export async function credentialMarksOf(
  db: Executor,
  orgId: number,
  now: Date,
  horizon: Date,
): Promise<Map<number, CredentialMarks>> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .select({
      profileId: profileDocuments.profileId,
      expired: sql<number>`count(*) filter (where ${profileDocuments.expireOn} < ${at})`.mapWith(Number),
      expiring: sql<number>`count(*) filter (where ${profileDocuments.expireOn} >= ${at})`.mapWith(Number),
    })
    .from(profileDocuments)
    .where(
      and(
        eq(profileDocuments.orgId, orgId),
        eq(profileDocuments.type, "license"),
        isNotNull(profileDocuments.expireOn),
        lte(profileDocuments.expireOn, horizon),
      ),
    )
    .groupBy(profileDocuments.profileId);
  return new Map(rows.map(({ profileId, ...marks }) => [profileId, marks]));
}

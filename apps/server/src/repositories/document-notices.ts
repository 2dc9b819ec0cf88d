import { and, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { documentExpiryNotices, profileDocuments, profiles, users } from "../db/schema";

export interface ClaimedExpiry {
  orgId: number;
  documentId: number;
  expireOn: Date;
}

/**
 * Claims every credential of an active person expiring between `now` and `horizon` whose expiry has
 * not been announced yet, in one statement. The notice row's key is the claim: under concurrent
 * passes the second insert of the same key waits for the first and then does nothing, so each
 * expiry is answered to exactly one caller.
 */
export async function claimExpiringCredentials(
  db: Executor,
  now: Date,
  horizon: Date,
): Promise<ClaimedExpiry[]> {
  const due = db
    .select({
      orgId: profileDocuments.orgId,
      documentId: profileDocuments.id,
      expireOn: sql<Date>`${profileDocuments.expireOn}`.as("expire_on"),
      notifiedOn: sql<Date>`${now.toISOString()}::timestamptz`.as("notified_on"),
    })
    .from(profileDocuments)
    .innerJoin(profiles, eq(profiles.id, profileDocuments.profileId))
    .where(
      and(
        eq(profileDocuments.type, "license"),
        isNotNull(profileDocuments.expireOn),
        gte(profileDocuments.expireOn, now),
        lte(profileDocuments.expireOn, horizon),
        eq(profiles.state, "active"),
      ),
    );
  return db.insert(documentExpiryNotices).select(due).onConflictDoNothing().returning({
    orgId: documentExpiryNotices.orgId,
    documentId: documentExpiryNotices.documentId,
    expireOn: documentExpiryNotices.expireOn,
  });
}

/** What a notice about each credential says: the document, its person and their department. */
export async function expiringCredentialDetails(db: Executor, documentIds: readonly number[]) {
  if (documentIds.length === 0) return [];
  return db
    .select({
      documentId: profileDocuments.id,
      name: profileDocuments.name,
      profileId: profiles.id,
      userId: profiles.userId,
      departmentId: profiles.departmentId,
      fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(profileDocuments)
    .innerJoin(profiles, eq(profiles.id, profileDocuments.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(inArray(profileDocuments.id, [...documentIds]));
}

import { expiryDateOf, expiryNoticeHorizon } from "@rosterly/domain/documents";
import type { DB } from "../../db/client";
import { claimExpiringCredentials, expiringCredentialDetails } from "../../repositories/document-notices";
import { organisationSettings } from "../../repositories/scheduling-config";
import { notify } from "../notifications/notify";
import { type AudienceMember, loadAudienceMembers, peopleManagersOf } from "../scheduling/audience";
import { orgSchedulingOf } from "../scheduling/org-scheduling";

export const CREDENTIAL_EXPIRING_KEY = "notifications.credential_expiring";

interface OrgContext {
  timeZone: string;
  members: AudienceMember[];
}

/**
 * Tells a person's managers once about each credential expiring within the notice window, by the
 * server clock. Each expiry is claimed by exactly one pass (see `claimExpiringCredentials`); a
 * renewed credential has a new expiry and is announced again. Runs as a clock job: there is no
 * caller, so no policy; the audience is the management that may open the person's documents.
 */
export async function noticeExpiringCredentials(db: DB, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await claimExpiringCredentials(tx, now, expiryNoticeHorizon(now));
    if (claimed.length === 0) return 0;
    const details = new Map(
      (
        await expiringCredentialDetails(
          tx,
          claimed.map((row) => row.documentId),
        )
      ).map((row) => [row.documentId, row]),
    );
    const orgs = new Map<number, OrgContext | null>();
    for (const notice of claimed) {
      const detail = details.get(notice.documentId);
      if (!orgs.has(notice.orgId)) orgs.set(notice.orgId, await orgContext(tx, notice.orgId));
      const org = orgs.get(notice.orgId);
      if (!detail || !org || detail.departmentId === null) continue;
      const date = expiryDateOf(notice.expireOn, org.timeZone);
      await notify(
        tx,
        {
          orgId: notice.orgId,
          originatorId: null,
          messageKey: CREDENTIAL_EXPIRING_KEY,
          messageParams: {
            person: detail.fullName,
            document: detail.name,
            ...(date ? { date } : {}),
            user_id: detail.userId,
          },
          level: "warning",
          source: { contentType: "credential", objectId: notice.documentId },
        },
        peopleManagersOf(org.members, detail.departmentId),
        now,
      );
    }
    return claimed.length;
  });
}

async function orgContext(tx: Parameters<typeof loadAudienceMembers>[0], orgId: number) {
  const orgRow = await organisationSettings(tx, orgId);
  if (!orgRow) return null;
  return { timeZone: orgSchedulingOf(orgRow).timeZone, members: await loadAudienceMembers(tx, orgId) };
}

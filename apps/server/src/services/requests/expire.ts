import { hasLapsed } from "@rosterly/domain/requests";
import { withDefaults } from "@rosterly/domain/settings";
import { addDays } from "@rosterly/domain/time";
import type { DB } from "../../db/client";
import {
  approvalsOf,
  type RequestRecord,
  lockAwaitingUntil,
  updateApproval,
} from "../../repositories/requests";
import { organisationSettings } from "../../repositories/scheduling-config";
import { orgSchedulingOf } from "../scheduling/org-scheduling";
import { RequestAudience } from "./audience";
import { currentStep, namedOf, requesterOf } from "./load";
import { announce, setRequestState, tell } from "./transitions";

/** The longest expiry setting (hours) plus a day: no request further out can have lapsed. */
const LOOKAHEAD_DAYS = Math.ceil(720 / 24) + 2;

/** The earliest moment the request concerns: a shift's start, or the first day of time off. */
function firstOf(request: RequestRecord): { date: string; startTime: string | null } {
  switch (request.contentType) {
    case "swap": {
      const [first] = [request.row.sourceShift, request.row.targetShift].sort(
        (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime),
      );
      return { date: first?.date ?? request.row.firstDate, startTime: first?.startTime ?? null };
    }
    case "shiftrequest":
      return { date: request.row.firstDate, startTime: request.row.shift.startTime };
    case "event":
      return { date: [...request.row.dates].sort()[0] ?? "", startTime: request.row.startTime };
  }
}

/**
 * Y-034: requests still awaiting review once what they concern has begun (less the hospital's
 * `requests.requestExpiryHours`) become `expired`, by the server's clock, once: rows are claimed
 * with SKIP LOCKED and re-read under the lock, whichever server process runs first. The requester
 * and the people named are told; the current step records the expiry.
 */
export async function expireDueRequests(db: DB, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const until = addDays(now.toISOString().slice(0, 10), LOOKAHEAD_DAYS);
    const candidates = await lockAwaitingUntil(tx, until);
    const orgs = new Map<number, { timeZone: string; hours: number; audience: RequestAudience } | null>();
    let expired = 0;
    for (const { orgId, request } of candidates) {
      if (!orgs.has(orgId)) {
        const orgRow = await organisationSettings(tx, orgId);
        orgs.set(
          orgId,
          orgRow
            ? {
                timeZone: orgSchedulingOf(orgRow).timeZone,
                hours: withDefaults(orgRow.settings).requests.requestExpiryHours,
                audience: await RequestAudience.load(tx, orgId),
              }
            : null,
        );
      }
      const org = orgs.get(orgId);
      if (!org || !hasLapsed(firstOf(request), org.timeZone, org.hours, now)) continue;
      const approvals =
        (await approvalsOf(tx, orgId, request.contentType, [request.row.id])).get(request.row.id) ?? [];
      const loaded = { ...request, approvals };
      const current = currentStep(loaded);
      if (!current) continue;
      const step = await updateApproval(tx, current.id, { state: "expired" }, null, now);
      const after = {
        ...(await setRequestState(tx, loaded, "expired", null, now)),
        approvals: [...approvals.slice(0, -1), step],
      };
      await tell(
        tx,
        after,
        step,
        "notifications.request_expired",
        [requesterOf(after), ...namedOf(after)],
        null,
        now,
      );
      await announce(tx, after, step, "expired", org.audience);
      expired += 1;
    }
    return expired;
  });
}

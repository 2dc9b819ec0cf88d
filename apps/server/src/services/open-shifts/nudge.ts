import { isOpen, nudgeWaitSeconds } from "@rosterly/domain/open-shifts";
import type { DB } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { type OpenShiftRow, updateOpenShift } from "../../repositories/open-shifts";
import { notify } from "../notifications/notify";
import type { SessionContext } from "../session/context";
import { OpenShiftAudience } from "./audience";
import { managedOpenShift, staleOpenShift } from "./managed-open-shift";
import { publishOpenShiftAction } from "./open-shift-live";

function lastNudgeOf(settings: Record<string, unknown>): number | null {
  const value = settings.lastNudge;
  if (typeof value !== "string") return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/**
 * H-014, Y-041: reminds the people it is offered to who have not bid, at most once per cooldown
 * (900 s after creation or the last nudge). Answers the open shift with `settings.lastNudge`.
 */
export async function nudgeOpenShift(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  id: number,
): Promise<OpenShiftRow> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const row = await managedOpenShift(tx, session, id);
    if (!isOpen(row)) throw staleOpenShift("errors.precondition.open_shift_not_open");
    const wait = nudgeWaitSeconds(now.getTime(), row.createdOn.getTime(), lastNudgeOf(row.settings));
    if (wait > 0) throw staleOpenShift("errors.precondition.nudge_wait", { seconds: wait });
    const record = await updateOpenShift(tx, row.id, {
      settings: { ...row.settings, lastNudge: now.toISOString() },
      modifiedBy: session.user.id,
      modifiedOn: now,
    });
    const after = { ...row, ...record };
    const audience = await OpenShiftAudience.load(tx, row.orgId);
    const involved = new Set([...row.bidders, ...row.assignees]);
    await notify(
      tx,
      {
        orgId: row.orgId,
        originatorId: session.user.id,
        messageKey: "notifications.open_shift_nudge",
        messageParams: { date: row.date },
        source: { contentType: "open shift", objectId: row.id },
      },
      audience.recipients(row).filter((userId) => !involved.has(userId)),
      now,
    );
    await publishOpenShiftAction(tx, after, "updated", audience);
    return after;
  });
}

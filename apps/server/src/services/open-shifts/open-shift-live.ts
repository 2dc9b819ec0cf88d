import type { Executor } from "../../db/client";
import { publishUpdate } from "../../realtime/publish";
import type { OpenShiftRow } from "../../repositories/open-shifts";
import { OpenShiftAudience } from "./audience";

/** Ids per message, so that a large audience stays well inside a NOTIFY payload. */
const USERS_PER_MESSAGE = 300;

export type OpenShiftAction = "created" | "updated" | "deleted" | "closed" | "ended" | "bid" | "cancel_bid";

/**
 * H-016: every action on an open shift reaches the management of its department and the staff it
 * is offered to, inside the transaction (nothing is heard of a change that rolls back). The message
 * carries ids only; each client refetches what it may see.
 */
export async function publishOpenShiftAction(
  tx: Executor,
  row: OpenShiftRow,
  action: OpenShiftAction,
  audience?: OpenShiftAudience,
): Promise<void> {
  const people = audience ?? (await OpenShiftAudience.load(tx, row.orgId));
  const userIds = [
    ...new Set([
      ...people.managers(row.departmentId),
      ...people.recipients(row),
      ...row.bidders,
      ...row.assignees,
    ]),
  ];
  for (let start = 0; start < userIds.length; start += USERS_PER_MESSAGE) {
    await publishUpdate(tx, {
      orgId: row.orgId,
      contentType: "open shift",
      action,
      id: row.id,
      data: { bidders: row.bidders, assignees: row.assignees, flags: row.flags },
      audience: { kind: "users", userIds: userIds.slice(start, start + USERS_PER_MESSAGE) },
    });
  }
}

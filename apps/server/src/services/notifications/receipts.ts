import type { DB } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { presentReceipt } from "../../presenters/notification";
import { markDelivered, markReceiptsRead, receiptsOf } from "../../repositories/notifications";
import type { SessionContext } from "../session/context";

/**
 * The caller's own receipts, newest first (O-005). Listing them is delivering them: receipts seen
 * here for the first time get their delivered time.
 */
export async function listReceipts(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  page: { limit: number; offset: number },
) {
  return deps.db.transaction(async (tx) => {
    const { rows, count, unread } = await receiptsOf(tx, session.orgId, session.user.id, page);
    const now = deps.clock();
    const fresh = rows.filter((row) => row.deliveredOn === null);
    await markDelivered(
      tx,
      fresh.map((row) => row.id),
      now,
    );
    const delivered = rows.map((row) => (row.deliveredOn === null ? { ...row, deliveredOn: now } : row));
    return { count, unread, results: delivered.map(presentReceipt) };
  });
}

/** O-006: marks the caller's own receipts read; other people's ids change nothing. */
export async function markRead(
  db: DB,
  session: SessionContext,
  reads: readonly { id: number; lastReadOn: string }[],
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const changed = await markReceiptsRead(
      tx,
      session.orgId,
      session.user.id,
      reads.map((read) => ({ id: read.id, lastReadOn: new Date(read.lastReadOn) })),
    );
    return changed.map((row) => row.id);
  });
}

import type { DB } from "../../db/client";
import { presentRecipient } from "../../presenters/notification";
import { recipientsOfSource } from "../../repositories/notifications";
import { visibleOpenShift } from "../open-shifts/read";
import type { SessionContext } from "../session/context";
import { assertCanManageOpenShifts } from "../../policies/open-shifts";

/** H-006: who was told of an open shift and whether they read it; for its managers only. */
export async function openShiftRecipients(
  db: DB,
  session: SessionContext,
  sourceId: number,
  page: { limit: number; offset: number },
) {
  assertCanManageOpenShifts(session);
  await visibleOpenShift(db, session, sourceId);
  const { rows, count } = await recipientsOfSource(
    db,
    session.orgId,
    { contentType: "open shift", objectId: sourceId },
    page,
  );
  return { count, results: rows.map(presentRecipient) };
}

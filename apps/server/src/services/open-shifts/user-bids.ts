import { canAccessDepartment } from "@rosterly/domain/permissions";
import type { DB } from "../../db/client";
import { Errors } from "../../http/errors";
import { assertCanSeeBidsOf, assertCanViewOpenShifts, isManagement } from "../../policies/open-shifts";
import { presentOpenShift, type WireOpenShift } from "../../presenters/open-shift";
import { listOpenShifts } from "../../repositories/open-shift-list";
import { withParticipants } from "../../repositories/open-shifts";
import { staffProfiles } from "../../repositories/scheduling-config";
import type { SessionContext } from "../session/context";

/** Bids of one person over a few months at most (the employee dialog's schedule tab). */
const MAX_USER_BIDS = 500;

/**
 * H-017: the open shifts one person bid on between two dates, newest first. Staff ask only for
 * themselves; management for people of the departments it reaches.
 */
export async function userBids(
  db: DB,
  session: SessionContext,
  query: { userId: number; between: readonly [string, string] },
): Promise<WireOpenShift[]> {
  assertCanViewOpenShifts(session);
  const manager = isManagement(session);
  assertCanSeeBidsOf(session, query.userId);
  if (manager) {
    const [person] = await staffProfiles(db, session.orgId, [query.userId]);
    if (!person || person.departmentId === null || !canAccessDepartment(session.actor, person.departmentId)) {
      throw Errors.notFound("errors.not_found.employee");
    }
  }
  const { rows } = await listOpenShifts(
    db,
    {
      orgId: session.orgId,
      participantId: query.userId,
      between: query.between,
      departmentIds: null,
      sort: { field: "date", descending: true },
    },
    { limit: MAX_USER_BIDS, offset: 0 },
  );
  const viewer = { userId: session.user.id, isStaff: !manager };
  return (await withParticipants(db, rows)).map((row) => presentOpenShift(row, viewer));
}

import { isReadOnly } from "@rosterly/domain/schedule";
import type { DB } from "../../db/client";
import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";
import { assertCanEditSchedules, assertDepartmentVisible } from "../../policies/schedule";
import { presentSchedule, type WireSchedule } from "../../presenters/schedule";
import { publishUpdates } from "../../realtime/publish-many";
import { latestSnapshotId, lockSchedule, updateSchedule } from "../../repositories/schedules";
import type { SessionContext } from "../session/context";
import { schedulingContext } from "./context";
import { schedulePeriodEvents } from "./period-events";

/** PATCH /schedules/{id}/: the schedule's comments and settings; its state moves only by the actions. */
export async function updateScheduleDetails(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  id: number,
  patch: { comments?: string; settings?: Record<string, unknown> },
): Promise<WireSchedule> {
  assertCanEditSchedules(session);
  return deps.db.transaction(async (tx) => {
    const row = await lockSchedule(tx, session.orgId, id);
    if (!row) throw Errors.notFound("errors.not_found.schedule");
    assertDepartmentVisible(session, row.departmentId);
    const values: { comments?: string; settings?: Record<string, unknown> } = {};
    if (patch.comments !== undefined && patch.comments !== row.comments) values.comments = patch.comments;
    if (patch.settings !== undefined && JSON.stringify(patch.settings) !== JSON.stringify(row.settings)) {
      values.settings = patch.settings;
    }
    const updated =
      Object.keys(values).length > 0
        ? await updateSchedule(tx, row.id, values, session.user.id, deps.clock())
        : row;
    if (updated !== row)
      await publishUpdates(tx, await schedulePeriodEvents(tx, session.orgId, [updated], "updated"));
    const context = await schedulingContext(tx, session.orgId);
    return presentSchedule(updated, {
      readOnly: isReadOnly(updated.state, context.org.states, true),
      snapshot: await latestSnapshotId(tx, updated.id),
    });
  });
}

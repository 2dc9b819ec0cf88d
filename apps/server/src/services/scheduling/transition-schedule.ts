import {
  approveSchedule,
  isReadOnly,
  postSchedule,
  postScheduleForSelfSchedule,
  publishSchedule,
  rejectSchedule,
  type TransitionResult,
} from "@rosterly/domain/schedule";
import type { DB } from "../../db/client";
import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";
import { assertCanApprove, assertCanEditSchedules, assertDepartmentVisible } from "../../policies/schedule";
import { presentSchedule, type WireSchedule } from "../../presenters/schedule";
import { publishUpdates } from "../../realtime/publish-many";
import { latestSnapshotId, lockSchedule, updateSchedule } from "../../repositories/schedules";
import type { SessionContext } from "../session/context";
import { departmentIn, schedulingContext } from "./context";
import { needsApprovalRule } from "./org-scheduling";
import { schedulePeriodEvents } from "./period-events";
import { noticeScheduleShown } from "./schedule-notices";
import { takeSnapshot } from "./snapshot";

export type TransitionRequest =
  | { action: "approve" }
  | { action: "reject"; comments: string }
  | { action: "post" | "publish"; needsApproval?: boolean }
  | { action: "post_self_schedule" };

/** States in which the schedule waits for the director (F-005). */
const AWAITING_APPROVAL = new Set(["pending_post_approval", "pending_publish_approval"]);

/**
 * Approve, reject, post, post for self-scheduling and publish (F-004, F-005, Z-011). The rules
 * engine decides the next state; the department's rule can only add a needed approval (Z-012).
 * Publishing keeps a snapshot; the answer is the schedule without its rows, whose state the
 * department's periods now carry too.
 */
export async function transitionSchedule(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  id: number,
  request: TransitionRequest,
): Promise<WireSchedule> {
  assertCanEditSchedules(session);
  return deps.db.transaction(async (tx) => {
    const row = await lockSchedule(tx, session.orgId, id);
    if (!row) throw Errors.notFound("errors.not_found.schedule");
    assertDepartmentVisible(session, row.departmentId);
    const context = await schedulingContext(tx, session.orgId);
    const department = departmentIn(context, row.departmentId);
    let result: TransitionResult;
    switch (request.action) {
      case "approve":
        result = approveSchedule(row.state);
        break;
      case "reject":
        result = rejectSchedule(row.state);
        break;
      case "post":
        result = postSchedule(
          row.state,
          request.needsApproval === true || needsApprovalRule(department.scheduleRules, "post"),
        );
        break;
      case "publish":
        result = publishSchedule(
          row.state,
          request.needsApproval === true || needsApprovalRule(department.scheduleRules, "publish"),
        );
        break;
      case "post_self_schedule":
        result = postScheduleForSelfSchedule(row.state);
        break;
    }
    if (!result.ok) throw Errors.invalidState(row.state);
    if (AWAITING_APPROVAL.has(row.state) && request.action !== "post_self_schedule")
      assertCanApprove(session, department);
    const now = deps.clock();
    const updated = await updateSchedule(
      tx,
      row.id,
      request.action === "reject"
        ? { state: result.state, comments: request.comments }
        : { state: result.state },
      session.user.id,
      now,
    );
    if (updated.state === "published") await takeSnapshot(tx, updated, session.user.id, now);
    await noticeScheduleShown(tx, session, updated, row.state, now);
    await publishUpdates(tx, await schedulePeriodEvents(tx, session.orgId, [updated], "updated"));
    return presentSchedule(updated, {
      readOnly: isReadOnly(updated.state, context.org.states, true),
      snapshot: await latestSnapshotId(tx, updated.id),
    });
  });
}

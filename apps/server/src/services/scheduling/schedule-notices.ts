import type { Executor } from "../../db/client";
import { departmentStaff } from "../../repositories/scheduling-config";
import type { ScheduleRow } from "../../repositories/schedules";
import { notify } from "../notifications/notify";
import type { SessionContext } from "../session/context";

/** The states in which a schedule is shown to its staff, and what they are told then (O-004). */
const NOTICE_OF: Readonly<Record<string, string>> = {
  self_schedule: "notifications.schedule_posted_self",
  under_nurse_review: "notifications.schedule_posted",
  published: "notifications.schedule_published",
};

/**
 * Tells the department's working staff, inside the transition's transaction, that their schedule
 * was posted for review, opened for self-scheduling or published; the person who did it is not told.
 */
export async function noticeScheduleShown(
  tx: Executor,
  session: SessionContext,
  schedule: ScheduleRow,
  previousState: string,
  now: Date,
): Promise<void> {
  const messageKey = NOTICE_OF[schedule.state];
  if (messageKey === undefined || previousState === schedule.state) return;
  const staff = (await departmentStaff(tx, session.orgId, schedule.departmentId))
    .filter((person) => person.state === "active" && person.userId !== session.user.id)
    .map((person) => person.userId);
  await notify(
    tx,
    {
      orgId: session.orgId,
      originatorId: session.user.id,
      messageKey,
      messageParams: { start: schedule.startOn, end: schedule.endOn },
      source: { contentType: "schedule", objectId: schedule.id },
    },
    staff,
    now,
  );
}

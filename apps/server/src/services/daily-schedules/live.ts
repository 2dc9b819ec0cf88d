import type { Executor } from "../../db/client";
import { publishUpdates } from "../../realtime/publish-many";
import type { DailyScheduleRow } from "../../repositories/daily-schedules";

export type DailyScheduleAction = "created" | "updated" | "shared" | "finalized";

/**
 * Tells the department's viewers that a daily schedule changed (content type `daily schedule`).
 * Only ids travel: each page refetches through its own reads, which apply who sees what.
 */
export async function publishDailySchedule(
  tx: Executor,
  row: DailyScheduleRow,
  action: DailyScheduleAction,
): Promise<void> {
  await publishUpdates(tx, [
    {
      orgId: row.orgId,
      contentType: "daily schedule",
      action,
      id: row.id,
      data: { date: row.date, department_id: row.departmentId, type_id: row.typeId },
      audience: { kind: "departments", departmentIds: [row.departmentId] },
    },
  ]);
}

import type { Executor } from "../../db/client";
import { presentSchedulePeriod } from "../../presenters/schedule";
import type { BusEvent } from "../../realtime/events";
import { recentPeriods, type ScheduleRow } from "../../repositories/schedules";

/**
 * Live updates after schedules change state or appear: the schedule itself to its department's
 * viewers, and the department's `scheduling_periods` (which every hospital load carries) to the
 * organisation (Y-017).
 */
export async function schedulePeriodEvents(
  db: Executor,
  orgId: number,
  changed: readonly ScheduleRow[],
  action: "created" | "updated",
): Promise<BusEvent[]> {
  if (changed.length === 0) return [];
  const departmentIds = [...new Set(changed.map((row) => row.departmentId))];
  const periods = await recentPeriods(db, orgId, departmentIds);
  const events: BusEvent[] = changed.map((row) => ({
    orgId,
    contentType: "schedule",
    action,
    id: row.id,
    data: presentSchedulePeriod(row),
    audience: { kind: "departments", departmentIds: [row.departmentId] },
  }));
  for (const departmentId of departmentIds) {
    events.push({
      orgId,
      contentType: "department",
      action: "updated",
      id: departmentId,
      data: {
        id: departmentId,
        scheduling_periods: periods
          .filter((period) => period.departmentId === departmentId)
          .map((period) => ({
            id: period.id,
            start_on: period.startOn,
            end_on: period.endOn,
            state: period.state,
          })),
      },
      audience: { kind: "organisation" },
    });
  }
  return events;
}

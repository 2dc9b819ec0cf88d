import type { Executor } from "../../db/client";
import { recentPeriods } from "../../repositories/schedules";

export interface SchedulingPeriod {
  id: number;
  startOn: string;
  endOn: string;
  state: string;
}

/** `departments[].scheduling_periods` of the hospital: each department's recent periods, oldest first. */
export async function schedulingPeriodsByDepartment(
  db: Executor,
  orgId: number,
): Promise<Map<number, SchedulingPeriod[]>> {
  const byDepartment = new Map<number, SchedulingPeriod[]>();
  for (const row of await recentPeriods(db, orgId, null)) {
    const list = byDepartment.get(row.departmentId) ?? [];
    list.push({ id: row.id, startOn: row.startOn, endOn: row.endOn, state: row.state });
    byDepartment.set(row.departmentId, list);
  }
  return byDepartment;
}

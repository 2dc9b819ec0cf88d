import { calendarState, normalizeScheduleState } from "@rosterly/domain/schedule";
import { inArray } from "drizzle-orm";
import type { DB } from "../db/client";
import { organisations } from "../db/schema";
import { publishUpdates } from "../realtime/publish-many";
import { lockCalendarCandidates, type ScheduleRow, updateSchedule } from "../repositories/schedules";
import { orgSchedulingOf, schedulingToday } from "../services/scheduling/org-scheduling";
import { schedulePeriodEvents } from "../services/scheduling/period-events";
import { ensureOrgPeriodsAhead } from "../services/scheduling/periods";

export interface CalendarRun {
  created: ScheduleRow[];
  moved: ScheduleRow[];
}

/**
 * One pass of the schedule calendar for every organisation (or the given ones): create the
 * current and next periods of each scheduling department (Y-016) and move schedules along the
 * calendar of the organisation's time zone (published -> current -> past, Y-017).
 *
 * Any number of server processes may run it at the same time: new periods are inserted with
 * ON CONFLICT DO NOTHING on (department, start), and the schedules to move are claimed with
 * FOR UPDATE SKIP LOCKED and moved only from the state they were read in, so every period is
 * created once and every move (and its live update) happens once.
 */
export async function runScheduleCalendar(
  db: DB,
  now: Date,
  options: { orgIds?: number[] } = {},
): Promise<CalendarRun> {
  const orgs = await db
    .select({ id: organisations.id, info: organisations.info, settings: organisations.settings })
    .from(organisations)
    .where(options.orgIds ? inArray(organisations.id, options.orgIds) : undefined);
  const run: CalendarRun = { created: [], moved: [] };
  for (const org of orgs) {
    const scheduling = orgSchedulingOf(org);
    const today = schedulingToday(scheduling, now);
    await db.transaction(async (tx) => {
      const created = await ensureOrgPeriodsAhead(tx, scheduling, today, now);
      const moved: ScheduleRow[] = [];
      for (const row of await lockCalendarCandidates(tx, org.id, today)) {
        const state = normalizeScheduleState(row.state);
        const next = state === null ? null : calendarState(state, row, today);
        if (next !== null && next !== row.state)
          moved.push(await updateSchedule(tx, row.id, { state: next }, null, now));
      }
      await publishUpdates(tx, [
        ...(await schedulePeriodEvents(tx, org.id, created, "created")),
        ...(await schedulePeriodEvents(tx, org.id, moved, "updated")),
      ]);
      run.created.push(...created);
      run.moved.push(...moved);
    });
  }
  return run;
}

import { ensureOrgPeriodsAhead } from "../../services/scheduling/periods";
import { orgSchedulingOf, schedulingToday } from "../../services/scheduling/org-scheduling";
import type { Executor } from "../client";
import { organisations } from "../schema";

/**
 * Every hospital's scheduling departments start with their current and next periods, as the
 * schedule calendar keeps them: the calendar's first pass runs only a few seconds after the server
 * starts, and a hospital seeded without schedules (Lakeside) would have none until then. Answers
 * how many periods it created.
 */
export async function seedPeriodsAhead(db: Executor, now: Date): Promise<number> {
  let created = 0;
  for (const org of await db.select().from(organisations)) {
    const scheduling = orgSchedulingOf(org);
    const today = schedulingToday(scheduling, now);
    created += (await ensureOrgPeriodsAhead(db, scheduling, today, now)).length;
  }
  return created;
}

import type { Executor } from "../client";
import { seedDailyActivity } from "./daily-activity";
import { seedLakeside } from "./lakeside";
import { seedPeriodsAhead } from "./periods-ahead";
import { seedOpenShiftActivity } from "./open-shift-activity";
import { seedRequestActivity } from "./request-activity";
import { seedRiverside } from "./riverside";
import { seedScheduleActivity } from "./schedule-activity";
import { seedTemplates } from "./templates";

export { DEMO_ACCOUNTS } from "./demo-accounts";

/** Loads both demo organisations; the password hash is computed once by the caller. */
export async function seedDemo(db: Executor, passwordHash: string, initialStartDate: string): Promise<void> {
  await seedRiverside(db, passwordHash, initialStartDate);
  await seedLakeside(db, passwordHash, initialStartDate);
  const now = new Date();
  const activity = await seedScheduleActivity(db, now);
  if (activity) await seedTemplates(db, activity);
  const unitId = activity?.units[0];
  if (activity && unitId !== undefined) {
    await seedOpenShiftActivity(db, { ...activity, unitId, now });
    await seedRequestActivity(db, { ...activity, unitId, now });
  }
  if (activity) await seedDailyActivity(db, activity, now);
  await seedPeriodsAhead(db, now);
}

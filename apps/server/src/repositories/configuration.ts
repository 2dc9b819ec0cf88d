import { asc, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import {
  dailyScheduleTypes,
  departments,
  eventTypes,
  flags,
  jobStatuses,
  jobTypes,
  shiftTypes,
} from "../db/schema";

export type DepartmentRow = typeof departments.$inferSelect;
export type JobTypeRow = typeof jobTypes.$inferSelect;
export type JobStatusRow = typeof jobStatuses.$inferSelect;
export type ShiftTypeRow = typeof shiftTypes.$inferSelect;
export type EventTypeRow = typeof eventTypes.$inferSelect;
export type FlagRow = typeof flags.$inferSelect;
export type DailyScheduleTypeRow = typeof dailyScheduleTypes.$inferSelect;

export interface OrganisationConfiguration {
  departments: DepartmentRow[];
  jobTypes: JobTypeRow[];
  jobStatus: JobStatusRow[];
  shiftTypes: ShiftTypeRow[];
  eventTypes: EventTypeRow[];
  flags: FlagRow[];
  dailyScheduleTypes: DailyScheduleTypeRow[];
}

/** Everything an organisation is configured with, each list in a stable display order. */
export async function loadConfiguration(db: Executor, orgId: number): Promise<OrganisationConfiguration> {
  const [d, jt, js, st, et, f, dst] = await Promise.all([
    db.select().from(departments).where(eq(departments.orgId, orgId)).orderBy(asc(departments.name)),
    db
      .select()
      .from(jobTypes)
      .where(eq(jobTypes.orgId, orgId))
      .orderBy(asc(jobTypes.rank), asc(jobTypes.name)),
    db.select().from(jobStatuses).where(eq(jobStatuses.orgId, orgId)).orderBy(asc(jobStatuses.name)),
    db
      .select()
      .from(shiftTypes)
      .where(eq(shiftTypes.orgId, orgId))
      .orderBy(asc(shiftTypes.startTime), asc(shiftTypes.name)),
    db.select().from(eventTypes).where(eq(eventTypes.orgId, orgId)).orderBy(asc(eventTypes.name)),
    db.select().from(flags).where(eq(flags.orgId, orgId)).orderBy(asc(flags.name)),
    db
      .select()
      .from(dailyScheduleTypes)
      .where(eq(dailyScheduleTypes.orgId, orgId))
      .orderBy(asc(dailyScheduleTypes.name)),
  ]);
  return {
    departments: d,
    jobTypes: jt,
    jobStatus: js,
    shiftTypes: st,
    eventTypes: et,
    flags: f,
    dailyScheduleTypes: dst,
  };
}

import { and, eq } from "drizzle-orm";
import type { DB } from "../src/db/client";
import { schedules } from "../src/db/schema";
import {
  insertOpenShift,
  type NewOpenShiftRecord,
  type OpenShiftRecord,
} from "../src/repositories/open-shifts";
import type { Hospital } from "./factories";

/**
 * An open shift in the hospital's first department, offered to its nurses: a 12-hour day on the
 * date, one seat, bidding open for a day from `now`.
 */
export async function buildOpenShift(
  db: DB,
  hospital: Hospital,
  options: { date: string; now: Date; departmentIndex?: number } & Partial<NewOpenShiftRecord>,
): Promise<OpenShiftRecord> {
  const { date, now, departmentIndex, ...overrides } = options;
  const departmentId = hospital.departments[departmentIndex ?? 0]?.id ?? 0;
  await db
    .insert(schedules)
    .values({ orgId: hospital.orgId, departmentId, startOn: date, endOn: date, state: "published" })
    .onConflictDoNothing();
  const [schedule] = await db
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(eq(schedules.departmentId, departmentId), eq(schedules.startOn, date)));
  return insertOpenShift(db, {
    orgId: hospital.orgId,
    departmentId,
    scheduleId: schedule?.id ?? 0,
    typeId: hospital.ref.shifts.d12,
    date,
    payrollDate: date,
    startTime: "07:00",
    endTime: "19:00",
    opening: 1,
    eligibleDepartments: [departmentId],
    jobTypes: [hospital.ref.jobs.rn.id],
    biddingEndsOn: new Date(now.getTime() + 86_400_000),
    createdOn: now,
    modifiedOn: now,
    ...overrides,
  });
}

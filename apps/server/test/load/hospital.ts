/**
 * The reference hospital of the load benchmark (issue 16), written in bulk: one organisation with
 * the demo's reference configuration, `departments` departments of `staffPerDepartment` nurses
 * each, `schedulersPerDepartment` schedulers per department, the current schedule period of every
 * department published and filled (three shifts a week per nurse, six weeks), and a handful of open
 * shifts per department. Multi-row inserts only (a few dozen statements for the whole hospital),
 * and one password hash for every account: hashing a thousand passwords would take a minute.
 */
import { eq } from "drizzle-orm";
import { addDays, diffDays, type LocalDate } from "@rosterly/domain/time";
import { periodContaining } from "@rosterly/domain/schedule";
import type { Database, Executor } from "../../src/db/client";
import { openShifts, organisations, schedules, shifts } from "../../src/db/schema";
import {
  insertDepartment,
  insertGroups,
  insertOrganisation,
  insertPeople,
  type PersonInput,
} from "../../src/db/seed/builders";
import { seedReferenceData } from "../../src/db/seed/reference";
import { hospitalSettings } from "../../src/db/seed/riverside-settings";
import { hashPassword } from "../../src/services/auth/passwords";

export const LOAD_PASSWORD = "Load-bench-pass-1";
const PERIOD_DAYS = 42;
const INITIAL_START: LocalDate = "2026-01-04";
const OPEN_SHIFTS_PER_DEPARTMENT = 6;
const ROWS_PER_STATEMENT = 1000;

export interface HospitalSize {
  departments: number;
  staffPerDepartment: number;
  schedulersPerDepartment: number;
  /** How many nurses of each department get a password (the rest are not activated). */
  accountsPerDepartment: number;
}

export const REFERENCE_HOSPITAL: HospitalSize = {
  departments: 8,
  staffPerDepartment: 150,
  schedulersPerDepartment: 5,
  accountsPerDepartment: 125,
};

export interface LoadAccount {
  userId: number;
  email: string;
}

export interface LoadDepartment {
  id: number;
  schedulers: LoadAccount[];
  /** Nurses with a password, in the order they were created. */
  staff: LoadAccount[];
  /** Index of each nurse (by user id) within the department, which decides the days they work. */
  staffIndex: Map<number, number>;
}

export interface LoadedHospital {
  orgId: number;
  period: { startOn: LocalDate; endOn: LocalDate };
  dayShiftTypeId: number;
  departments: LoadDepartment[];
  shiftCount: number;
}

/** Whether the nurse at `index` works on `date` in the loaded schedule (three days in seven). */
export function worksOn(index: number, date: LocalDate, periodStart: LocalDate): boolean {
  const slot = (diffDays(date, periodStart) + index) % 7;
  return slot === 0 || slot === 2 || slot === 4;
}

/** The schedule period containing `today` with the hospital's settings (42 days from 2026-01-04). */
export function currentPeriod(today: LocalDate) {
  return periodContaining(today, INITIAL_START, PERIOD_DAYS);
}

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

/** Writes the hospital into a migrated, otherwise empty database; one transaction. */
export async function loadHospital(
  database: Database,
  size: HospitalSize,
  today: LocalDate,
): Promise<LoadedHospital> {
  const passwordHash = await hashPassword(LOAD_PASSWORD);
  return database.db.transaction((tx) => writeHospital(tx, size, today, passwordHash));
}

async function writeHospital(
  tx: Executor,
  size: HospitalSize,
  today: LocalDate,
  passwordHash: string,
): Promise<LoadedHospital> {
  const org = await insertOrganisation(
    tx,
    {
      name: "Reference Hospital",
      address1: "1 Load Way",
      address2: "",
      city: "Austin",
      state: "TX",
      zipCode: "73301",
      country: "US",
      phoneDefault: "",
      ccn: "",
      timezone: "America/Chicago",
    },
    {},
  );
  const groups = await insertGroups(tx, org.id);
  const ref = await seedReferenceData(tx, org.id);
  // The demo hospital's settings: among them, schedulers may keep adjusting the current schedule.
  await tx
    .update(organisations)
    .set({ settings: hospitalSettings(INITIAL_START, ref.jobs, ref.shifts) })
    .where(eq(organisations.id, org.id));
  const period = currentPeriod(today);
  const person = (
    email: string,
    departmentId: number,
    group: "nurse" | "scheduler",
    withPassword: boolean,
  ): PersonInput => ({
    user: {
      email,
      passwordHash: withPassword ? passwordHash : null,
      firstName: group === "nurse" ? "Nurse" : "Scheduler",
      lastName: email.split("@")[0] ?? "",
      timezone: "America/Chicago",
      avatarBgColor: "#1e88e5",
    },
    profile: {
      state: "active",
      departmentId,
      jobTypeId: group === "nurse" ? ref.jobs.rn.id : ref.jobs.sch.id,
      jobStatusId: ref.statuses.ft.id,
      shiftTypeId: ref.shifts.d12,
      dailyHours: 12,
      weeklyHours: 36,
    },
    groupIds: [groups.get(group) ?? 0],
  });

  const departments: LoadDepartment[] = [];
  const shiftRows: (typeof shifts.$inferInsert)[] = [];
  const openShiftRows: (typeof openShifts.$inferInsert)[] = [];
  const biddingEndsOn = new Date(Date.now() + 30 * 86_400_000);
  for (let d = 0; d < size.departments; d += 1) {
    const name = `Unit ${d + 1}`;
    const department = await insertDepartment(tx, { orgId: org.id, name, fullName: `${name} (load)` });
    const [schedule] = await tx
      .insert(schedules)
      .values({
        orgId: org.id,
        departmentId: department.id,
        startOn: period.startOn,
        endOn: period.endOn,
        state: "published",
      })
      .returning({ id: schedules.id });
    const scheduleId = schedule?.id ?? 0;
    const schedulerEmails = Array.from(
      { length: size.schedulersPerDepartment },
      (_, i) => `scheduler-${d + 1}-${i + 1}@load.test`,
    );
    const nurseEmails = Array.from(
      { length: size.staffPerDepartment },
      (_, i) => `nurse-${d + 1}-${i + 1}@load.test`,
    );
    const created = await insertPeople(tx, org.id, [
      ...schedulerEmails.map((email) => person(email, department.id, "scheduler", true)),
      ...nurseEmails.map((email, i) => person(email, department.id, "nurse", i < size.accountsPerDepartment)),
    ]);
    const schedulerIds = created.slice(0, schedulerEmails.length);
    const nurseIds = created.slice(schedulerEmails.length);
    const staffIndex = new Map<number, number>();
    nurseIds.forEach((nurse, index) => {
      staffIndex.set(nurse.userId, index);
      for (let day = 0; day < PERIOD_DAYS; day += 1) {
        const date = addDays(period.startOn, day);
        if (!worksOn(index, date, period.startOn)) continue;
        const night = index % 3 === 2;
        shiftRows.push({
          orgId: org.id,
          scheduleId,
          departmentId: department.id,
          assigneeId: nurse.userId,
          typeId: night ? ref.shifts.n12 : ref.shifts.d12,
          date,
          payrollDate: date,
          startTime: night ? "19:00" : "07:00",
          endTime: night ? "07:00" : "19:00",
        });
      }
    });
    for (let i = 0; i < OPEN_SHIFTS_PER_DEPARTMENT; i += 1) {
      const date = addDays(period.startOn, Math.min(PERIOD_DAYS - 1, 7 * i + 3));
      openShiftRows.push({
        orgId: org.id,
        departmentId: department.id,
        scheduleId,
        typeId: ref.shifts.d12,
        date,
        payrollDate: date,
        startTime: "07:00",
        endTime: "19:00",
        opening: 1 + (i % 2),
        eligibleDepartments: [department.id],
        jobTypes: [ref.jobs.rn.id],
        biddingEndsOn,
      });
    }
    departments.push({
      id: department.id,
      schedulers: schedulerIds.map((row, i) => ({ userId: row.userId, email: schedulerEmails[i] ?? "" })),
      staff: nurseIds
        .slice(0, size.accountsPerDepartment)
        .map((row, i) => ({ userId: row.userId, email: nurseEmails[i] ?? "" })),
      staffIndex,
    });
  }
  for (const batch of chunks(shiftRows, ROWS_PER_STATEMENT)) await tx.insert(shifts).values(batch);
  for (const batch of chunks(openShiftRows, ROWS_PER_STATEMENT)) await tx.insert(openShifts).values(batch);
  return {
    orgId: org.id,
    period,
    dayShiftTypeId: ref.shifts.d12,
    departments,
    shiftCount: shiftRows.length,
  };
}

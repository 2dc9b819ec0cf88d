import type { GroupName } from "@rosterly/domain/permissions";
import { and, eq } from "drizzle-orm";
import type { DB } from "../src/db/client";
import { schedules, shifts, users } from "../src/db/schema";
import { insertDepartment, insertGroups, insertOrganisation, insertPeople } from "../src/db/seed/builders";
import { type ReferenceData, seedReferenceData } from "../src/db/seed/reference";
import { hashPassword } from "../src/services/auth/passwords";

export const PASSWORD = "Test-pass-1";
let passwordHash: Promise<string> | undefined;
let sequence = 0;

const unique = () => `${process.pid}-${Date.now().toString(36)}-${(sequence += 1)}`;

export interface Hospital {
  orgId: number;
  groups: Map<GroupName, number>;
  ref: ReferenceData;
  departments: { id: number; name: string }[];
  name: string;
}

/** A whole organisation of its own: groups, reference configuration and two departments. */
export async function buildHospital(
  db: DB,
  options: { settings?: Record<string, unknown> } = {},
): Promise<Hospital> {
  const name = `Test Hospital ${unique()}`;
  const org = await insertOrganisation(
    db,
    {
      name,
      address1: "1 Main St",
      address2: "",
      city: "Austin",
      state: "TX",
      zipCode: "73301",
      country: "US",
      phoneDefault: "",
      ccn: "",
      timezone: "America/Chicago",
    },
    { idleTimeout: 15, scheduling: { period: 42, initialStartDate: "2026-01-04" }, ...options.settings },
  );
  const groups = await insertGroups(db, org.id);
  const ref = await seedReferenceData(db, org.id);
  const departments = [];
  for (const unit of ["Med-Surg", "ICU"]) {
    const row = await insertDepartment(db, { orgId: org.id, name: unit, fullName: unit });
    departments.push({ id: row.id, name: row.name });
  }
  return { orgId: org.id, groups, ref, departments, name };
}

const JOB_FOR_GROUP: Record<GroupName, keyof ReferenceData["jobs"]> = {
  admin: "adm",
  director: "dir",
  scheduler: "sch",
  operator: "opr",
  supervisor: "sup",
  nurse: "rn",
  secretary: "sec",
  transporter: "trn",
};

export interface TestUser {
  userId: number;
  profileId: number;
  /** The organisation the person was built in. */
  orgId: number;
  email: string;
  password: string;
}

/** A person in the hospital with one profile in the given group and department. */
export async function buildUser(
  db: DB,
  hospital: Hospital,
  options: { group: GroupName; departmentIndex?: number; state?: string; email?: string },
): Promise<TestUser> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = options.email ?? `${options.group}-${unique()}@example.test`;
  const department = hospital.departments[options.departmentIndex ?? 0];
  const job = hospital.ref.jobs[JOB_FOR_GROUP[options.group]];
  const [created] = await insertPeople(db, hospital.orgId, [
    {
      user: {
        email,
        passwordHash: await passwordHash,
        firstName: "Test",
        lastName: options.group,
        timezone: "America/Chicago",
        avatarBgColor: "#1e88e5",
      },
      profile: {
        state: options.state ?? "active",
        departmentId: department?.id ?? null,
        jobTypeId: job.id,
        jobStatusId: hospital.ref.statuses.ft.id,
        shiftTypeId: hospital.ref.shifts.d12,
        dailyHours: 12,
        weeklyHours: 36,
      },
      groupIds: [hospital.groups.get(options.group) ?? 0],
    },
  ]);
  if (!created) throw new Error("user not created");
  return { ...created, orgId: hospital.orgId, email, password: PASSWORD };
}

/** A person the hospital created who has no profile anywhere yet (the new-profile mode). */
export async function buildPersonWithoutProfile(
  db: DB,
  hospital: Hospital,
  options: { email?: string; activated?: boolean } = {},
): Promise<{ userId: number; email: string }> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = options.email ?? `person-${unique()}@example.test`;
  const [row] = await db
    .insert(users)
    .values({
      orgId: hospital.orgId,
      email,
      passwordHash: options.activated === false ? null : await passwordHash,
      firstName: "Pat",
      lastName: "Placeless",
      timezone: "America/Chicago",
      avatarBgColor: "#43a047",
    })
    .returning({ id: users.id });
  if (!row) throw new Error("user not created");
  return { userId: row.id, email };
}

/** A shift of the person on a date in one of the hospital's departments (a one-day schedule holds it). */
export async function buildShift(
  db: DB,
  hospital: Hospital,
  options: { userId: number; date: string; departmentIndex?: number; startTime?: string; endTime?: string },
): Promise<number> {
  const departmentId = hospital.departments[options.departmentIndex ?? 0]?.id ?? 0;
  await db
    .insert(schedules)
    .values({
      orgId: hospital.orgId,
      departmentId,
      startOn: options.date,
      endOn: options.date,
      state: "published",
    })
    .onConflictDoNothing();
  const [schedule] = await db
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(eq(schedules.departmentId, departmentId), eq(schedules.startOn, options.date)));
  const [row] = await db
    .insert(shifts)
    .values({
      orgId: hospital.orgId,
      scheduleId: schedule?.id ?? 0,
      departmentId,
      assigneeId: options.userId,
      typeId: hospital.ref.shifts.d12,
      date: options.date,
      payrollDate: options.date,
      startTime: options.startTime ?? "07:00",
      endTime: options.endTime ?? "19:00",
    })
    .returning({ id: shifts.id });
  if (!row) throw new Error("shift not created");
  return row.id;
}

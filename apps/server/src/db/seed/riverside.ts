import type { GroupName } from "@rosterly/domain/permissions";
import { eq } from "drizzle-orm";
import type { Executor } from "../client";
import { departments, organisations } from "../schema";
import {
  insertDepartment,
  insertGroups,
  insertOrganisation,
  insertPeople,
  type PersonInput,
} from "./builders";
import { AVATAR_COLOURS, FIRST_NAMES, LAST_NAMES } from "./names";
import { type Named, person } from "./person";
import { pick, seededRandom } from "./random";
import { seedReferenceData } from "./reference";
import { hospitalSettings, staffingMatrix, staffNeeded, UNITS } from "./riverside-settings";

/** Riverside General Hospital: four scheduling units, management and the demo sign-ins. */
export async function seedRiverside(db: Executor, passwordHash: string, initialStartDate: string) {
  const timezone = "America/Chicago";
  const org = await insertOrganisation(
    db,
    {
      name: "Riverside General Hospital",
      address1: "1200 River Road",
      address2: "",
      city: "Springfield",
      state: "IL",
      zipCode: "62701",
      country: "US",
      phoneDefault: "+12175550100",
      ccn: "140001",
      timezone,
    },
    {},
  );
  const groups = await insertGroups(db, org.id);
  const group = (name: GroupName) => groups.get(name) ?? 0;
  const ref = await seedReferenceData(db, org.id);
  const { jobs, statuses, shifts } = ref;
  // Settings name the ids just created, so they are written after the reference data.
  await db
    .update(organisations)
    .set({ settings: hospitalSettings(initialStartDate, jobs, shifts) })
    .where(eq(organisations.id, org.id));

  const units = [];
  for (const plan of UNITS) {
    units.push(
      await insertDepartment(db, {
        orgId: org.id,
        name: plan.name,
        fullName: plan.fullName,
        costCenter: plan.costCenter,
        settings: {
          staffNeeded: staffNeeded(plan, ref),
          staffingMatrix: staffingMatrix(ref),
          display: { dailySchedule: { groupRight: false } },
        },
        scheduleRules: {
          postNeedsApproval: false,
          publishNeedsApproval: true,
          reviewDays: 7,
          allowOvertimeInSelfSchedule: false,
        },
      }),
    );
  }
  const admin = await insertDepartment(db, {
    orgId: org.id,
    name: "Administration",
    fullName: "Hospital Administration",
    costCenter: "8000",
    partakeInScheduling: false,
  });
  const first = units[0];
  if (!first) throw new Error("no units");

  const random = seededRandom(20261122);
  const used = new Set<string>();
  const nextName = (): Named => {
    for (;;) {
      const names = { first: pick(random, FIRST_NAMES), last: pick(random, LAST_NAMES) };
      const key = `${names.first} ${names.last}`;
      if (!used.has(key)) {
        used.add(key);
        return names;
      }
    }
  };
  const colour = () => pick(random, AVATAR_COLOURS);
  let employeeNumber = 10_000;
  const base = (
    departmentId: number,
    jobTypeId: number,
    statusId: number,
    shiftTypeId: number,
    weeklyHours: number,
    dailyHours = 12,
  ) => ({
    state: "active",
    departmentId,
    jobTypeId,
    jobStatusId: statusId,
    shiftTypeId,
    employeeId: `E${(employeeNumber += 1)}`,
    dailyHours,
    weeklyHours,
    hiredOn: `20${String(10 + Math.floor(random() * 15)).padStart(2, "0")}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
  });

  const managers: PersonInput[] = [
    person(
      { first: "Alex", last: "Morgan" },
      "admin@rosterly.test",
      passwordHash,
      "#546e7a",
      timezone,
      { ...base(admin.id, jobs.adm.id, statuses.ft.id, shifts.d8, 40, 8), jobTitle: "System administrator" },
      [group("admin")],
    ),
    person(
      { first: "Olivia", last: "Bennett" },
      "operator@rosterly.test",
      passwordHash,
      "#00897b",
      timezone,
      { ...base(admin.id, jobs.opr.id, statuses.ft.id, shifts.d8, 40, 8), jobTitle: "Staffing office" },
      [group("operator")],
    ),
    person(
      { first: "Marcus", last: "Reed" },
      "supervisor@rosterly.test",
      passwordHash,
      "#6d4c41",
      timezone,
      { ...base(admin.id, jobs.sup.id, statuses.ft.id, shifts.d12, 36), jobTitle: "House supervisor" },
      [group("supervisor")],
    ),
    person(
      { first: "Diane", last: "Carter" },
      "director@rosterly.test",
      passwordHash,
      "#8e24aa",
      timezone,
      {
        ...base(first.id, jobs.dir.id, statuses.ft.id, shifts.d8, 40, 8),
        jobTitle: "Director of nursing, 4 West",
      },
      [group("director")],
    ),
    person(
      { first: "Sam", last: "Whitaker" },
      "scheduler@rosterly.test",
      passwordHash,
      "#fb8c00",
      timezone,
      { ...base(first.id, jobs.sch.id, statuses.ft.id, shifts.d8, 40, 8), jobTitle: "Unit scheduler" },
      [group("scheduler")],
    ),
    person(
      { first: "Nora", last: "Quinn" },
      "nurse@rosterly.test",
      passwordHash,
      "#1e88e5",
      timezone,
      { ...base(first.id, jobs.rn.id, statuses.ft.id, shifts.d12, 36), jobTitle: "Staff RN", charge: true },
      [group("nurse")],
    ),
  ];
  const created = await insertPeople(db, org.id, managers);
  const directorId = created[3]?.userId ?? null;
  const schedulerId = created[4]?.userId ?? null;
  await db.update(departments).set({ directorId, schedulerId }).where(eq(departments.id, first.id));

  const staff: PersonInput[] = [];
  units.forEach((unit, index) => {
    const plan = UNITS[index];
    if (!plan) return;
    const mix: [typeof jobs.rn, string, number][] = [
      [jobs.chg, "Charge nurse", 0.08],
      [jobs.rn, "Staff RN", 0.52],
      [jobs.lvn, "LVN", plan.needs.lvn[0] > 0 ? 0.1 : 0],
      [jobs.cna, "Nursing assistant", 0.22],
      [jobs.sec, "Unit secretary", 0.05],
      [jobs.trn, "Transporter", 0.03],
    ];
    // The demo nurse already belongs to the first unit.
    const count = index === 0 ? plan.staff - 1 : plan.staff;
    for (let i = 0; i < count; i += 1) {
      let roll = random();
      const [job, title] = mix.find(([, , share]) => (roll -= share) < 0) ?? [jobs.rn, "Staff RN", 0];
      const statusRoll = random();
      const status = statusRoll < 0.62 ? statuses.ft : statusRoll < 0.87 ? statuses.pt : statuses.pd;
      const eightHour = job.id === jobs.sec.id || job.id === jobs.trn.id;
      const shift = eightHour ? shifts.d8 : random() < 0.55 ? shifts.d12 : shifts.n12;
      const names = nextName();
      const email = `${names.first}.${names.last}`.toLowerCase().replace(/[^a-z.]/g, "") + `@riverside.test`;
      const groupName: GroupName =
        job.id === jobs.sec.id ? "secretary" : job.id === jobs.trn.id ? "transporter" : "nurse";
      staff.push(
        person(
          names,
          email,
          passwordHash,
          colour(),
          timezone,
          {
            ...base(
              unit.id,
              job.id,
              status.id,
              shift,
              eightHour ? (status.weeklyHours > 0 ? 40 : 0) : status.weeklyHours,
              eightHour ? 8 : 12,
            ),
            jobTitle: title,
            charge: job.id === jobs.rn.id && random() < 0.15,
            state: random() < 0.03 ? "inactive" : "active",
          },
          [group(groupName)],
        ),
      );
    }
  });
  await insertPeople(db, org.id, staff);
  return org;
}

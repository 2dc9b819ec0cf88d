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
import { pick, seededRandom } from "./random";
import { type ReferenceData, seedReferenceData } from "./reference";
import { seedScheduleActivity } from "./schedule-activity";

export const DEMO_ACCOUNTS = [
  { email: "admin@rosterly.test", role: "Administrator (Riverside General Hospital)" },
  { email: "operator@rosterly.test", role: "Operations management: staffing operator" },
  { email: "supervisor@rosterly.test", role: "Operations management: house supervisor" },
  { email: "director@rosterly.test", role: "Department management: director of 4 West Med-Surg" },
  { email: "scheduler@rosterly.test", role: "Department management: scheduler of 4 West Med-Surg" },
  { email: "nurse@rosterly.test", role: "Staff: registered nurse on 4 West Med-Surg" },
  { email: "admin@lakeside.test", role: "Administrator (Lakeside Clinic, a separate organisation)" },
] as const;

const hospitalSettings = (
  initialStartDate: string,
  jobs: ReferenceData["jobs"],
  shifts: ReferenceData["shifts"],
) => ({
  idleTimeout: 15,
  scheduling: {
    period: 42,
    initialStartDate,
    // Riverside lets schedulers keep adjusting a published and the current schedule (call-offs,
    // floats); schedules waiting for the director's approval and past ones stay locked.
    states: {
      initial: { editable: true, staffVisible: false },
      self_schedule: { editable: true, staffVisible: true },
      draft: { editable: true, staffVisible: false },
      pending_post_approval: { editable: false, staffVisible: false },
      under_nurse_review: { editable: true, staffVisible: true },
      pending_publish_approval: { editable: false, staffVisible: false },
      published: { editable: true, staffVisible: true },
      current: { editable: true, staffVisible: true },
      past: { editable: false, staffVisible: true },
    },
  },
  security: { lockout: { maxFailures: 5, windowMinutes: 15, durationMinutes: 15 } },
  dateFormats: {
    date: "MMM D, YYYY",
    shortDate: "MMM D",
    month: "MMMM",
    longDate: "dddd MMM D, YYYY",
    dateTime: "MMM D, YYYY HH:mm",
  },
  holidays: {
    US: [
      { date: "2026-01-01", name: "New Year's Day" },
      { date: "2026-05-25", name: "Memorial Day" },
      { date: "2026-07-04", name: "Independence Day" },
      { date: "2026-09-07", name: "Labor Day" },
      { date: "2026-11-26", name: "Thanksgiving Day" },
      { date: "2026-12-25", name: "Christmas Day" },
      { date: "2027-01-01", name: "New Year's Day" },
    ],
  },
  validations: {
    consecutiveShifts: {
      data: [
        {
          jobTypes: [jobs.chg.id, jobs.rn.id, jobs.lvn.id],
          shiftTypes: { [shifts.d12]: 4, [shifts.n12]: 3 },
        },
        { jobTypes: [jobs.cna.id], shiftTypes: { [shifts.d12]: 5, [shifts.n12]: 4, [shifts.d8]: 6 } },
      ],
    },
  },
});

interface UnitPlan {
  name: string;
  fullName: string;
  costCenter: string;
  staff: number;
  /** Staff needed per 12-hour shift: RN/CHG group, LVN, CNA. */
  needs: { rn: [number, number]; lvn: [number, number]; cna: [number, number] };
}

const UNITS: UnitPlan[] = [
  {
    name: "4 West Med-Surg",
    fullName: "4 West Medical-Surgical Unit",
    costCenter: "6140",
    staff: 48,
    needs: { rn: [6, 5], lvn: [1, 1], cna: [3, 2] },
  },
  {
    name: "ICU",
    fullName: "Intensive Care Unit",
    costCenter: "6010",
    staff: 40,
    needs: { rn: [7, 7], lvn: [0, 0], cna: [1, 1] },
  },
  {
    name: "Emergency",
    fullName: "Emergency Department",
    costCenter: "6300",
    staff: 52,
    needs: { rn: [8, 6], lvn: [1, 1], cna: [2, 2] },
  },
  {
    name: "Pediatrics",
    fullName: "Pediatric Unit",
    costCenter: "6220",
    staff: 34,
    needs: { rn: [4, 3], lvn: [0, 0], cna: [1, 1] },
  },
];

function staffNeeded(plan: UnitPlan, ref: ReferenceData) {
  const { jobs, shifts } = ref;
  return [
    {
      jobTypes: [jobs.chg.id, jobs.rn.id],
      shiftTypes: { [shifts.d12]: plan.needs.rn[0], [shifts.n12]: plan.needs.rn[1] },
    },
    ...(plan.needs.lvn[0] > 0
      ? [
          {
            jobTypes: [jobs.lvn.id],
            shiftTypes: { [shifts.d12]: plan.needs.lvn[0], [shifts.n12]: plan.needs.lvn[1] },
          },
        ]
      : []),
    {
      jobTypes: [jobs.cna.id],
      shiftTypes: { [shifts.d12]: plan.needs.cna[0], [shifts.n12]: plan.needs.cna[1] },
    },
  ];
}

/** Suggested nurses per census at each acuity level (1 = lightest), per associated shift type. */
function staffingMatrix(ref: ReferenceData) {
  const rows = [10, 15, 20, 25, 30].map((census) => ({
    census,
    acuity: {
      1: Math.ceil(census / 6),
      2: Math.ceil(census / 5),
      3: Math.ceil(census / 4),
      4: Math.ceil(census / 3),
      5: Math.ceil(census / 2),
    },
  }));
  return { [ref.shifts.d12]: rows, [ref.shifts.n12]: rows };
}

interface Named {
  first: string;
  last: string;
}

function person(
  names: Named,
  email: string,
  passwordHash: string,
  colour: string,
  timezone: string,
  profile: PersonInput["profile"],
  groupIds: number[],
): PersonInput {
  return {
    user: {
      email,
      passwordHash,
      firstName: names.first,
      lastName: names.last,
      timezone,
      avatarBgColor: colour,
      gender: null,
    },
    profile,
    groupIds,
  };
}

/** Riverside General Hospital: four scheduling units, management and the demo sign-ins. */
async function seedRiverside(db: Executor, passwordHash: string, initialStartDate: string) {
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

/** Lakeside Clinic: a second, small organisation that must never see Riverside's data. */
async function seedLakeside(db: Executor, passwordHash: string, initialStartDate: string) {
  const timezone = "America/Denver";
  const org = await insertOrganisation(
    db,
    {
      name: "Lakeside Clinic",
      address1: "40 Shore Drive",
      address2: "Suite 2",
      city: "Boulder",
      state: "CO",
      zipCode: "80302",
      country: "US",
      phoneDefault: "+13035550142",
      ccn: "060099",
      timezone,
    },
    { idleTimeout: 30, scheduling: { period: 42, initialStartDate } },
  );
  const groups = await insertGroups(db, org.id);
  const ref = await seedReferenceData(db, org.id);
  const clinic = await insertDepartment(db, {
    orgId: org.id,
    name: "Family Medicine",
    fullName: "Family Medicine Clinic",
    costCenter: "100",
  });
  const nurseGroup = groups.get("nurse") ?? 0;
  const people: PersonInput[] = [
    person(
      { first: "Lena", last: "Hart" },
      "admin@lakeside.test",
      passwordHash,
      "#3949ab",
      timezone,
      {
        state: "active",
        departmentId: clinic.id,
        jobTypeId: ref.jobs.adm.id,
        jobStatusId: ref.statuses.ft.id,
        shiftTypeId: ref.shifts.d8,
        employeeId: "L001",
        dailyHours: 8,
        weeklyHours: 40,
      },
      [groups.get("admin") ?? 0],
    ),
    ...["Ruth Ellis", "Tom Baker", "Ines Duarte", "Kofi Asante", "June Park", "Paul Novak"].map((full, i) => {
      const [firstName = "", lastName = ""] = full.split(" ");
      return person(
        { first: firstName, last: lastName },
        `${firstName}.${lastName}@lakeside.test`.toLowerCase(),
        passwordHash,
        AVATAR_COLOURS[i] ?? "#1e88e5",
        timezone,
        {
          state: "active",
          departmentId: clinic.id,
          jobTypeId: i < 4 ? ref.jobs.rn.id : ref.jobs.cna.id,
          jobStatusId: ref.statuses.ft.id,
          shiftTypeId: ref.shifts.d8,
          employeeId: `L${String(i + 2).padStart(3, "0")}`,
          dailyHours: 8,
          weeklyHours: 40,
        },
        [nurseGroup],
      );
    }),
  ];
  await insertPeople(db, org.id, people);
  return org;
}

/** Loads both demo organisations; the password hash is computed once by the caller. */
export async function seedDemo(db: Executor, passwordHash: string, initialStartDate: string): Promise<void> {
  await seedRiverside(db, passwordHash, initialStartDate);
  await seedLakeside(db, passwordHash, initialStartDate);
  await seedScheduleActivity(db, new Date());
}

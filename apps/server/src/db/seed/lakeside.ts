import type { Executor } from "../client";
import {
  insertDepartment,
  insertGroups,
  insertOrganisation,
  insertPeople,
  type PersonInput,
} from "./builders";
import { AVATAR_COLOURS } from "./names";
import { person } from "./person";
import { seedReferenceData } from "./reference";

/** Lakeside Clinic: a second, small organisation that must never see Riverside's data. */
export async function seedLakeside(db: Executor, passwordHash: string, initialStartDate: string) {
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

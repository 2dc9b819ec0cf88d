import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Caller, as, newProfileFields, newUserBody } from "../../../test/accounts";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { mailsTo } from "../../../test/mail";
import { profilePermissions, users } from "../../db/schema";

let t: TestApp;
let hospital: Hospital;
let adminUser: TestUser;
let admin: Caller;

beforeAll(async () => {
  t = await testApp();
  hospital = await buildHospital(t.deps.db);
  adminUser = await buildUser(t.deps.db, hospital, { group: "admin" });
  admin = await as(t, adminUser);
});

const countUsers = async () => (await t.deps.db.select({ id: users.id }).from(users)).length;

describe("POST /api/users/ (D-016, Y-008)", () => {
  it("creates the person, their profile with the job type's groups, default permissions, and selects it", async () => {
    const body = newUserBody(hospital, {
      email: `  Mixed.Case-${Date.now()}@Example.test `,
      alias: "  ",
      profiles: [
        newProfileFields(hospital, {
          charge: true,
          job_title: " Staff RN ",
          phone_work: "512.555.0100",
          hired_on: "2020-02-29",
        }),
      ],
    });
    const response = await admin("POST", "/api/users/", body);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      email: body.email.trim(),
      first_name: "Ada",
      last_name: "Lovelace",
      alias: null,
      phone_personal: "+15125550199",
      timezone: "America/Chicago",
      activated: false,
      groups: ["nurse"],
      classification: "staff",
      created_by: adminUser.userId,
    });
    expect(created.password_hash).toBeUndefined();
    const [profile] = created.profiles;
    expect(profile).toMatchObject({
      state: "active",
      hospital_id: hospital.orgId,
      department_id: hospital.departments[0]?.id,
      charge: true,
      job_title: "Staff RN",
      phone_work: "+15125550100",
      hired_on: "2020-02-29",
      groups: ["nurse"],
    });
    expect(created.selected_profile_id).toBe(profile.id);
    const [permissions] = await t.deps.db
      .select()
      .from(profilePermissions)
      .where(eq(profilePermissions.profileId, profile.id));
    expect(permissions?.screens).toEqual({ web: {} });
    expect(profile.permissions_id).toBe(permissions?.id);
    expect(await mailsTo(t, body.email.trim())).toHaveLength(1);
  });

  it("keeps charge only for a job type that can be charge nurse (D-009)", async () => {
    const body = newUserBody(hospital, {
      profiles: [newProfileFields(hospital, { job_type_id: hospital.ref.jobs.cna.id, charge: true })],
    });
    const response = await admin("POST", "/api/users/", body);
    expect(response.json().profiles[0].charge).toBe(false);
  });

  it("activation on a date leaves the profile inactive with activation at 00:00 local, in UTC (D-011)", async () => {
    const response = await admin(
      "POST",
      "/api/users/",
      newUserBody(hospital, { activation: { on: "2026-12-01" } }),
    );
    expect(response.statusCode).toBe(201);
    const [profile] = response.json().profiles;
    expect(profile.state).toBe("inactive");
    expect(profile.settings.state.scheduledChanges).toEqual([
      {
        effectiveOn: "2026-12-01",
        effectiveOnUTC: "2026-12-01T06:00:00.000Z",
        state: "active",
        deleteShifts: false,
        shiftFlags: null,
      },
    ]);
    expect(profile.settings.state.nextChangeEffectiveOn).toBe("2026-12-01");
  });

  it.each([
    [
      "duplicate e-mail in another case",
      (b: Record<string, unknown>) => ({ ...b, email: adminUser.email.toUpperCase() }),
      "email",
    ],
    ["missing e-mail", ({ email: _e, ...b }: Record<string, unknown>) => b, "email"],
    ["invalid e-mail", (b: Record<string, unknown>) => ({ ...b, email: "no-at-sign" }), "email"],
    [
      "oversized e-mail",
      (b: Record<string, unknown>) => ({ ...b, email: `${"a".repeat(60)}@${"b".repeat(200)}.test` }),
      "email",
    ],
    ["empty first name", (b: Record<string, unknown>) => ({ ...b, first_name: "   " }), "first_name"],
    [
      "first name of 31",
      (b: Record<string, unknown>) => ({ ...b, first_name: "x".repeat(31) }),
      "first_name",
    ],
    ["last name of 151", (b: Record<string, unknown>) => ({ ...b, last_name: "x".repeat(151) }), "last_name"],
    ["alias of 31", (b: Record<string, unknown>) => ({ ...b, alias: "x".repeat(31) }), "alias"],
    ["wrong-typed last name", (b: Record<string, unknown>) => ({ ...b, last_name: 7 }), "last_name"],
    ["bad phone", (b: Record<string, unknown>) => ({ ...b, phone_personal: "555-01" }), "phone_personal"],
    ["bad gender", (b: Record<string, unknown>) => ({ ...b, gender: "other" }), "gender"],
    [
      "time zone outside the US",
      (b: Record<string, unknown>) => ({ ...b, timezone: "Europe/Paris" }),
      "timezone",
    ],
    ["no activation", ({ activation: _a, ...b }: Record<string, unknown>) => b, "activation"],
    [
      "activation today",
      (b: Record<string, unknown>) => ({ ...b, activation: { on: "2026-11-22" } }),
      "activation.on",
    ],
    [
      "activation both ways",
      (b: Record<string, unknown>) => ({ ...b, activation: { now: true, on: "2026-12-01" } }),
      "activation",
    ],
    [
      "two profiles",
      (b: Record<string, unknown>) => ({
        ...b,
        profiles: [newProfileFields(hospital), newProfileFields(hospital)],
      }),
      "profiles",
    ],
  ])("%s -> 400 naming %s, nothing written, no mail", async (_name, change, field) => {
    const before = await countUsers();
    const body = change(newUserBody(hospital));
    const response = await admin("POST", "/api/users/", body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await countUsers()).toBe(before);
  });

  it.each([
    ["missing employee id", { employee_id: undefined }, "profiles.0.employee_id"],
    ["employee id of 256", { employee_id: "x".repeat(256) }, "profiles.0.employee_id"],
    ["job title of 51", { job_title: "x".repeat(51) }, "profiles.0.job_title"],
    ["daily hours over 24", { daily_hours: 24.5 }, "profiles.0.daily_hours"],
    ["weekly hours under 0", { weekly_hours: -1 }, "profiles.0.weekly_hours"],
    ["hours as words", { weekly_hours: "forty" }, "profiles.0.weekly_hours"],
    ["no department", { department_id: undefined }, "profiles.0.department_id"],
    ["a department id as text", { department_id: "3" }, "profiles.0.department_id"],
    ["an unknown job type", { job_type_id: 999_999 }, "profiles.0.job_type_id"],
    ["an unknown job status", { job_status_id: 999_999 }, "profiles.0.job_status_id"],
    ["an unknown shift type", { shift_type_id: 999_999 }, "profiles.0.shift_type_id"],
    ["an impossible hire date", { hired_on: "2021-02-29" }, "profiles.0.hired_on"],
    ["a hire date in the wrong format", { hired_on: "02/28/2021" }, "profiles.0.hired_on"],
    ["bad work phone", { phone_work: "12345" }, "profiles.0.phone_work"],
    ["schedule notes over 1000", { schedule_notes: "x".repeat(1001) }, "profiles.0.schedule_notes"],
  ])("profile with %s -> 400 naming %s", async (_name, overrides, field) => {
    const before = await countUsers();
    const response = await admin(
      "POST",
      "/api/users/",
      newUserBody(hospital, { profiles: [newProfileFields(hospital, overrides)] }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await countUsers()).toBe(before);
  });

  it("refuses another organisation's department and job type as unknown", async () => {
    const other = await buildHospital(t.deps.db);
    const response = await admin(
      "POST",
      "/api/users/",
      newUserBody(hospital, {
        profiles: [
          newProfileFields(hospital, {
            department_id: other.departments[0]?.id,
            job_type_id: other.ref.jobs.rn.id,
          }),
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      "profiles.0.department_id",
      "profiles.0.job_type_id",
    ]);
  });

  it("limits department management to staff jobs in their own department (C-014)", async () => {
    const scheduler = await as(t, await buildUser(t.deps.db, hospital, { group: "scheduler" }));
    const ok = await scheduler("POST", "/api/users/", newUserBody(hospital));
    expect(ok.statusCode).toBe(201);
    const otherDepartment = await scheduler(
      "POST",
      "/api/users/",
      newUserBody(hospital, {
        profiles: [newProfileFields(hospital, { department_id: hospital.departments[1]?.id })],
      }),
    );
    expect(otherDepartment.statusCode).toBe(403);
    const director = await scheduler(
      "POST",
      "/api/users/",
      newUserBody(hospital, {
        profiles: [newProfileFields(hospital, { job_type_id: hospital.ref.jobs.dir.id })],
      }),
    );
    expect(director.statusCode).toBe(403);
    const noProfile = await scheduler("POST", "/api/users/", newUserBody(hospital, { profiles: [] }));
    expect(noProfile.statusCode).toBe(400);
  });

  it("operations management may not create an administrator", async () => {
    const operator = await as(t, await buildUser(t.deps.db, hospital, { group: "operator" }));
    const response = await operator(
      "POST",
      "/api/users/",
      newUserBody(hospital, {
        profiles: [newProfileFields(hospital, { job_type_id: hospital.ref.jobs.adm.id })],
      }),
    );
    expect(response.statusCode).toBe(403);
  });
});

describe("one answer names every problem", () => {
  it("a duplicate e-mail is reported together with the other bad fields", async () => {
    const response = await admin(
      "POST",
      "/api/users/",
      newUserBody(hospital, {
        email: adminUser.email,
        first_name: "",
        profiles: [newProfileFields(hospital, { daily_hours: 30 })],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      "email",
      "first_name",
      "profiles.0.daily_hours",
    ]);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { type Caller, as, newUserBody } from "../../../test/accounts";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { profiles } from "../../db/schema";

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

describe("PATCH /api/users/{id}/ and can_update_user (D-010, D-018, Y-007)", () => {
  it("a person changes their own details, preferences, language and acting profile", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const self = await as(t, nurse);
    const response = await self("PATCH", `/api/users/${nurse.userId}/`, {
      first_name: " Grace ",
      alias: "Gracie",
      gender: "female",
      phone_personal: "+1 (512) 555-0142",
      timezone: "America/Denver",
      settings: {
        notifications: { shiftChanges: true },
        reminders: { beforeShiftHours: 12 },
        locale: "zh-TW",
      },
      selected_profile_id: nurse.profileId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: "Grace",
      alias: "Gracie",
      gender: "female",
      phone_personal: "+15125550142",
      timezone: "America/Denver",
      settings: {
        notifications: { shiftChanges: true },
        reminders: { beforeShiftHours: 12 },
        locale: "zh-TW",
      },
    });
    const email = await self("PATCH", `/api/users/${nurse.userId}/`, { email: "elsewhere@example.test" });
    expect(email.statusCode).toBe(400);
    expect(Object.keys(email.json().errors)).toEqual(["email"]);
    const sameEmail = await self("PATCH", `/api/users/${nurse.userId}/`, {
      email: nurse.email.toUpperCase(),
    });
    expect(sameEmail.statusCode).toBe(200);
    const otherProfile = await self("PATCH", `/api/users/${nurse.userId}/`, {
      selected_profile_id: adminUser.profileId,
    });
    expect(otherProfile.statusCode).toBe(400);
    const badLocale = await self("PATCH", `/api/users/${nurse.userId}/`, { settings: { locale: "fr" } });
    expect(Object.keys(badLocale.json().errors)).toEqual(["settings.locale"]);
  });

  it("managers change details of people they may act on everywhere; not their preferences", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const scheduler = await as(t, await buildUser(t.deps.db, hospital, { group: "scheduler" }));
    const ok = await scheduler("PATCH", `/api/users/${nurse.userId}/`, {
      last_name: "Hopper",
      email: nurse.email.replace("@", ".moved@"),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(nurse.email.replace("@", ".moved@"));
    const prefs = await scheduler("PATCH", `/api/users/${nurse.userId}/`, { settings: { locale: "en" } });
    expect(prefs.statusCode).toBe(403);
    const duplicate = await scheduler("PATCH", `/api/users/${nurse.userId}/`, { email: adminUser.email });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual({ email: ["A user with this e-mail address already exists."] });
    const tooLong = await scheduler("PATCH", `/api/users/${nurse.userId}/`, {
      first_name: "x".repeat(31),
      last_name: "",
    });
    expect(Object.keys(tooLong.json().errors).sort()).toEqual(["first_name", "last_name"]);
    expect((await admin("GET", `/api/users/${nurse.userId}/`)).json().last_name).toBe("Hopper");
  });

  it("can_update_user: false for someone with a profile in another organisation too", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const ask = async (who: Caller, id: number) =>
      (await who("GET", `/api/users/can_update_user/?user_id=${id}`)).json<{ can_update_user: boolean }>();
    expect(await ask(admin, nurse.userId)).toEqual({ can_update_user: true });
    const other = await buildHospital(t.deps.db);
    await t.deps.db.insert(profiles).values({
      orgId: other.orgId,
      userId: nurse.userId,
      state: "active",
      departmentId: other.departments[0]?.id ?? null,
    });
    expect(await ask(admin, nurse.userId)).toEqual({ can_update_user: false });
    expect((await admin("PATCH", `/api/users/${nurse.userId}/`, { last_name: "Shared" })).statusCode).toBe(
      403,
    );
    const self = await as(t, nurse);
    expect(await ask(self, nurse.userId)).toEqual({ can_update_user: true });
    expect((await admin("GET", "/api/users/can_update_user/")).statusCode).toBe(400);
  });
});

describe("inputs the database could not take are 400s, never 500s", () => {
  const huge = 99_999_999_999;
  it.each([
    ["GET", `/api/users/${huge}/`, undefined, 400],
    ["GET", `/api/users/can_update_user/?user_id=${huge}`, undefined, 400],
    ["GET", `/api/profiles/?dept_id=${huge}`, undefined, 400],
    ["GET", `/api/profiles/${huge}/`, undefined, 400],
    ["PATCH", `/api/profile-permissions/${huge}/`, { screens: { web: {} } }, 400],
    ["POST", "/api/profiles/", { user_id: huge, activation: { now: true } }, 400],
    ["POST", "/api/profile-permissions/", { profile_id: huge, screens: { web: {} } }, 400],
    ["GET", "/api/users/find/?query=a%00b", undefined, 400],
    ["GET", "/api/users/?search=a%00b", undefined, 400],
    [
      "POST",
      "/api/auth/users/activation/",
      { uid: String(huge), token: "a.b.c", new_password: "x", re_new_password: "x" },
      400,
    ],
    [
      "PATCH",
      "/api/users/change_email_confirm/",
      { user_id: huge, new_email: "a@b.test", token: "a.b.c" },
      400,
    ],
  ] as const)("%s %s -> %s", async (method, url, payload, status) => {
    const response = await admin(method, url, payload);
    expect(response.statusCode).toBe(status);
  });

  it("text with a NUL character is refused on the field, in bodies and in stored JSON", async () => {
    const created = await admin("POST", "/api/users/", newUserBody(hospital, { first_name: "Ada\u0000" }));
    expect(Object.keys(created.json().errors)).toEqual(["first_name"]);
    const self = await as(t, adminUser);
    const prefs = await self("PATCH", `/api/users/${adminUser.userId}/`, {
      settings: { notifications: { a: "x\u0000" } },
    });
    expect(prefs.statusCode).toBe(400);
    const schedule = await self(
      "PATCH",
      `/api/profiles/${adminUser.profileId}/update_schedule_preferences/`,
      [{ path: "a", value: { b: "\u0000" } }],
    );
    expect(schedule.statusCode).toBe(400);
    const notes = await admin("PATCH", `/api/profiles/${adminUser.profileId}/`, { schedule_notes: "\u0000" });
    expect(Object.keys(notes.json().errors)).toEqual(["schedule_notes"]);
  });
});

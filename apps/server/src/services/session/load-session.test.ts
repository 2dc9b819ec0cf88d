import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { departments, groups, jobTypes, profilePermissions, profiles, users } from "../../db/schema";
import { AppError } from "../../http/errors";
import { findUserById } from "../../repositories/users";
import { sessionForClaims } from "../auth/authenticate";
import { loadSession } from "./load-session";

// The session is read in one statement; each rule it encodes is checked here against the database.
let t: TestApp;
let home: Hospital;
let other: Hospital;

beforeAll(async () => {
  t = await testApp();
  home = await buildHospital(t.deps.db, {
    settings: { scheduling: { period: 42, states: { initial: { staffVisible: true } } } },
  });
  other = await buildHospital(t.deps.db);
});

afterAll(async () => {
  await t.app.close();
});

async function sessionOf(person: TestUser) {
  const user = await findUserById(t.deps.db, person.userId);
  if (!user) throw new Error("user missing");
  return loadSession(t.deps.db, user);
}

/** A second profile of the same person, in the other hospital (one profile per hospital). */
async function secondProfile(person: TestUser, state: string): Promise<number> {
  const [row] = await t.deps.db
    .insert(profiles)
    .values({ orgId: other.orgId, userId: person.userId, state, departmentId: other.departments[0]?.id })
    .returning({ id: profiles.id });
  if (!row) throw new Error("profile not created");
  return row.id;
}

const selectProfile = (person: TestUser, profileId: number | null) =>
  t.deps.db.update(users).set({ selectedProfileId: profileId }).where(eq(users.id, person.userId));
const setState = (profileId: number, state: string) =>
  t.deps.db.update(profiles).set({ state }).where(eq(profiles.id, profileId));

describe("the profile a session acts with", () => {
  it("is the selected profile while it is active, else the first active one", async () => {
    const person = await buildUser(t.deps.db, home, { group: "nurse" });
    const second = await secondProfile(person, "active");

    await selectProfile(person, second);
    expect((await sessionOf(person)).profile.id).toBe(second);
    expect((await sessionOf(person)).orgId).toBe(other.orgId);

    await setState(second, "inactive");
    expect((await sessionOf(person)).profile.id).toBe(person.profileId);

    await setState(second, "active");
    await selectProfile(person, null);
    expect((await sessionOf(person)).profile.id).toBe(Math.min(person.profileId, second));
  });

  it("is refused when no profile is active", async () => {
    const person = await buildUser(t.deps.db, home, { group: "nurse", state: "inactive" });
    await secondProfile(person, "pending");
    const refused = await sessionOf(person).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused instanceof AppError && refused.code).toBe("no_active_profile");
  });

  it("is the same through a token's claims, which also read the user", async () => {
    const person = await buildUser(t.deps.db, home, { group: "scheduler" });
    const device = { client: "web" as const, id: "signed-in-here" };
    await t.deps.db.update(users).set({ webDevice: device.id }).where(eq(users.id, person.userId));
    const user = await findUserById(t.deps.db, person.userId);
    if (!user) throw new Error("user missing");
    const claims = { userId: user.id, version: user.tokenVersion, device };
    const { device: signedIn, ...session } = await sessionForClaims(t.deps.db, claims);
    expect(signedIn).toEqual(device);
    expect(session).toEqual(await loadSession(t.deps.db, user));
    await expect(
      sessionForClaims(t.deps.db, { ...claims, version: user.tokenVersion + 1 }),
    ).rejects.toMatchObject({ code: "token_not_valid" });
    await expect(sessionForClaims(t.deps.db, { ...claims, userId: 2 ** 31 - 1 })).rejects.toMatchObject({
      code: "token_not_valid",
    });
  });
});

describe("what the session carries of its profile", () => {
  it("the groups' names and codenames, and the hospital's schedule states", async () => {
    const person = await buildUser(t.deps.db, home, { group: "scheduler" });
    const session = await sessionOf(person);
    expect(session.groups).toEqual(["scheduler"]);
    expect(session.classification).toBe("dept_management");
    const [group] = await t.deps.db
      .select({ codenames: groups.codenames })
      .from(groups)
      .where(eq(groups.id, home.groups.get("scheduler") ?? 0));
    expect(group?.codenames.length).toBeGreaterThan(0);
    expect([...session.perms.codenames].sort()).toEqual([...new Set(group?.codenames)].sort());
    expect(session.scheduleStates).toEqual({ initial: { staffVisible: true } });

    const elsewhere = await buildUser(t.deps.db, other, { group: "scheduler" });
    expect((await sessionOf(elsewhere)).scheduleStates).toBeNull();
  });

  it("the departments the person directs or schedules in the profile's hospital only", async () => {
    const person = await buildUser(t.deps.db, home, { group: "director" });
    const [own, run] = home.departments;
    const [elsewhere] = other.departments;
    if (!own || !run || !elsewhere) throw new Error("departments missing");
    await t.deps.db.update(departments).set({ schedulerId: person.userId }).where(eq(departments.id, run.id));
    await t.deps.db
      .update(departments)
      .set({ directorId: person.userId })
      .where(eq(departments.id, elsewhere.id));
    expect((await sessionOf(person)).actor.ownDepartmentIds).toEqual([own.id, run.id]);
  });

  it("screens from the job type's first associated group, then the profile's overrides", async () => {
    const person = await buildUser(t.deps.db, other, { group: "nurse" });
    const jobTypeId = other.ref.jobs.rn.id;
    const associate = (groups: string[]) =>
      t.deps.db
        .update(jobTypes)
        .set({ settings: { associatedGroups: groups } })
        .where(eq(jobTypes.id, jobTypeId));

    await associate(["operator", "nurse"]);
    expect((await sessionOf(person)).perms.screens.openShift).toBe("default");

    // No associated group: the profile's own group decides.
    await associate([]);
    const staffScreens = (await sessionOf(person)).perms.screens;
    expect(staffScreens.openShift).toBe("no_access");
    expect(staffScreens.dailySchedule).toBe("view_only");

    await t.deps.db.insert(profilePermissions).values({
      orgId: other.orgId,
      profileId: person.profileId,
      screens: { web: { dailySchedule: "no_access" } },
    });
    expect((await sessionOf(person)).perms.screens.dailySchedule).toBe("no_access");
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, PASSWORD } from "../../../test/factories";
import { signIn } from "../../../test/http";

let t: TestApp;
let hospital: Hospital;

beforeAll(async () => {
  t = await testApp();
  hospital = await buildHospital(t.deps.db);
});

const login = (payload: Record<string, string>, form = false) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/jwt/create/",
    ...(form
      ? {
          payload: new URLSearchParams(payload).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }
      : { payload }),
  });

describe("POST /api/auth/jwt/create/", () => {
  it("answers a token pair for JSON and for form bodies", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    for (const form of [false, true]) {
      const response = await login({ email: nurse.email, password: PASSWORD }, form);
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual(["access", "refresh"]);
    }
  });

  it("matches the e-mail without regard to case or surrounding spaces", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const response = await login({ email: `  ${nurse.email.toUpperCase()} `, password: PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ["a wrong password", "wrong-Pass-1"],
    ["an unknown account", null],
  ])("refuses %s with 401 no_active_account", async (_case, password) => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const response = await login({
      email: password ? nurse.email : "nobody@example.test",
      password: password ?? PASSWORD,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: "No active account found with the given credentials",
      code: "no_active_account",
    });
  });

  it.each(["inactive", "pending", "severed", "rejected"])(
    "refuses a person whose only profile is %s",
    async (state) => {
      const nurse = await buildUser(t.deps.db, hospital, { group: "nurse", state });
      const response = await login({ email: nurse.email, password: PASSWORD });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("no_active_account");
    },
  );

  it("answers 400 naming the missing fields, not 500", async () => {
    const response = await login({ email: "someone@example.test" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid", errors: { password: expect.any(Array) } });
    const garbage = await t.app.inject({
      method: "POST",
      url: "/api/auth/jwt/create/",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(garbage.statusCode).toBe(400);
  });
});

describe("lockout", () => {
  it("locks after 5 failures in 15 minutes, refuses even the right password, and lifts after the cool-off", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    for (let i = 0; i < 4; i += 1) {
      expect((await login({ email: nurse.email, password: "Wrong-pass-1" })).statusCode).toBe(401);
      t.clock.advance(60_000);
    }
    const fifth = await login({ email: nurse.email, password: "Wrong-pass-1" });
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toMatchObject({
      code: "account_locked",
      cooloff_timedelta: { days: 0, hours: 0, minutes: 15, seconds: 0 },
    });

    t.clock.advance(5 * 60_000);
    const right = await login({ email: nurse.email, password: PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json().cooloff_timedelta).toEqual({ days: 0, hours: 0, minutes: 10, seconds: 0 });

    t.clock.advance(10 * 60_000 + 1000);
    expect((await login({ email: nurse.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("does not lock when the failures are spread wider than the window", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    for (let i = 0; i < 6; i += 1) {
      expect((await login({ email: nurse.email, password: "Wrong-pass-1" })).statusCode).toBe(401);
      t.clock.advance(4 * 60_000);
    }
  });

  it("a success resets the count", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    for (let i = 0; i < 4; i += 1) await login({ email: nurse.email, password: "Wrong-pass-1" });
    expect((await login({ email: nurse.email, password: PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await login({ email: nurse.email, password: "Wrong-pass-1" })).statusCode).toBe(401);
  });
});

describe("tokens", () => {
  it("refresh answers a new access token; an access token is not a refresh token", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const { authorization, refresh } = await signIn(t.app, nurse);
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/api/auth/jwt/refresh/",
      payload: { refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    const access = refreshed.json<{ access: string }>().access;
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/users/me/",
      headers: { authorization: `Bearer ${access}` },
    });
    expect(me.statusCode).toBe(200);

    const wrongKind = await t.app.inject({
      method: "POST",
      url: "/api/auth/jwt/refresh/",
      payload: { refresh: authorization.slice(7) },
    });
    expect(wrongKind.statusCode).toBe(401);
    expect(wrongKind.json()).toEqual({
      detail: "Given token not valid for any token type",
      code: "token_not_valid",
    });
  });

  it("an expired access token is token_not_valid; a refresh keeps working for a day", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const { authorization, refresh } = await signIn(t.app, nurse);
    t.clock.advance(6 * 60_000);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/users/me/", headers: { authorization } });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe("token_not_valid");
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/jwt/refresh/", payload: { refresh } }))
        .statusCode,
    ).toBe(200);
    t.clock.advance(24 * 3600_000);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/jwt/refresh/", payload: { refresh } }))
        .statusCode,
    ).toBe(401);
  });

  it("verify accepts valid tokens and refuses tampered ones", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const { authorization, refresh } = await signIn(t.app, nurse);
    const verify = (token: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/jwt/verify/", payload: { token } });
    expect((await verify(authorization.slice(7))).statusCode).toBe(200);
    expect((await verify(refresh)).statusCode).toBe(200);
    const tampered = `${refresh.slice(0, -3)}abc`;
    expect((await verify(tampered)).json().code).toBe("token_not_valid");
    expect((await verify("not-a-token")).json().code).toBe("malformed_token");
  });

  it.each([
    ["no header", undefined, "not_authenticated", "Authentication credentials were not provided."],
    ["another scheme", "Basic abc", "not_authenticated", "Authentication credentials were not provided."],
    ["a malformed token", "Bearer abc.def", "malformed_token", "The token is malformed."],
    ["extra parts", "Bearer a.b.c d", "malformed_token", "The token is malformed."],
    [
      "a forged token",
      "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl",
      "token_not_valid",
      "Given token not valid for any token type",
    ],
  ])("GET me with %s answers 401 %s", async (_case, header, code, detail) => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/auth/users/me/",
      headers: header ? { authorization: header } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail, code });
  });
});

describe("GET /api/auth/users/me/", () => {
  it("answers the user with the acting profile, classification and screen permissions", async () => {
    const scheduler = await buildUser(t.deps.db, hospital, { group: "scheduler" });
    const { authorization } = await signIn(t.app, scheduler);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/auth/users/me/",
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: scheduler.userId,
      email: scheduler.email,
      profile: {
        profile_id: scheduler.profileId,
        hospital_id: hospital.orgId,
        classification: "dept_management",
        groups: ["scheduler"],
        department: "Med-Surg",
        job_status_short_code: "FT",
        permissions: {
          screens: {
            masterSchedule: "default",
            dailySchedule: "no_access",
            openShift: "no_access",
            user: "default",
          },
        },
      },
    });
    expect(body.password_hash).toBeUndefined();
    expect(body.profile.permissions.codenames).toContain("edit_shift");
  });

  it("stops answering once the profile is no longer active", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const { authorization } = await signIn(t.app, nurse);
    const { profiles } = await import("../../db/schema");
    const { eq } = await import("drizzle-orm");
    await t.deps.db.update(profiles).set({ state: "inactive" }).where(eq(profiles.id, nurse.profileId));
    const response = await t.app.inject({
      method: "GET",
      url: "/api/auth/users/me/",
      headers: { authorization },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("no_active_profile");
  });
});

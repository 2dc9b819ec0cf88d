import { beforeAll, describe, expect, it } from "vitest";
import {
  type Call,
  type MatrixWorld,
  buildMatrixWorld,
  ROLES,
  type Role,
  type Row,
} from "../../../test/account-matrix";
import { as, newProfileFields, newUserBody } from "../../../test/accounts";
import { type TestApp, testApp } from "../../../test/app";
import { buildPersonWithoutProfile, buildUser } from "../../../test/factories";

// Every account collection and mailed flow, tried as every role (C-007, C-014, Y-004), and every
// account endpoint signed out. The world is described in test/account-matrix.ts.

let t: TestApp;
let w: MatrixWorld;

beforeAll(async () => {
  t = await testApp();
  w = await buildMatrixWorld(t);
});

const hospitalOf = (role: Role) => (role === "otherAdmin" ? w.lakeside : w.riverside);
const COLLECTION: { name: string; call: (role: Role) => Call | Promise<Call>; row: Row }[] = [
  {
    name: "GET users",
    call: () => ({ method: "GET", url: "/api/users/" }),
    row: [200, 200, 200, 200, 200, 403, 200],
  },
  {
    name: "POST users",
    call: (role) => ({ method: "POST", url: "/api/users/", payload: newUserBody(hospitalOf(role)) }),
    row: [201, 201, 201, 201, 201, 403, 201],
  },
  {
    name: "GET users/find",
    call: () => ({ method: "GET", url: "/api/users/find/?query=nurse" }),
    row: [200, 200, 200, 200, 200, 403, 200],
  },
  {
    name: "GET profiles?dept_id=MS",
    call: () => ({ method: "GET", url: `/api/profiles/?dept_id=${w.riverside.departments[0]?.id}` }),
    row: [200, 200, 200, 200, 200, 403, 404],
  },
  {
    name: "GET profiles/pending_count",
    call: () => ({ method: "GET", url: "/api/profiles/pending_count/" }),
    row: [200, 200, 200, 200, 200, 403, 200],
  },
  {
    name: "POST profiles for a Riverside person without one",
    call: async () => {
      const person = await buildPersonWithoutProfile(t.deps.db, w.riverside);
      return {
        method: "POST",
        url: "/api/profiles/",
        payload: { user_id: person.userId, activation: { now: true }, ...newProfileFields(w.riverside) },
      };
    },
    row: [201, 201, 201, 404, 404, 403, 404],
  },
  {
    name: "POST profile-permissions for a Med-Surg nurse",
    call: async () => {
      const nurse = await buildUser(t.deps.db, w.riverside, { group: "nurse" });
      return {
        method: "POST",
        url: "/api/profile-permissions/",
        payload: { profile_id: nurse.profileId, screens: { web: { dailySchedule: "no_access" } } },
      };
    },
    row: [201, 201, 201, 201, 201, 403, 404],
  },
  {
    name: "POST auth/users/set_password (wrong current password)",
    call: () => ({
      method: "POST",
      url: "/api/auth/users/set_password/",
      payload: {
        current_password: "Wrong-pass-1",
        new_password: "Next-pass-22",
        re_new_password: "Next-pass-22",
      },
    }),
    row: [400, 400, 400, 400, 400, 400, 400],
  },
  {
    name: "POST auth/users/activation (bad token)",
    call: (role) => ({
      method: "POST",
      url: "/api/auth/users/activation/",
      payload: {
        uid: w.person(role).userId,
        token: "x.y.z",
        new_password: "Next-pass-22",
        re_new_password: "Next-pass-22",
      },
    }),
    row: [400, 400, 400, 400, 400, 400, 400],
  },
  {
    name: "POST auth/users/reset_password",
    call: () => ({
      method: "POST",
      url: "/api/auth/users/reset_password/",
      payload: { email: "nobody@example.test" },
    }),
    row: [204, 204, 204, 204, 204, 204, 204],
  },
  {
    name: "POST auth/users/reset_password_confirm (bad token)",
    call: (role) => ({
      method: "POST",
      url: "/api/auth/users/reset_password_confirm/",
      payload: {
        uid: w.person(role).userId,
        token: "x.y.z",
        new_password: "Next-pass-22",
        re_new_password: "Next-pass-22",
      },
    }),
    row: [400, 400, 400, 400, 400, 400, 400],
  },
  {
    name: "PATCH users/change_email_confirm (bad token)",
    call: (role) => ({
      method: "PATCH",
      url: "/api/users/change_email_confirm/",
      payload: { user_id: w.person(role).userId, new_email: "x@example.test", token: "x.y.z" },
    }),
    row: [400, 400, 400, 400, 400, 400, 400],
  },
];

describe("account collections and the mailed flows, by role", () => {
  it.each(
    COLLECTION.flatMap(({ name, call, row }) =>
      ROLES.map((role, i) => ({ name, call, role, status: row[i] })),
    ),
  )("$name as $role -> $status", async ({ call, role, status }) => {
    const { method, url, payload } = await call(role);
    const response = await w.caller(role)(method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
  });

  it("another organisation's admin sees none of Riverside's people in lists or searches", async () => {
    const list = (await w.caller("otherAdmin")("GET", "/api/users/?page_size=100")).json();
    const ids = list.results.map((u: { id: number }) => u.id);
    for (const someone of [w.person("nurseMS"), w.person("admin"), w.person("adminICU")])
      expect(ids).not.toContain(someone.userId);
    const found = (
      await w.caller("otherAdmin")(
        "GET",
        `/api/users/find/?query=${encodeURIComponent(w.person("nurseMS").email)}`,
      )
    ).json();
    expect(found).toEqual([]);
  });
});

describe("signed out", () => {
  const closed: Call[] = [
    { method: "GET", url: "/api/users/" },
    { method: "POST", url: "/api/users/", payload: {} },
    { method: "GET", url: "/api/users/find/?query=a" },
    { method: "GET", url: "/api/users/can_update_user/?user_id=1" },
    { method: "GET", url: "/api/users/1/" },
    { method: "PATCH", url: "/api/users/1/", payload: {} },
    { method: "POST", url: "/api/users/1/check_password/", payload: { password: "x" } },
    { method: "POST", url: "/api/users/1/change_email/", payload: { new_email: "a@b.test" } },
    { method: "GET", url: "/api/profiles/" },
    { method: "POST", url: "/api/profiles/", payload: {} },
    { method: "GET", url: "/api/profiles/pending_count/" },
    { method: "GET", url: "/api/profiles/1/" },
    { method: "PATCH", url: "/api/profiles/1/", payload: {} },
    { method: "POST", url: "/api/profiles/1/approve/", payload: {} },
    { method: "POST", url: "/api/profiles/1/reject/" },
    { method: "PATCH", url: "/api/profiles/1/update_schedule_preferences/", payload: [] },
    { method: "POST", url: "/api/profile-permissions/", payload: {} },
    { method: "GET", url: "/api/profile-permissions/1/" },
    { method: "PATCH", url: "/api/profile-permissions/1/", payload: {} },
    { method: "POST", url: "/api/auth/users/set_password/", payload: {} },
  ];
  it.each(closed)("$method $url -> 401", async ({ method, url, payload }) => {
    const anonymous = await as(t, null);
    expect((await anonymous(method, url, payload)).statusCode).toBe(401);
  });
});

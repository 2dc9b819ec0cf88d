import { beforeAll, describe, expect, it } from "vitest";
import {
  type Call,
  type MatrixWorld,
  buildMatrixWorld,
  ROLES,
  type Row,
  TARGETS,
  type Target,
} from "../../../test/account-matrix";
import type { Caller } from "../../../test/accounts";
import { type TestApp, testApp } from "../../../test/app";
import { buildUser, PASSWORD, type TestUser } from "../../../test/factories";

// Every account endpoint on a person, tried as every role against representative targets
// (C-007, C-014, Y-004). 403: visible but not allowed; 404: outside the caller's organisation or
// department scope. The world is described in test/account-matrix.ts.

let t: TestApp;
let w: MatrixWorld;

beforeAll(async () => {
  t = await testApp();
  w = await buildMatrixWorld(t);
});

const perms = (someone: TestUser) => w.permissionsOf(someone);

const PER_TARGET: Record<
  string,
  { call: (p: TestUser, caller: Caller) => Call | Promise<Call>; rows: Record<Target, Row> }
> = {
  "GET users/{id}": {
    call: (p) => ({ method: "GET", url: `/api/users/${p.userId}/` }),
    rows: {
      self: [200, 200, 200, 200, 200, 200, 200],
      nurseMS: [200, 200, 200, 200, 200, 403, 404],
      nurseICU: [200, 200, 200, 404, 404, 404, 404],
      directorMS: [200, 200, 200, 200, 200, 403, 404],
      adminICU: [200, 200, 200, 404, 404, 404, 404],
    },
  },
  "PATCH users/{id}": {
    call: (p) => ({ method: "PATCH", url: `/api/users/${p.userId}/`, payload: { alias: "Matrix" } }),
    rows: {
      self: [200, 200, 200, 200, 200, 200, 200],
      nurseMS: [200, 200, 200, 200, 200, 403, 404],
      nurseICU: [200, 200, 200, 404, 404, 404, 404],
      directorMS: [200, 200, 200, 403, 403, 403, 404],
      adminICU: [200, 403, 403, 404, 404, 404, 404],
    },
  },
  "GET users/can_update_user": {
    call: (p) => ({ method: "GET", url: `/api/users/can_update_user/?user_id=${p.userId}` }),
    rows: {
      self: [200, 200, 200, 200, 200, 200, 200],
      nurseMS: [200, 200, 200, 200, 200, 200, 404],
      nurseICU: [200, 200, 200, 404, 404, 404, 404],
      directorMS: [200, 200, 200, 200, 200, 200, 404],
      adminICU: [200, 200, 200, 404, 404, 404, 404],
    },
  },
  "POST users/{id}/check_password": {
    call: (p) => ({
      method: "POST",
      url: `/api/users/${p.userId}/check_password/`,
      payload: { password: PASSWORD },
    }),
    rows: {
      self: [204, 204, 204, 204, 204, 204, 204],
      nurseMS: [403, 403, 403, 403, 403, 403, 404],
      nurseICU: [403, 403, 403, 404, 404, 404, 404],
      directorMS: [403, 403, 403, 403, 403, 403, 404],
      adminICU: [403, 403, 403, 404, 404, 404, 404],
    },
  },
  "POST users/{id}/change_email (after check_password)": {
    call: async (p, caller) => {
      await caller("POST", `/api/users/${p.userId}/check_password/`, { password: PASSWORD });
      return {
        method: "POST",
        url: `/api/users/${p.userId}/change_email/`,
        payload: { new_email: `moved-${p.userId}@example.test` },
      };
    },
    rows: {
      self: [204, 204, 204, 204, 204, 204, 204],
      nurseMS: [403, 403, 403, 403, 403, 403, 404],
      nurseICU: [403, 403, 403, 404, 404, 404, 404],
      directorMS: [403, 403, 403, 403, 403, 403, 404],
      adminICU: [403, 403, 403, 404, 404, 404, 404],
    },
  },
  "GET profiles/{id}": {
    call: (p) => ({ method: "GET", url: `/api/profiles/${p.profileId}/` }),
    rows: {
      self: [200, 200, 200, 200, 200, 200, 200],
      nurseMS: [200, 200, 200, 200, 200, 403, 404],
      nurseICU: [200, 200, 200, 404, 404, 404, 404],
      directorMS: [200, 200, 200, 200, 200, 403, 404],
      adminICU: [200, 200, 200, 404, 404, 404, 404],
    },
  },
  "PATCH profiles/{id}": {
    call: (p) => ({
      method: "PATCH",
      url: `/api/profiles/${p.profileId}/`,
      payload: { job_title: "Matrix" },
    }),
    rows: {
      self: [200, 200, 200, 200, 200, 403, 200],
      nurseMS: [200, 200, 200, 200, 200, 403, 404],
      nurseICU: [200, 200, 200, 404, 404, 404, 404],
      directorMS: [200, 200, 200, 403, 403, 403, 404],
      adminICU: [200, 403, 403, 404, 404, 404, 404],
    },
  },
  "PATCH profiles/{id}/update_schedule_preferences": {
    call: (p) => ({
      method: "PATCH",
      url: `/api/profiles/${p.profileId}/update_schedule_preferences/`,
      payload: [{ path: "matrix", value: 1 }],
    }),
    rows: {
      self: [200, 200, 200, 200, 200, 200, 200],
      nurseMS: [403, 403, 403, 403, 403, 403, 404],
      nurseICU: [403, 403, 403, 404, 404, 404, 404],
      directorMS: [403, 403, 403, 403, 403, 403, 404],
      adminICU: [403, 403, 403, 404, 404, 404, 404],
    },
  },
  "GET profile-permissions/{id}": {
    call: (p) => ({ method: "GET", url: `/api/profile-permissions/${perms(p)}/` }),
    rows: {
      self: [200, 200, 200, 200, 200, 200, 200],
      nurseMS: [200, 200, 200, 200, 200, 403, 404],
      nurseICU: [200, 200, 200, 404, 404, 404, 404],
      directorMS: [200, 200, 200, 200, 200, 403, 404],
      adminICU: [200, 200, 200, 404, 404, 404, 404],
    },
  },
  "PATCH profile-permissions/{id}": {
    call: (p) => ({
      method: "PATCH",
      url: `/api/profile-permissions/${perms(p)}/`,
      payload: { screens: { web: {} } },
    }),
    rows: {
      self: [403, 403, 403, 403, 403, 403, 403],
      nurseMS: [200, 200, 200, 200, 200, 403, 404],
      nurseICU: [200, 200, 200, 404, 404, 404, 404],
      directorMS: [200, 200, 200, 403, 403, 403, 404],
      adminICU: [200, 403, 403, 404, 404, 404, 404],
    },
  },
};

const perTargetCases = Object.entries(PER_TARGET).flatMap(([endpoint, { call, rows }]) =>
  TARGETS.flatMap((target) =>
    ROLES.map((role, i) => ({ endpoint, target, role, call, status: rows[target][i] })),
  ),
);

describe("account endpoints on targets, by role", () => {
  it("covers every endpoint for every target and role", () => {
    expect(perTargetCases).toHaveLength(Object.keys(PER_TARGET).length * TARGETS.length * ROLES.length);
  });

  it.each(perTargetCases)(
    "$endpoint on $target as $role -> $status",
    async ({ target, role, call, status }) => {
      const { method, url, payload } = await call(w.who(role, target), w.caller(role));
      const response = await w.caller(role)(method, url, payload);
      expect(response.statusCode, response.body).toBe(status);
    },
  );
});

// Review needs a fresh pending profile per try: each success changes it.
const PENDING = [
  { target: "nurseMS", group: "nurse", departmentIndex: 0, row: [200, 200, 200, 200, 200, 403, 404] },
  { target: "nurseICU", group: "nurse", departmentIndex: 1, row: [200, 200, 200, 404, 404, 404, 404] },
  { target: "directorMS", group: "director", departmentIndex: 0, row: [200, 200, 200, 403, 403, 403, 404] },
  { target: "adminICU", group: "admin", departmentIndex: 1, row: [200, 403, 403, 404, 404, 404, 404] },
] as const;
const reviewCases = (["approve", "reject"] as const).flatMap((action) =>
  PENDING.flatMap(({ target, group, departmentIndex, row }) =>
    ROLES.map((role, i) => ({ action, target, group, departmentIndex, role, status: row[i] })),
  ),
);

describe("reviewing pending profiles, by role", () => {
  it.each(reviewCases)(
    "$action pending $target as $role -> $status",
    async ({ action, group, departmentIndex, role, status }) => {
      const pending = await buildUser(t.deps.db, w.riverside, { group, departmentIndex, state: "pending" });
      const payload = action === "approve" ? { activation: { now: true } } : undefined;
      const response = await w.caller(role)("POST", `/api/profiles/${pending.profileId}/${action}/`, payload);
      expect(response.statusCode, response.body).toBe(status);
    },
  );

  it.each(ROLES.map((role) => ({ role, status: role === "nurse" ? 403 : 400 })))(
    "approving one's own active profile as $role -> $status",
    async ({ role, status }) => {
      const response = await w.caller(role)("POST", `/api/profiles/${w.person(role).profileId}/approve/`, {
        activation: { now: true },
      });
      expect(response.statusCode).toBe(status);
    },
  );
});

import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { type Client, clientFor } from "../../../test/client";
import { buildHospital, buildUser, type Hospital } from "../../../test/factories";

let t: TestApp;
let riverside: Hospital;
const as: Record<Role, Client> = {} as Record<Role, Client>;

const ROLES = ["admin", "operator", "supervisor", "director", "scheduler", "nurse", "otherAdmin"] as const;
type Role = (typeof ROLES)[number];

beforeAll(async () => {
  t = await testApp();
  riverside = await buildHospital(t.deps.db);
  const lakeside = await buildHospital(t.deps.db);
  for (const role of ROLES) {
    const user =
      role === "otherAdmin"
        ? await buildUser(t.deps.db, lakeside, { group: "admin" })
        : await buildUser(t.deps.db, riverside, { group: role });
    as[role] = await clientFor(t.app, user);
  }
});

let sequence = 0;
/** A fresh, unused flag of Riverside for each attempt, so a delete that went through shows. */
async function spareFlag(): Promise<number> {
  sequence += 1;
  const response = await as.admin("POST", "/api/flags/", {
    hospital_id: riverside.orgId,
    name: `Access flag ${sequence}`,
    short_code: `A${sequence}`,
  });
  return response.json<{ id: number }>().id;
}

type Operation = (who: Client) => Promise<{ statusCode: number }>;

const OPERATIONS: Record<string, Operation> = {
  list: (who) => who("GET", "/api/flags/"),
  get: async (who) => who("GET", `/api/flags/${await spareFlag()}/`),
  dependencies: async (who) => who("GET", `/api/flags/${await spareFlag()}/dependencies/`),
  create: (who) =>
    who("POST", "/api/flags/", {
      hospital_id: riverside.orgId,
      name: `New ${(sequence += 1)}`,
      short_code: `N${sequence}`,
    }),
  update: async (who) => who("PATCH", `/api/flags/${await spareFlag()}/`, { description: "changed" }),
  delete: async (who) => who("DELETE", `/api/flags/${await spareFlag()}/`),
  settings: (who) =>
    who("PATCH", `/api/hospitals/${riverside.orgId}/update_settings/`, [{ path: "idleTimeout", value: 20 }]),
  scheduleRules: (who) =>
    who("PATCH", `/api/departments/${riverside.departments[0]!.id}/update_schedule_rules/`, {
      review_days: 5,
    }),
};

const read = {
  admin: 200,
  operator: 200,
  supervisor: 200,
  director: 200,
  scheduler: 200,
  nurse: 200,
  otherAdmin: 404,
};
const write = (ok: number) => ({
  admin: ok,
  operator: 403,
  supervisor: 403,
  director: 403,
  scheduler: 403,
  nurse: 403,
  otherAdmin: 404,
});

/** What each person is answered: everyone in the organisation reads, only its admins write. */
const EXPECTED: Record<keyof typeof OPERATIONS, Record<Role, number>> = {
  list: { ...read, otherAdmin: 200 },
  get: read,
  dependencies: read,
  create: write(201),
  update: write(200),
  delete: write(204),
  settings: write(200),
  scheduleRules: write(200),
};

const matrix = Object.entries(EXPECTED).flatMap(([operation, byRole]) =>
  ROLES.map((role) => [operation, role, byRole[role]] as const),
);

describe("who may read and change the configuration", () => {
  it.each(matrix)("%s by %s answers %i", async (operation, role, status) => {
    const run = OPERATIONS[operation];
    if (!run) throw new Error(operation);
    const response = await run(as[role]);
    expect(response.statusCode).toBe(status);
  });

  it("a refused change leaves the row as it was", async () => {
    const id = await spareFlag();
    const before = (await as.admin("GET", `/api/flags/${id}/`)).json();
    for (const role of ["operator", "nurse", "otherAdmin"] as const) {
      await as[role]("PATCH", `/api/flags/${id}/`, { name: "Taken over" });
      await as[role]("DELETE", `/api/flags/${id}/`);
    }
    expect((await as.admin("GET", `/api/flags/${id}/`)).json()).toEqual(before);
  });

  it("another organisation's admin lists only their own rows", async () => {
    const id = await spareFlag();
    const theirs = (await as.otherAdmin("GET", "/api/flags/?include_obsolete=true&page_size=100")).json();
    expect(theirs.results.map((row: { id: number }) => row.id)).not.toContain(id);
    expect(theirs.results.every((row: { hospital_id: number }) => row.hospital_id !== riverside.orgId)).toBe(
      true,
    );
  });

  it.each([
    "departments",
    "job-types",
    "job-status",
    "shift-types",
    "event-types",
    "flags",
    "daily-schedule-types",
  ])("every kind refuses staff (403) and outsiders (404): /api/%s/", async (path) => {
    const list = (await as.admin("GET", `/api/${path}/`)).json();
    const id: number = list.results[0].id;
    expect(
      (await as.nurse("POST", `/api/${path}/`, { hospital_id: riverside.orgId, name: "X" })).statusCode,
    ).toBe(403);
    expect((await as.nurse("PATCH", `/api/${path}/${id}/`, { name: "X" })).statusCode).toBe(403);
    expect((await as.nurse("DELETE", `/api/${path}/${id}/`)).statusCode).toBe(403);
    expect((await as.otherAdmin("GET", `/api/${path}/${id}/`)).statusCode).toBe(404);
    expect((await as.otherAdmin("PATCH", `/api/${path}/${id}/`, { name: "X" })).statusCode).toBe(404);
    expect((await as.otherAdmin("DELETE", `/api/${path}/${id}/`)).statusCode).toBe(404);
    expect((await as.otherAdmin("GET", `/api/${path}/${id}/dependencies/`)).statusCode).toBe(404);
  });

  it("asks for a sign-in first", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/flags/" })).statusCode).toBe(401);
  });
});

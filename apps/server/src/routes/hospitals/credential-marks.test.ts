import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { documentCaller } from "../../../test/documents";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { signIn } from "../../../test/http";

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let h: Hospital;
let nurse: TestUser;
let colleague: TestUser;
let scheduler: TestUser;

interface WireEmployee {
  credentials?: { expired: number; expiring: number };
}

const inDays = (days: number) => new Date(t.clock().getTime() + days * DAY).toISOString();

async function employeesAs(person: TestUser): Promise<Record<string, WireEmployee>> {
  const { authorization } = await signIn(t.app, person);
  const response = await t.app.inject({ method: "GET", url: "/api/hospitals/", headers: { authorization } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ employees: Record<string, WireEmployee> }>().employees;
}

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  nurse = await buildUser(t.deps.db, h, { group: "nurse" });
  colleague = await buildUser(t.deps.db, h, { group: "nurse" });
  scheduler = await buildUser(t.deps.db, h, { group: "scheduler" });
  const send = documentCaller(t.app, scheduler);
  const documents: [string, "license" | "health", string | null][] = [
    ["RN licence", "license", inDays(-2)],
    ["ACLS", "license", inDays(-40)],
    ["BLS", "license", inDays(29)],
    ["PALS", "license", inDays(31)],
    ["CPR", "license", null],
    ["Flu shot", "health", inDays(-3)],
  ];
  for (const [name, type, expireOn] of documents) {
    const response = await send("POST", "/api/credential-docs/", {
      profile_id: nurse.profileId,
      type,
      name,
      expire_on: expireOn,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});

describe("credential marks on the hospital's employees", () => {
  it("counts expired and soon-expiring credentials (not health records) for management", async () => {
    const employees = await employeesAs(scheduler);
    expect(employees[String(nurse.userId)]?.credentials).toEqual({ expired: 2, expiring: 1 });
    expect(employees[String(colleague.userId)]?.credentials).toBeUndefined();
  });

  it("follows the clock: a credential past its expiry moves from expiring to expired", async () => {
    t.clock.advance(30 * DAY);
    try {
      const employees = await employeesAs(scheduler);
      expect(employees[String(nurse.userId)]?.credentials).toEqual({ expired: 3, expiring: 1 });
    } finally {
      t.clock.advance(-30 * DAY);
    }
  });

  it("never reaches staff", async () => {
    const employees = await employeesAs(colleague);
    expect(Object.values(employees).some((employee) => "credentials" in employee)).toBe(false);
  });
});

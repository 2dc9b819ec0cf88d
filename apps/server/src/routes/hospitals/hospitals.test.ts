import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { signIn } from "../../../test/http";

let t: TestApp;
let riverside: Hospital;
let lakeside: Hospital;
const people: Record<string, TestUser> = {};

beforeAll(async () => {
  t = await testApp();
  riverside = await buildHospital(t.deps.db);
  lakeside = await buildHospital(t.deps.db);
  for (const group of ["admin", "operator", "director", "scheduler", "nurse"] as const) {
    people[group] = await buildUser(t.deps.db, riverside, { group });
  }
  people.nurseIcu = await buildUser(t.deps.db, riverside, { group: "nurse", departmentIndex: 1 });
  people.otherAdmin = await buildUser(t.deps.db, lakeside, { group: "admin" });
});

async function as(who: string, method: "GET" | "PATCH", url: string, payload?: object) {
  const person = people[who];
  if (!person) throw new Error(who);
  const { authorization } = await signIn(t.app, person);
  return t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
}

describe("GET /api/hospitals/", () => {
  it("answers the caller's organisation with its configuration and employees", async () => {
    const response = await as("scheduler", "GET", "/api/hospitals/");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.id).toBe(riverside.orgId);
    expect(body.info.name).toBe(riverside.name);
    expect(body.departments.map((d: { name: string }) => d.name).sort()).toEqual(["ICU", "Med-Surg"]);
    expect(body.shift_types.find((s: { name: string }) => s.name === "Night 12")).toMatchObject({
      start_time: "19:00:00",
      end_time: "07:00:00",
      hours: 12,
    });
    expect(body.job_types[0].name).toBe("CHG");
    expect(Object.keys(body.employees)).toContain(String(people.nurse?.userId));
    expect(body.employees[String(people.nurse?.userId)]).toMatchObject({
      classification: "staff",
      full_name: "nurse, Test",
    });
  });

  it("honours omit", async () => {
    const body = (await as("operator", "GET", "/api/hospitals/?omit=employees,flags")).json();
    expect(body.employees).toBeUndefined();
    expect(body.flags).toBeUndefined();
    expect(body.departments).toBeDefined();
    expect((await as("operator", "GET", "/api/hospitals/?omit=secrets")).statusCode).toBe(400);
  });

  it("shows staff only their own department, without colleagues' contact details", async () => {
    const body = (await as("nurse", "GET", "/api/hospitals/")).json();
    const employees: {
      user_id: number;
      email: string;
      department_id: number;
    }[] = Object.values(body.employees);
    expect(employees.every((e) => e.department_id === riverside.departments[0]?.id)).toBe(true);
    expect(employees.find((e) => e.user_id === people.nurseIcu?.userId)).toBeUndefined();
    expect(employees.find((e) => e.user_id === people.nurse?.userId)?.email).toBe(people.nurse?.email);
    expect(employees.filter((e) => e.user_id !== people.nurse?.userId).every((e) => e.email === "")).toBe(
      true,
    );
  });

  it("isolates organisations: Lakeside's admin sees nothing of Riverside", async () => {
    const body = (await as("otherAdmin", "GET", "/api/hospitals/")).json();
    expect(body.id).toBe(lakeside.orgId);
    expect(JSON.stringify(body)).not.toContain(riverside.name);
    expect(Object.keys(body.employees)).not.toContain(String(people.nurse?.userId));
    expect((await as("otherAdmin", "GET", `/api/hospitals/${riverside.orgId}/`)).statusCode).toBe(404);
    expect(
      (
        await as("otherAdmin", "PATCH", `/api/hospitals/${riverside.orgId}/`, {
          info: { name: "Taken over" },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("PATCH /api/hospitals/{id}/", () => {
  it("lets an admin change the info and normalises the phone", async () => {
    const response = await as("admin", "PATCH", `/api/hospitals/${riverside.orgId}/`, {
      info: { city: "Dallas", phone_default: "(214) 555-0101" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().info).toMatchObject({
      city: "Dallas",
      phone_default: "+12145550101",
      name: riverside.name,
    });
  });

  it.each(["operator", "director", "scheduler", "nurse"])(
    "refuses %s with 403 and changes nothing",
    async (who) => {
      const response = await as(who, "PATCH", `/api/hospitals/${riverside.orgId}/`, {
        info: { city: "Nowhere" },
      });
      expect(response.statusCode).toBe(403);
      const after = (await as("admin", "GET", "/api/hospitals/")).json();
      expect(after.info.city).not.toBe("Nowhere");
    },
  );

  it.each([
    [{ info: { name: "" } }, "name"],
    [{ info: { timezone: "Europe/Paris" } }, "timezone"],
    [{ info: { state: "ZZ" } }, "state"],
    [{ info: { phone_default: "12" } }, "phone_default"],
    [{ info: { zip_code: "abc" } }, "zip_code"],
    [{ info: { name: "x".repeat(300) } }, "info.name"],
    [{ info: { city: 42 } }, "info.city"],
    [{ info: "nope" }, "info"],
  ])("answers 400 naming the field for %j and changes nothing", async (payload, field) => {
    const before = (await as("admin", "GET", "/api/hospitals/")).json().info;
    const response = await as("admin", "PATCH", `/api/hospitals/${riverside.orgId}/`, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect((await as("admin", "GET", "/api/hospitals/")).json().info).toEqual(before);
  });
});

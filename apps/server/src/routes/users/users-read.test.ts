import { beforeAll, describe, expect, it } from "vitest";
import { type Caller, as } from "../../../test/accounts";
import { type TestApp, testApp } from "../../../test/app";
import {
  buildHospital,
  buildPersonWithoutProfile,
  buildUser,
  type Hospital,
  type TestUser,
} from "../../../test/factories";

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

describe("GET /api/users/, /api/users/{id}/, find", () => {
  it("lists by name with classification and state filters, paged, and honours omit and fields", async () => {
    const h = await buildHospital(t.deps.db);
    const boss = await as(t, await buildUser(t.deps.db, h, { group: "admin" }));
    await buildUser(t.deps.db, h, { group: "nurse" });
    await buildUser(t.deps.db, h, { group: "nurse", state: "pending" });
    await buildUser(t.deps.db, h, { group: "scheduler" });
    const all = (await boss("GET", "/api/users/?page_size=2")).json();
    expect(all.count).toBe(4);
    expect(all.results).toHaveLength(2);
    expect(all.next).toContain("page=2");
    const staff = (await boss("GET", "/api/users/?classification=staff")).json();
    expect(staff.count).toBe(2);
    const pending = (await boss("GET", "/api/users/?state=pending_approval")).json();
    expect(pending.results.map((u: { profiles: { state: string }[] }) => u.profiles[0]?.state)).toEqual([
      "pending",
    ]);
    const slim = (await boss("GET", "/api/users/?fields=id,email")).json();
    expect(Object.keys(slim.results[0]).sort()).toEqual(["email", "id"]);
    const noProfiles = (await boss("GET", "/api/users/?omit=profiles,settings")).json();
    expect(noProfiles.results[0].profiles).toBeUndefined();
    expect(noProfiles.results[0].email).toBeDefined();
    expect((await boss("GET", "/api/users/?fields=password_hash")).statusCode).toBe(400);
    expect((await boss("GET", "/api/users/?classification=boss")).statusCode).toBe(400);
    expect((await boss("GET", "/api/users/?page_size=1000")).statusCode).toBe(400);
  });

  it("retrieve honours fields; a department manager does not see other departments (404)", async () => {
    const nurseIcu = await buildUser(t.deps.db, hospital, { group: "nurse", departmentIndex: 1 });
    const one = await admin("GET", `/api/users/${nurseIcu.userId}/?fields=email,profiles`);
    expect(Object.keys(one.json()).sort()).toEqual(["email", "profiles"]);
    const director = await as(t, await buildUser(t.deps.db, hospital, { group: "director" }));
    expect((await director("GET", `/api/users/${nurseIcu.userId}/`)).statusCode).toBe(404);
    expect((await director("GET", `/api/users/${999_999}/`)).statusCode).toBe(404);
  });

  it("find: by e-mail or name among those the caller sees; people without a profile for admins", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const placeless = await buildPersonWithoutProfile(t.deps.db, hospital);
    const other = await buildHospital(t.deps.db);
    const outsider = await buildUser(t.deps.db, other, { group: "nurse" });
    const byEmail = (
      await admin("GET", `/api/users/find/?query=${encodeURIComponent(nurse.email.toUpperCase())}`)
    ).json();
    expect(byEmail.map((u: { id: number }) => u.id)).toEqual([nurse.userId]);
    const byName = (await admin("GET", "/api/users/find/?query=Placeless")).json();
    expect(byName.map((u: { id: number }) => u.id)).toContain(placeless.userId);
    expect(
      (await admin("GET", `/api/users/find/?query=${encodeURIComponent(outsider.email)}`)).json(),
    ).toEqual([]);
    const wildcard = (await admin("GET", "/api/users/find/?query=%25")).json();
    expect(wildcard).toEqual([]);
    const scheduler = await as(t, await buildUser(t.deps.db, hospital, { group: "scheduler" }));
    expect((await scheduler("GET", "/api/users/find/?query=Placeless")).json()).toEqual([]);
    for (const url of ["/api/users/find/", "/api/users/find/?query=", "/api/users/find/?query=%20%20"]) {
      const missing = await admin("GET", url);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().detail).toBe("Missing query parameters");
    }
  });
});

describe("GET /api/users/?order_by=", () => {
  it("sorts the whole list on the server, then pages it; ties go by name", async () => {
    const h = await buildHospital(t.deps.db);
    const boss = await as(t, await buildUser(t.deps.db, h, { group: "admin" }));
    for (let i = 0; i < 3; i += 1) await buildUser(t.deps.db, h, { group: "nurse", departmentIndex: i % 2 });
    const emails = async (order: string): Promise<string[]> => {
      const pages: string[] = [];
      for (const page of [1, 2]) {
        const body: { results: { email: string }[] } = (
          await boss("GET", `/api/users/?order_by=${order}&page_size=2&page=${page}`)
        ).json();
        pages.push(...body.results.map((person) => person.email));
      }
      return pages;
    };
    const ascending = await emails("email");
    expect(ascending).toHaveLength(4);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
    expect(await emails("-email")).toEqual([...ascending].reverse());
    const byDepartment: { results: { profiles: { department_id: number | null }[] }[] } = (
      await boss("GET", "/api/users/?order_by=department")
    ).json();
    const names = new Map(h.departments.map((department) => [department.id, department.name]));
    const named = byDepartment.results
      .map((person) => person.profiles[0]?.department_id ?? null)
      .filter((id): id is number => id !== null)
      .map((id) => names.get(id) ?? "");
    expect(named).toEqual([...named].sort((a, b) => a.localeCompare(b)));
  });

  it.each(["colour", "-", "name,email", "--name"])(
    "refuses order_by=%s with a 400 naming it",
    async (order) => {
      const refused = await admin("GET", `/api/users/?order_by=${encodeURIComponent(order)}`);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(["order_by"]);
    },
  );
});

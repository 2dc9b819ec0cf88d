import { beforeAll, describe, expect, it } from "vitest";
import { type Caller, as, newProfileFields } from "../../../test/accounts";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildPersonWithoutProfile, buildUser, type Hospital } from "../../../test/factories";
import { lastMailTo, mailsTo } from "../../../test/mail";

let t: TestApp;
let hospital: Hospital;
let admin: Caller;

beforeAll(async () => {
  t = await testApp();
  hospital = await buildHospital(t.deps.db);
  admin = await as(t, await buildUser(t.deps.db, hospital, { group: "admin" }));
});

describe("POST /api/profiles/ (new-profile mode)", () => {
  it("gives a person of this organisation their profile; one who never activated gets the mail again", async () => {
    const person = await buildPersonWithoutProfile(t.deps.db, hospital, { activated: false });
    const response = await admin("POST", "/api/profiles/", {
      user_id: person.userId,
      activation: { now: true },
      ...newProfileFields(hospital),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      user_id: person.userId,
      state: "active",
      groups: ["nurse"],
      classification: "staff",
    });
    expect((await lastMailTo(t, person.email)).subject).toContain("Your Rosterly account");
    const again = await admin("POST", "/api/profiles/", {
      user_id: person.userId,
      activation: { now: true },
      ...newProfileFields(hospital),
    });
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json().errors)).toEqual(["user_id"]);
  });

  it("does not mail someone who already chose a password; another organisation's person is 404", async () => {
    const person = await buildPersonWithoutProfile(t.deps.db, hospital);
    const response = await admin("POST", "/api/profiles/", {
      user_id: person.userId,
      activation: { on: "2026-12-24" },
      ...newProfileFields(hospital),
    });
    expect(response.json().state).toBe("inactive");
    expect(await mailsTo(t, person.email)).toEqual([]);
    const stranger = await buildPersonWithoutProfile(t.deps.db, await buildHospital(t.deps.db));
    const foreign = await admin("POST", "/api/profiles/", {
      user_id: stranger.userId,
      activation: { now: true },
      ...newProfileFields(hospital),
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("GET /api/profiles/ (D-003) and retrieve", () => {
  it("lists a department's people by name, paged, with the names behind the ids", async () => {
    const h = await buildHospital(t.deps.db);
    const boss = await as(t, await buildUser(t.deps.db, h, { group: "admin", departmentIndex: 1 }));
    for (let i = 0; i < 3; i += 1) await buildUser(t.deps.db, h, { group: "nurse" });
    const page1 = (await boss("GET", `/api/profiles/?dept_id=${h.departments[0]?.id}&page_size=2`)).json();
    expect(page1.count).toBe(3);
    expect(page1.results).toHaveLength(2);
    expect(page1.results[0]).toMatchObject({
      department_name: "Med-Surg",
      job_type_name: "RN",
      job_status_short_code: "FT",
      job_status_name: "Full time",
      shift_type_name: "Day 12",
      full_name: "nurse, Test",
      state: "active",
    });
    const page2 = (await boss("GET", page1.next)).json();
    expect(page2.results).toHaveLength(1);
    expect((await boss("GET", "/api/profiles/?dept_id=999999")).statusCode).toBe(404);
  });

  it("department management lists only their own department (404 for another)", async () => {
    const director = await as(t, await buildUser(t.deps.db, hospital, { group: "director" }));
    expect((await director("GET", `/api/profiles/?dept_id=${hospital.departments[0]?.id}`)).statusCode).toBe(
      200,
    );
    expect((await director("GET", `/api/profiles/?dept_id=${hospital.departments[1]?.id}`)).statusCode).toBe(
      404,
    );
    const all = (await director("GET", "/api/profiles/")).json();
    expect(
      all.results.every((p: { department_id: number }) => p.department_id === hospital.departments[0]?.id),
    ).toBe(true);
  });
});

describe("PATCH /api/profiles/{id}/", () => {
  it("changes job info; a new job type brings its groups and drops a charge it cannot keep", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    await admin("PATCH", `/api/profiles/${nurse.profileId}/`, { charge: true });
    const response = await admin("PATCH", `/api/profiles/${nurse.profileId}/`, {
      job_type_id: hospital.ref.jobs.sec.id,
      weekly_hours: "40",
      job_title: "",
      phone_work: "",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      groups: ["secretary"],
      charge: false,
      weekly_hours: 40,
      job_title: null,
      phone_work: null,
    });
  });

  it("refuses bad values with 400 naming each field and changes nothing", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const before = (await admin("GET", `/api/profiles/${nurse.profileId}/`)).json();
    const response = await admin("PATCH", `/api/profiles/${nurse.profileId}/`, {
      daily_hours: 25,
      employee_id: "",
      shift_type_id: 999_999,
      job_title: "x".repeat(51),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      "daily_hours",
      "employee_id",
      "job_title",
      "shift_type_id",
    ]);
    expect((await admin("GET", `/api/profiles/${nurse.profileId}/`)).json()).toEqual(before);
  });

  it("nobody changes their own department, job type or status", async () => {
    const scheduler = await buildUser(t.deps.db, hospital, { group: "scheduler" });
    const self = await as(t, scheduler);
    const own = `/api/profiles/${scheduler.profileId}/`;
    expect((await self("PATCH", own, { department_id: hospital.departments[1]?.id })).statusCode).toBe(403);
    expect((await self("PATCH", own, { job_type_id: hospital.ref.jobs.adm.id })).statusCode).toBe(403);
    expect(
      (await self("PATCH", own, { status: { state: "inactive", effective: { now: true } } })).statusCode,
    ).toBe(403);
    expect(
      (await self("PATCH", own, { job_title: "Lead scheduler", department_id: hospital.departments[0]?.id }))
        .statusCode,
    ).toBe(200);
  });
});

describe("pending profiles (D-012, D-022)", () => {
  it("counts pending profiles per users tab, within the caller's scope", async () => {
    const h = await buildHospital(t.deps.db);
    const boss = await as(t, await buildUser(t.deps.db, h, { group: "admin" }));
    await buildUser(t.deps.db, h, { group: "nurse", state: "pending" });
    await buildUser(t.deps.db, h, { group: "nurse", state: "pending", departmentIndex: 1 });
    await buildUser(t.deps.db, h, { group: "scheduler", state: "pending" });
    await buildUser(t.deps.db, h, { group: "operator", state: "pending" });
    await buildUser(t.deps.db, h, { group: "nurse" });
    expect((await boss("GET", "/api/profiles/pending_count/")).json()).toEqual({
      staff: 2,
      operations: 1,
      management: 1,
      admin: 0,
      total: 4,
    });
    const scheduler = await as(t, await buildUser(t.deps.db, h, { group: "scheduler" }));
    expect((await scheduler("GET", "/api/profiles/pending_count/")).json()).toEqual({
      staff: 1,
      operations: 1,
      management: 1,
      admin: 0,
      total: 3,
    });
  });

  it("approve now activates; approve on a date keeps it pending with the activation scheduled", async () => {
    const now = await buildUser(t.deps.db, hospital, { group: "nurse", state: "pending" });
    const later = await buildUser(t.deps.db, hospital, { group: "nurse", state: "pending" });
    const a = await admin("POST", `/api/profiles/${now.profileId}/approve/`, { activation: { now: true } });
    expect(a.json().state).toBe("active");
    const b = await admin("POST", `/api/profiles/${later.profileId}/approve/`, {
      activation: { on: "2026-12-02" },
    });
    expect(b.json()).toMatchObject({
      state: "pending",
      settings: { state: { nextChangeEffectiveOn: "2026-12-02" } },
    });
    const twice = await admin("POST", `/api/profiles/${now.profileId}/approve/`, {
      activation: { now: true },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ detail: "Invalid state active", code: "invalid_state" });
    const past = await admin("POST", `/api/profiles/${later.profileId}/approve/`, {
      activation: { on: "2020-01-01" },
    });
    expect(Object.keys(past.json().errors)).toEqual(["activation.on"]);
  });

  it("reject sets rejected and clears every scheduled change", async () => {
    const pending = await buildUser(t.deps.db, hospital, { group: "nurse", state: "pending" });
    await admin("POST", `/api/profiles/${pending.profileId}/approve/`, { activation: { on: "2026-12-02" } });
    const rejected = await admin("POST", `/api/profiles/${pending.profileId}/reject/`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().state).toBe("rejected");
    expect(rejected.json().settings.state.scheduledChanges).toEqual([]);
    expect(rejected.json().settings.scheduledChanges.changes).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { type Client, clientFor } from "../../../test/client";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";

let t: TestApp;
let riverside: Hospital;
let lakeside: Hospital;
let admin: Client;
let director: TestUser;
let scheduler: TestUser;
let nurse: TestUser;
let retiredShiftType: number;

beforeAll(async () => {
  t = await testApp();
  riverside = await buildHospital(t.deps.db);
  lakeside = await buildHospital(t.deps.db);
  admin = await clientFor(t.app, await buildUser(t.deps.db, riverside, { group: "admin" }));
  director = await buildUser(t.deps.db, riverside, { group: "director" });
  scheduler = await buildUser(t.deps.db, riverside, { group: "scheduler" });
  nurse = await buildUser(t.deps.db, riverside, { group: "nurse" });
  const retired = await admin("POST", "/api/shift-types/", {
    hospital_id: riverside.orgId,
    name: "Retired 6",
    start_time: "0600",
    end_time: "1200",
  });
  retiredShiftType = retired.json().id;
  await admin("PATCH", `/api/shift-types/${retiredShiftType}/`, { obsolete: true });
});

const long = (n: number) => "x".repeat(n);
const shifts = () => riverside.ref.shifts;
const foreignJobType = () => lakeside.ref.jobs.rn.id;

type Case = [path: string, body: () => Record<string, unknown>, field: string];

/** Each body is wrong in one way; the answer names that field ({d12}: the Day 12 shift type's id). */
const CASES: Case[] = [
  ["departments", () => ({ name: "" }), "name"],
  ["departments", () => ({ name: long(101) }), "name"],
  ["departments", () => ({ name: "Ok", full_name: long(256) }), "full_name"],
  ["departments", () => ({ name: "Ok", colour: "red" }), "colour"],
  ["departments", () => ({ name: "Ok", num_of_weeks_per_schedule: 0 }), "num_of_weeks_per_schedule"],
  ["departments", () => ({ name: "Ok", director_id: nurse.userId }), "director_id"],
  ["departments", () => ({ name: "Ok", scheduler_id: director.userId }), "scheduler_id"],
  ["departments", () => ({ name: "Ok", director_id: scheduler.userId }), "director_id"],
  ["departments", () => ({ name: "Med-Surg" }), "name"],
  [
    "departments",
    () => ({ name: "Ok", settings: { staffNeeded: [{ jobTypes: [foreignJobType()], shiftTypes: {} }] } }),
    "settings.staffNeeded",
  ],
  [
    "departments",
    () => ({
      name: "Ok",
      settings: {
        staffNeeded: [{ jobTypes: [riverside.ref.jobs.rn.id], shiftTypes: { [shifts().d12]: -1 } }],
      },
    }),
    "settings.staffNeeded.0.shiftTypes.{d12}",
  ],
  [
    "departments",
    () => ({ name: "Ok", settings: { staffingMatrix: { [retiredShiftType]: [] } } }),
    "settings.staffingMatrix",
  ],
  [
    "departments",
    () => ({
      name: "Ok",
      settings: {
        staffingMatrix: { [shifts().d12]: [{ census: 10, acuity: { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1 } }] },
      },
    }),
    "settings.staffingMatrix.{d12}.0.acuity.6",
  ],
  ["job-types", () => ({ name: "Ok", rank: 0 }), "rank"],
  [
    "job-types",
    () => ({ name: "Ok", settings: { associatedShiftTypes: [999_999] } }),
    "settings.associatedShiftTypes",
  ],
  [
    "job-types",
    () => ({ name: "Ok", settings: { associatedGroups: ["pilot"] } }),
    "settings.associatedGroups.0",
  ],
  ["job-types", () => ({ name: "Ok", swappable_job_types: [foreignJobType()] }), "swappable_job_types"],
  ["job-types", () => ({ name: "Ok", associated_job_types: [1, 1] }), "associated_job_types"],
  ["job-types", () => ({ name: "Ok", staff_needed: { day: 2 } }), "staff_needed.day"],
  ["job-types", () => ({ name: "Ok", staff_needed: { [retiredShiftType]: 2 } }), "staff_needed"],
  ["job-status", () => ({ name: "Ok" }), "short_code"],
  ["job-status", () => ({ name: "Ok", short_code: long(11) }), "short_code"],
  ["job-status", () => ({ name: "Ok", short_code: "FT" }), "short_code"],
  ["job-status", () => ({ name: "Ok", short_code: "OK", weekly_hours: 169 }), "weekly_hours"],
  [
    "job-status",
    () => ({
      name: "Ok",
      short_code: "OK",
      min_shift_settings: { countRules: { weekend: [{ count: -1 }] } },
    }),
    "min_shift_settings.countRules.weekend.0.count",
  ],
  ["shift-types", () => ({ name: "Ok", end_time: "1900" }), "start_time"],
  ["shift-types", () => ({ name: "Ok", start_time: "25:00", end_time: "1900" }), "start_time"],
  ["shift-types", () => ({ name: "Ok", start_time: "0700", end_time: "7" }), "end_time"],
  [
    "shift-types",
    () => ({ name: "Ok", start_time: "0700", end_time: "1900", max_shift_count: 1.5 }),
    "max_shift_count",
  ],
  [
    "shift-types",
    () => ({ name: "Ok", start_time: "0700", end_time: "1900", styles: { web: { color: "blue" } } }),
    "styles.web.color",
  ],
  [
    "shift-types",
    () => ({ name: "Ok", start_time: "0700", end_time: "1900", styles: { web: { symbolType: "circle" } } }),
    "styles.web.symbolType",
  ],
  ["event-types", () => ({ name: "Ok", description: long(501) }), "description"],
  ["event-types", () => ({ name: "Ok", styles: { web: { color: "#12345" } } }), "styles.web.color"],
  ["event-types", () => ({ name: "Ok", admin_only: "yes" }), "admin_only"],
  ["flags", () => ({ name: "Ok" }), "short_code"],
  ["flags", () => ({ name: "Float", short_code: "F2" }), "name"],
  ["flags", () => ({ name: "Ok", short_code: "FL" }), "short_code"],
  ["daily-schedule-types", () => ({ name: "Ok", shift_types: [retiredShiftType] }), "shift_types"],
  [
    "daily-schedule-types",
    () => ({ name: "Ok", settings: { census: { predefined: ["A", "A"] } } }),
    "settings.census.predefined",
  ],
  ["daily-schedule-types", () => ({ name: long(101) }), "name"],
];

async function count(path: string): Promise<number> {
  return (await admin("GET", `/api/${path}/?include_obsolete=true`)).json<{ count: number }>().count;
}

describe("configuration writes are validated", () => {
  it.each(CASES)("POST /api/%s/ refuses %s naming %s and creates nothing", async (path, body, field) => {
    const before = await count(path);
    const response = await admin("POST", `/api/${path}/`, { hospital_id: riverside.orgId, ...body() });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe("invalid");
    expect(Object.keys(response.json().errors)).toContain(field.replace("{d12}", String(shifts().d12)));
    expect(await count(path)).toBe(before);
  });

  it("refuses a change the same way and leaves the row as it was", async () => {
    const url = `/api/shift-types/${riverside.ref.shifts.d12}/`;
    const before = (await admin("GET", url)).json();
    const response = await admin("PATCH", url, { name: "Day twelve", start_time: "7 am" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ start_time: ["Enter a time as HH:MM or HHMM (24-hour)."] });
    expect((await admin("GET", url)).json()).toEqual(before);
  });

  it("keeps an obsolete row that was already chosen, but refuses choosing it anew", async () => {
    const created = await admin("POST", "/api/daily-schedule-types/", {
      hospital_id: riverside.orgId,
      name: "Keeps retired",
      shift_types: [shifts().d12],
    });
    const id: number = created.json().id;
    const refused = await admin("PATCH", `/api/daily-schedule-types/${id}/`, {
      shift_types: [shifts().d12, retiredShiftType],
    });
    expect(refused.json().errors.shift_types[0]).toMatch(/obsolete/);
  });

  it("accepts a director and a scheduler who hold those roles", async () => {
    const response = await admin("POST", "/api/departments/", {
      hospital_id: riverside.orgId,
      name: "Led unit",
      director_id: director.userId,
      scheduler_id: scheduler.userId,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ director_id: director.userId, scheduler_id: scheduler.userId });
  });

  it("keeps the staffing matrix in census order and merges settings part by part", async () => {
    const d12 = String(shifts().d12);
    const acuity = (n: number) => ({ 1: n, 2: n, 3: n, 4: n, 5: n });
    const created = await admin("POST", "/api/departments/", {
      hospital_id: riverside.orgId,
      name: "Matrix unit",
      settings: {
        staffNeeded: [{ jobTypes: [riverside.ref.jobs.rn.id], shiftTypes: { [d12]: 5 } }],
        staffingMatrix: {
          [d12]: [
            { census: 20, acuity: acuity(4) },
            { census: 10, acuity: acuity(2) },
          ],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().settings.staffingMatrix[d12].map((row: { census: number }) => row.census)).toEqual([
      10, 20,
    ]);
    const changed = await admin("PATCH", `/api/departments/${created.json().id}/`, {
      settings: { display: { dailySchedule: { groupRight: true } } },
    });
    expect(changed.json().settings).toMatchObject({
      staffNeeded: [{ jobTypes: [riverside.ref.jobs.rn.id], shiftTypes: { [d12]: 5 } }],
      display: { dailySchedule: { groupRight: true } },
    });
  });
});

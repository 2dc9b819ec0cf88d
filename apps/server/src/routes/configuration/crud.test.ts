import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { type Client, clientFor } from "../../../test/client";
import { buildHospital, buildUser, type Hospital } from "../../../test/factories";

let t: TestApp;
let riverside: Hospital;
let admin: Client;
let nurse: Client;

beforeAll(async () => {
  t = await testApp();
  riverside = await buildHospital(t.deps.db);
  admin = await clientFor(t.app, await buildUser(t.deps.db, riverside, { group: "admin" }));
  nurse = await clientFor(t.app, await buildUser(t.deps.db, riverside, { group: "nurse" }));
});

interface KindCase {
  path: string;
  create: () => Record<string, unknown>;
  created: () => Record<string, unknown>;
  update: () => Record<string, unknown>;
  updated: () => Record<string, unknown>;
  search: string;
}

/** One create and one change per kind, with what the API must answer for each. */
const KINDS: KindCase[] = [
  {
    path: "departments",
    create: () => ({ name: "Telemetry", full_name: "Telemetry Unit", cost_center: "6150" }),
    created: () => ({
      name: "Telemetry",
      full_name: "Telemetry Unit",
      partake_in_scheduling: true,
      num_of_weeks_per_schedule: 6,
    }),
    update: () => ({ full_name: "Cardiac Telemetry", num_of_weeks_per_schedule: 4 }),
    updated: () => ({ full_name: "Cardiac Telemetry", num_of_weeks_per_schedule: 4 }),
    search: "telem",
  },
  {
    path: "job-types",
    create: () => ({
      name: "Patient care tech",
      rank: 7,
      settings: { associatedShiftTypes: [riverside.ref.shifts.d12], associatedGroups: ["nurse"] },
    }),
    created: () => ({
      name: "Patient care tech",
      rank: 7,
      settings: { associatedShiftTypes: [riverside.ref.shifts.d12] },
    }),
    update: () => ({ settings: { canBeChargeNurse: true }, staff_needed: { [riverside.ref.shifts.d12]: 2 } }),
    updated: () => ({
      settings: {
        associatedShiftTypes: [riverside.ref.shifts.d12],
        associatedGroups: ["nurse"],
        canBeChargeNurse: true,
      },
      staff_needed: { [riverside.ref.shifts.d12]: 2 },
    }),
    search: "care",
  },
  {
    path: "job-status",
    create: () => ({ name: "Travel", short_code: "TR", weekly_hours: 36 }),
    created: () => ({ name: "Travel", short_code: "TR", weekly_hours: 36, benefited: false }),
    update: () => ({ min_shift_settings: { countRules: { weekend: [{ count: 2 }] } } }),
    updated: () => ({ min_shift_settings: { countRules: { weekend: [{ count: 2 }] } } }),
    search: "TR",
  },
  {
    path: "shift-types",
    create: () => ({
      name: "Mid 10",
      start_time: "1100",
      end_time: "21:00",
      styles: { web: { symbolType: "text", symbolValue: "M", color: "#ABC" } },
    }),
    created: () => ({
      name: "Mid 10",
      start_time: "11:00:00",
      end_time: "21:00:00",
      hours: 10,
      styles: { web: { symbolType: "text", symbolValue: "M", color: "#aabbcc" } },
    }),
    update: () => ({ end_time: "0100", on_call: true }),
    updated: () => ({ end_time: "01:00:00", hours: 14, on_call: true }),
    search: "mid",
  },
  {
    path: "event-types",
    create: () => ({ name: "FMLA", admin_only: true, styles: { web: { color: "#112233" } } }),
    created: () => ({
      name: "FMLA",
      admin_only: true,
      request_only: false,
      styles: { web: { color: "#112233" } },
    }),
    update: () => ({ visible_to_other_staff: true, description: "Family and medical leave" }),
    updated: () => ({ visible_to_other_staff: true, description: "Family and medical leave" }),
    search: "fml",
  },
  {
    path: "flags",
    create: () => ({ name: "Preceptor", short_code: "PR", productivity: false }),
    created: () => ({ name: "Preceptor", short_code: "PR", productivity: false, working: true }),
    update: () => ({ short_code: "PC" }),
    updated: () => ({ short_code: "PC" }),
    search: "PC",
  },
  {
    path: "daily-schedule-types",
    create: () => ({
      name: "Midday census",
      shift_types: [riverside.ref.shifts.d12],
      settings: { census: { predefined: ["Admissions"] } },
    }),
    created: () => ({
      name: "Midday census",
      shift_types: [riverside.ref.shifts.d12],
      settings: { census: { predefined: ["Admissions"] } },
    }),
    update: () => ({ shift_types: [riverside.ref.shifts.d12, riverside.ref.shifts.n12] }),
    updated: () => ({ shift_types: [riverside.ref.shifts.d12, riverside.ref.shifts.n12] }),
    search: "midday",
  },
];

describe.each(KINDS)("/api/$path/", (kind) => {
  const base = `/api/${kind.path}/`;
  let id: number;

  it("creates for an admin, with the audit trail, and reads it back", async () => {
    const response = await admin("POST", base, { hospital_id: riverside.orgId, ...kind.create() });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ ...kind.created(), hospital_id: riverside.orgId, obsolete: false });
    expect(body.created_on).toBe(t.clock().toISOString());
    expect(body.modified_on).toBe(body.created_on);
    expect(body.created_by).toBe(body.modified_by);
    id = body.id;
    const read = await nurse("GET", `${base}${id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(body);
  });

  it("changes the row and moves modified_on only on a real change", async () => {
    t.clock.advance(1000);
    const changed = await admin("PATCH", `${base}${id}/`, kind.update());
    expect(changed.statusCode, changed.body).toBe(200);
    const body = changed.json();
    expect(body).toMatchObject(kind.updated());
    expect(body.modified_on).toBe(t.clock().toISOString());
    expect(body.modified_on).not.toBe(body.created_on);

    t.clock.advance(1000);
    const again = await admin("PATCH", `${base}${id}/`, kind.update());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
  });

  it("lists with the page envelope, search and ordering", async () => {
    const all = (await nurse("GET", `${base}?page_size=100`)).json();
    expect(all).toMatchObject({ next: null, previous: null });
    expect(all.count).toBe(all.results.length);
    expect(all.results.map((row: { id: number }) => row.id)).toContain(id);
    expect(all.results.every((row: { hospital_id: number }) => row.hospital_id === riverside.orgId)).toBe(
      true,
    );

    const found = (await nurse("GET", `${base}?search=${encodeURIComponent(kind.search)}`)).json();
    expect(found.results.map((row: { id: number }) => row.id)).toEqual([id]);

    const byName = (await nurse("GET", `${base}?order_by=-name`)).json();
    const names = byName.results.map((row: { name: string }) => row.name);
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => b.localeCompare(a, "en", { sensitivity: "base" })),
    );

    const paged = (await nurse("GET", `${base}?page_size=1&page=2`)).json();
    expect(paged.results).toHaveLength(1);
    expect(paged.previous).toMatch(/page=1/);
    expect((await nurse("GET", `${base}?order_by=colour`)).statusCode).toBe(400);
  });

  it("retires a row with obsolete=true: hidden from lists unless asked for, still readable", async () => {
    const retired = await admin("PATCH", `${base}${id}/`, { obsolete: true });
    expect(retired.json().obsolete).toBe(true);
    const listed = (await nurse("GET", base)).json().results.map((row: { id: number }) => row.id);
    expect(listed).not.toContain(id);
    const withObsolete = (await nurse("GET", `${base}?include_obsolete=true&page_size=100`)).json();
    expect(withObsolete.results.map((row: { id: number }) => row.id)).toContain(id);
    expect((await nurse("GET", `${base}${id}/`)).statusCode).toBe(200);
  });

  it("deletes an unused row; afterwards it is gone", async () => {
    const dependencies = await admin("GET", `${base}${id}/dependencies/`);
    expect(dependencies.json()).toEqual({ has_dependencies: false, used_by: [] });
    expect((await admin("DELETE", `${base}${id}/`)).statusCode).toBe(204);
    expect((await admin("GET", `${base}${id}/`)).statusCode).toBe(404);
    expect((await admin("DELETE", `${base}${id}/`)).statusCode).toBe(404);
  });
});

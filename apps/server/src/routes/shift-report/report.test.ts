import { REPORT_SORT_FIELDS, type ReportSort } from "@rosterly/contract";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { collationRanks, type Row, referenceRows, seedReportData, sortRows } from "../../../test/report-data";
import { type Caller, caller } from "../../../test/scheduling";
import { signIn } from "../../../test/http";
import Papa from "papaparse";

let t: TestApp;
let h: Hospital;
let operator: Caller;
let operatorUser: TestUser;
let director: Caller;
let directorUser: TestUser;
let all: Row[];
let ranks: Map<string, number>;

const SHIFTS = 360;

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  operatorUser = await buildUser(t.deps.db, h, { group: "operator" });
  operator = caller(t, operatorUser);
  directorUser = await buildUser(t.deps.db, h, { group: "director", departmentIndex: 0 });
  director = caller(t, directorUser);
  await seedReportData(t.deps.db, h, SHIFTS);
  all = await referenceRows(t.deps.db, h.orgId);
  const texts = all.flatMap((row) => [
    row.full_name,
    row.employee_id,
    row.department,
    row.home_department,
    row.shift_type,
    row.working,
    row.job_type,
    row.job_status,
    row.comments,
  ]);
  ranks = await collationRanks(t.deps.db, texts);
});

interface Filters {
  date: [string, string] | string;
  payroll?: [string, string] | string;
  name?: string;
  department?: number[];
  flags?: number[];
  jobStatus?: number[];
  jobType?: number[];
  type?: number[];
  canceled?: boolean;
  overtime?: boolean;
  working?: boolean;
}

function queryOf(filters: Filters, sort: ReportSort): URLSearchParams {
  const q = new URLSearchParams();
  const range = (on: string, between: string, value: [string, string] | string | undefined) => {
    if (typeof value === "string") q.set(on, value);
    else if (value) q.set(between, value.join(","));
  };
  range("date_on", "date_between", filters.date);
  range("payroll_date_on", "payroll_date_between", filters.payroll);
  if (filters.name !== undefined) q.set("name", filters.name);
  const ids: [string, number[] | undefined][] = [
    ["department_id", filters.department],
    ["flags", filters.flags],
    ["job_status_id", filters.jobStatus],
    ["job_type_id", filters.jobType],
    ["type_id", filters.type],
  ];
  for (const [key, value] of ids) if (value) q.set(key, value.join(","));
  for (const key of ["canceled", "overtime", "working"] as const)
    if (filters[key] !== undefined) q.set(key, String(filters[key]));
  if (sort.length > 0) q.set("order_by", sort.map((s) => `${s.descending ? "-" : ""}${s.field}`).join(","));
  return q;
}

const inRange = (value: string, range: [string, string] | string) =>
  typeof range === "string" ? value === range : range[0] <= value && value <= range[1];

function expected(rows: Row[], f: Filters, sort: ReportSort, scope?: number[]): Row[] {
  const kept = rows.filter(
    (row) =>
      (!scope || scope.includes(row.department_id)) &&
      inRange(row.date, f.date) &&
      (!f.payroll || inRange(row.payroll_date, f.payroll)) &&
      (f.name === undefined || row.full_name.toLowerCase().includes(f.name.toLowerCase())) &&
      (!f.department || f.department.includes(row.department_id)) &&
      (!f.flags || row.flag_ids.some((id) => f.flags?.includes(id))) &&
      (!f.jobStatus || (row.job_status_id !== null && f.jobStatus.includes(row.job_status_id))) &&
      (!f.jobType || (row.job_type_id !== null && f.jobType.includes(row.job_type_id))) &&
      (!f.type || f.type.includes(row.type_id)) &&
      (f.canceled === undefined || row.canceled === f.canceled) &&
      (f.overtime === undefined || row.overtime === f.overtime) &&
      (f.working === undefined || row.is_working === f.working),
  );
  return sortRows(kept, sort.length > 0 ? sort : [{ field: "date", descending: true }], ranks);
}

const day = fc
  .integer({ min: 0, max: 185 })
  .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
const range = fc.oneof(
  day,
  fc.tuple(day, day).map(([a, b]): [string, string] => (a <= b ? [a, b] : [b, a])),
);
const subset = (ids: () => number[]) => fc.constant(null).chain(() => fc.subarray(ids(), { minLength: 1 }));

function filtersArb(): fc.Arbitrary<Filters> {
  return fc.record(
    {
      date: fc.oneof(
        { weight: 3, arbitrary: fc.constant<[string, string]>(["2026-01-01", "2026-12-31"]) },
        range,
      ),
      payroll: range,
      name: fc.constantFrom("a", "ADAMS", "quinn", ", ", '"', "陳", "o'n", "(", "%", "_"),
      department: subset(() => h.departments.map((d) => d.id)),
      flags: subset(() => h.ref.flags.map((f) => f.id)),
      jobStatus: subset(() => [h.ref.statuses.ft.id, h.ref.statuses.pt.id]),
      jobType: subset(() => [h.ref.jobs.rn.id, h.ref.jobs.cna.id, h.ref.jobs.lvn.id]),
      type: subset(() => Object.values(h.ref.shifts)),
      canceled: fc.boolean(),
      overtime: fc.boolean(),
      working: fc.boolean(),
    },
    { requiredKeys: ["date"] },
  );
}

const sortArb: fc.Arbitrary<ReportSort> = fc
  .uniqueArray(fc.constantFrom(...REPORT_SORT_FIELDS), { maxLength: 3 })
  .chain((fields) =>
    fc.tuple(...fields.map((field) => fc.boolean().map((descending) => ({ field, descending })))),
  );

describe("GET /api/shifts/report/ against a plain reference", () => {
  it("filters, sorts and pages like the reference (random criteria)", async () => {
    await fc.assert(
      fc.asyncProperty(
        filtersArb(),
        sortArb,
        fc.integer({ min: 0, max: 3 }),
        async (filters, sort, pageIndex) => {
          const want = expected(all, filters, sort);
          const pageSize = 25;
          const q = queryOf(filters, sort);
          q.set("page", String(pageIndex + 1));
          q.set("page_size", String(pageSize));
          const response = await operator("GET", `/api/shifts/report/?${q.toString()}`);
          expect(response.status, JSON.stringify(response.body)).toBe(200);
          expect(response.body.count).toBe(want.length);
          expect(response.body.results.map((row: Row) => row.id)).toEqual(
            want.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize).map((row) => row.id),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it("answers every column as the domain computes it", async () => {
    const response = await operator(
      "GET",
      "/api/shifts/report/?date_between=2026-01-01,2026-12-31&page_size=500",
    );
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(SHIFTS);
    const byId = new Map(all.map((row) => [row.id, row]));
    for (const row of response.body.results) {
      const {
        department_id: _d,
        flag_ids: _f,
        type_id: _t,
        job_type_id: _j,
        job_status_id: _s,
        is_working: _w,
        ...want
      } = byId.get(row.id) ?? ({} as Row);
      expect(row).toEqual(want);
    }
  });

  it("limits department management to their departments, without internal comments", async () => {
    const scope = [h.departments[0]?.id ?? 0];
    const filters: Filters = { date: ["2026-01-01", "2026-12-31"] };
    const want = expected(all, filters, [], scope);
    const response = await director(
      "GET",
      `/api/shifts/report/?${queryOf(filters, []).toString()}&page_size=500`,
    );
    expect(response.status).toBe(200);
    expect(response.body.results.map((row: Row) => row.id)).toEqual(want.map((row) => row.id));
    expect(response.body.results.every((row: Row) => !("internal_comments" in row))).toBe(true);
    const other = await director(
      "GET",
      `/api/shifts/report/?date_on=2026-02-01&department_id=${h.departments[1]?.id}`,
    );
    expect(other.status).toBe(404);
  });
});

describe("GET /api/shifts/report/ input", () => {
  it.each([
    ["no date", "canceled=true", "date_between"],
    ["over a year", "date_between=2025-01-01,2026-01-03", "date_between"],
    ["end before start", "date_between=2026-02-01,2026-01-01", "date_between"],
    ["payroll over a year", "payroll_date_between=2024-01-01,2026-01-03", "payroll_date_between"],
    ["a date that does not exist", "date_on=2026-02-30", "date_on"],
    ["unknown sort", "date_on=2026-02-01&order_by=password", "order_by"],
    ["internal comments sort", "date_on=2026-02-01&order_by=internal_comments", "order_by"],
    ["same field twice", "date_on=2026-02-01&order_by=date,-date", "order_by"],
    ["bad ids", "date_on=2026-02-01&flags=1,x", "flags"],
    ["huge id", "date_on=2026-02-01&department_id=99999999999", "department_id"],
    ["bad boolean", "date_on=2026-02-01&working=maybe", "working"],
    ["page too large", "date_on=2026-02-01&page_size=501", "page_size"],
  ])("%s is a 400 naming the field", async (_name, query, field) => {
    const response = await operator("GET", `/api/shifts/report/?${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors ?? {}).join(" ")).toContain(field);
  });

  it("accepts a range of exactly 366 days", async () => {
    const response = await operator("GET", "/api/shifts/report/?date_between=2025-01-01,2026-01-02");
    expect(response.status).toBe(200);
  });
});

/** The download as the bytes arrive: status, headers and text. */
async function download(user: TestUser, query: string, body: unknown) {
  const { authorization } = await signIn(t.app, user);
  const response = await t.app.inject({
    method: "POST",
    url: `/api/shifts/report/download/?${query}`,
    headers: { authorization, "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    text: response.body,
    raw: response.rawPayload,
  };
}

describe("POST /api/shifts/report/download/ (M-008)", () => {
  it("writes the chosen columns with their headers, read back by a CSV parser", async () => {
    const filters: Filters = { date: ["2026-01-01", "2026-12-31"] };
    const sort: ReportSort = [
      { field: "full_name", descending: false },
      { field: "date", descending: true },
    ];
    const want = expected(all, filters, sort);
    const fields = {
      full_name: "員工姓名",
      date: "Date",
      flags: 'Flags, "codes"',
      working: "Working",
      overtime: "OT",
      total_hours: "Hours",
      start_time: "Start",
      comments: "Comments",
      internal_comments: "Internal",
    };
    const response = await download(operatorUser, queryOf(filters, sort).toString(), {
      fields_to_download: fields,
      value_labels: { yes: "是", no: "否", on_duty: "On duty" },
      template_name: "Night Shift report",
    });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(String(response.headers["content-disposition"])).toMatch(
      /^attachment; filename="night_shift_report_\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect([...response.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(response.text.slice(1), {
      delimiter: ",",
      newline: "\r\n",
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(Object.values(fields));
    expect(rows).toHaveLength(want.length);
    const formula = (text: string) => (/^[=+\-@]/.test(text) ? `'${text}` : text);
    rows.forEach((cells, i) => {
      const row = want[i] as Row;
      expect(cells).toEqual([
        formula(row.full_name),
        row.date,
        row.flags.join(", "),
        row.working === "on_duty" ? "On duty" : row.working,
        row.overtime ? "是" : "否",
        String(row.total_hours),
        row.start_time.slice(0, 5),
        formula(row.comments),
        formula(row.internal_comments),
      ]);
    });
  });

  it("names the file shifts_<date>.csv without a template and refuses an unknown column", async () => {
    const plain = await download(operatorUser, "date_on=2026-02-01", {
      fields_to_download: { date: "Date" },
    });
    expect(plain.status).toBe(200);
    expect(String(plain.headers["content-disposition"])).toMatch(/filename="shifts_\d{4}-\d{2}-\d{2}\.csv"/);
    const unknown = await operator("POST", "/api/shifts/report/download/?date_on=2026-02-01", {
      fields_to_download: { password_hash: "x" },
    });
    expect(unknown.status).toBe(400);
    const none = await operator("POST", "/api/shifts/report/download/?date_on=2026-02-01", {
      fields_to_download: {},
    });
    expect(none.status).toBe(400);
    const noDate = await operator("POST", "/api/shifts/report/download/", {
      fields_to_download: { date: "Date" },
    });
    expect(noDate.status).toBe(400);
  });
});

describe("report permissions (M-001, C-011, C-015)", () => {
  it.each([
    ["admin", 403],
    ["nurse", 403],
    ["secretary", 403],
    ["director", 200],
    ["scheduler", 200],
    ["operator", 200],
    ["supervisor", 200],
  ] as const)("%s: %i", async (group, status) => {
    const user = await buildUser(t.deps.db, h, { group });
    const list = await caller(t, user)("GET", "/api/shifts/report/?date_on=2026-02-01");
    expect(list.status).toBe(status);
    const file = await download(user, "date_on=2026-02-01", { fields_to_download: { full_name: "Name" } });
    expect(file.status).toBe(status);
  });

  it("a screen set to no access closes the report for a scheduler", async () => {
    const user = await buildUser(t.deps.db, h, { group: "scheduler" });
    await t.deps.db.execute(
      `insert into profile_permissions (org_id, profile_id, screens) values (${h.orgId}, ${user.profileId}, '{"web":{"report":"no_access"}}')`,
    );
    const response = await caller(t, user)("GET", "/api/shifts/report/?date_on=2026-02-01");
    expect(response.status).toBe(403);
  });

  it("internal comments download only for operations management", async () => {
    const body = { fields_to_download: { full_name: "Name", internal_comments: "Internal" } };
    expect((await download(directorUser, "date_on=2026-02-01", body)).status).toBe(403);
    expect((await download(operatorUser, "date_on=2026-02-01", body)).status).toBe(200);
  });

  it("another hospital's report does not show this one's shifts", async () => {
    const other = await buildHospital(t.deps.db);
    const stranger = caller(t, await buildUser(t.deps.db, other, { group: "operator" }));
    const response = await stranger("GET", "/api/shifts/report/?date_between=2026-01-01,2026-12-31");
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(0);
  });
});

describe("PATCH /api/profiles/{id}/delete_report_template/ (M-011, Y-012)", () => {
  it("removes the template, forgets it as last, and refuses what is not there", async () => {
    const state = { filter: {}, sort: [] };
    const path = `/api/profiles/${directorUser.profileId}`;
    const saved = await director("PATCH", `${path}/update_schedule_preferences/`, [
      { path: "reports.shifts.templates.rpt1", value: { name: "One", state } },
      { path: "reports.shifts.templates.rpt2", value: { name: "Two", state } },
      { path: "reports.shifts.last", value: "rpt1" },
    ]);
    expect(saved.status).toBe(200);
    const removed = await director("PATCH", `${path}/delete_report_template/`, {
      id: "rpt1",
      source: "shifts",
    });
    expect(removed.status).toBe(200);
    expect(removed.body.reports.shifts).toEqual({ templates: { rpt2: { name: "Two", state } } });
    const kept = await director("PATCH", `${path}/delete_report_template/`, { id: "rpt2", source: "shifts" });
    expect(kept.body.reports.shifts).toEqual({ templates: {} });
    const again = await director("PATCH", `${path}/delete_report_template/`, {
      id: "rpt1",
      source: "shifts",
    });
    expect(again.status).toBe(404);
    expect(again.body.detail_key).toBe("errors.not_found.report_template");
    const bad = await director("PATCH", `${path}/delete_report_template/`, { id: "x1", source: "events" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["id", "source"]);
  });

  it("is the person's own: another profile's templates are out of reach", async () => {
    const response = await director(
      "PATCH",
      `/api/profiles/${operatorUser.profileId}/delete_report_template/`,
      {
        id: "rpt1",
        source: "shifts",
      },
    );
    expect(response.status).toBe(403);
    expect(response.body.detail_key).toBe("errors.forbidden.profile_owner_only");
  });
});

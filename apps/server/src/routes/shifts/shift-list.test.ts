import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { type Caller, caller, dayShift } from "../../../test/scheduling";

let t: TestApp;
let h: Hospital;
let api: Caller;
let scheduler: TestUser;
let rn: TestUser;
let cna: TestUser;
let icuNurse: TestUser;
const ids: Record<string, number> = {};
const flag = (name: string) => h.ref.flags.find((f) => f.name === name)?.id ?? 0;
const dept = () => h.departments[0]?.id ?? 0;
const icu = () => h.departments[1]?.id ?? 0;

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  scheduler = await buildUser(t.deps.db, h, { group: "operator" });
  api = caller(t, scheduler);
  rn = await buildUser(t.deps.db, h, { group: "nurse" });
  cna = await buildUser(t.deps.db, h, { group: "nurse" });
  icuNurse = await buildUser(t.deps.db, h, { group: "nurse", departmentIndex: 1 });
  await t.deps.db.execute(
    `update profiles set job_type_id = ${h.ref.jobs.cna.id} where user_id = ${cna.userId}`,
  );
  const response = await api("POST", "/api/shifts/", [
    dayShift(h, rn, "2027-01-04"),
    dayShift(h, rn, "2027-01-05", { overtime: true }),
    dayShift(h, cna, "2027-01-05", { flags: [flag("Low census")] }),
    dayShift(h, cna, "2027-01-06", { flex_on: true }),
    dayShift(h, rn, "2027-01-07", { department_id: icu(), flags: [flag("Float")] }),
    dayShift(h, icuNurse, "2027-01-07", { department_id: icu() }),
    dayShift(h, icuNurse, "2027-01-08", { department_id: icu() }),
  ]);
  expect(response.status).toBe(201);
  ["rn4", "rn5", "cna5", "cna6", "rnFloat", "icu7", "icu8"].forEach((name, i) => {
    ids[name] = response.body[i].id;
  });
  const swapped = await api("PATCH", `/api/shifts/${ids.icu8}/`, { swapped: true });
  expect(swapped.status).toBe(200);
  const canceled = await api("PATCH", `/api/shifts/${ids.rn4}/`, { canceled: true });
  expect(canceled.status).toBe(200);
});

const names = (body: { results: { id: number }[] }) =>
  body.results.map((row) => Object.entries(ids).find(([, id]) => id === row.id)?.[0]).sort();

describe("GET /api/shifts/ filters (spec 2 §7)", () => {
  it.each([
    ["between", "between=2027-01-04,2027-01-08", ["cna5", "cna6", "icu7", "icu8", "rn4", "rn5", "rnFloat"]],
    ["on", "on=2027-01-05", ["cna5", "rn5"]],
    ["dept_id", "between=2027-01-04,2027-01-08&dept_id=DEPT", ["cna5", "cna6", "rn4", "rn5"]],
    [
      "include_assignee_ids",
      "between=2027-01-04,2027-01-08&dept_id=DEPT&include_assignee_ids=RN",
      ["cna5", "cna6", "rn4", "rn5", "rnFloat"],
    ],
    ["assignee_id", "between=2027-01-04,2027-01-08&assignee_id=RN", ["rn4", "rn5", "rnFloat"]],
    ["canceled", "between=2027-01-04,2027-01-08&canceled=true", ["rn4"]],
    [
      "giveaway false",
      "between=2027-01-04,2027-01-08&giveaway=false&dept_id=DEPT",
      ["cna5", "cna6", "rn4", "rn5"],
    ],
    ["flex_on", "between=2027-01-04,2027-01-08&flex_on=true", ["cna6"]],
    ["non_duty", "between=2027-01-04,2027-01-08&non_duty=true", ["cna5"]],
    ["float_with_flag", "between=2027-01-04,2027-01-08&float_with_flag=true", ["rnFloat"]],
    ["overtime", "between=2027-01-04,2027-01-08&overtime=true", ["rn5"]],
    ["job_type_ids", "between=2027-01-04,2027-01-08&job_type_ids=CNA", ["cna5", "cna6"]],
    ["swapped", "between=2027-01-04,2027-01-08&swapped=true", ["icu8"]],
    ["ids", "ids=RN4IDS", ["rn4", "rn5"]],
  ])("%s", async (_name, query, expected) => {
    const url = `/api/shifts/?${query}`
      .replace("DEPT", String(dept()))
      .replace("=RN4IDS", `=${ids.rn4},${ids.rn5}`)
      .replace("=RN", `=${rn.userId}`)
      .replace("=CNA", `=${h.ref.jobs.cna.id}`);
    const response = await api("GET", url);
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(expected);
  });

  it("pages with absolute next and previous links and leaves out omitted fields", async () => {
    const first = await api(
      "GET",
      "/api/shifts/?between=2027-01-04,2027-01-08&page_size=3&omit=comments,internal_comments,settings",
    );
    expect(first.body).toMatchObject({ count: 7, previous: null });
    expect(first.body.next).toMatch(/^http:\/\/localhost(:\d+)?\/api\/shifts\/\?.*page=2/);
    expect(first.body.results).toHaveLength(3);
    expect(first.body.results[0]).not.toHaveProperty("comments");
    expect(first.body.results[0]).not.toHaveProperty("settings");
    const last = await api("GET", "/api/shifts/?between=2027-01-04,2027-01-08&page_size=3&page=3");
    expect(last.body.results).toHaveLength(1);
    expect(last.body.next).toBeNull();
    expect((await api("GET", "/api/shifts/?between=2027-01-04,2027-01-08&page_size=501")).status).toBe(400);
  });

  it.each([
    ["no range", "/api/shifts/", "between"],
    ["a reversed range", "/api/shifts/?between=2027-01-08,2027-01-04", "between"],
    ["an impossible date", "/api/shifts/?on=2027-02-30", "on"],
    ["a range over a year", "/api/shifts/?between=2026-01-01,2027-06-01", "between"],
    ["an unknown omit", "/api/shifts/?on=2027-01-04&omit=secret", "omit.0"],
    ["a bad boolean", "/api/shifts/?on=2027-01-04&canceled=maybe", "canceled"],
  ])("answers 400 naming the parameter for %s", async (_name, url, field) => {
    const response = await api("GET", url);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toContain(field);
  });
});

describe("GET /api/shifts/last/", () => {
  it("answers each asked assignee's latest shift of the kind before the date, or null", async () => {
    const url = (type: string) =>
      `/api/shifts/last/?type=${type}&before=2027-01-31&assignee_ids=${rn.userId},${cna.userId}`;
    const canceled = await api("GET", url("canceled"));
    expect(canceled.status).toBe(200);
    expect(canceled.body[rn.userId].last.id).toBe(ids.rn4);
    expect(canceled.body[cna.userId]).toEqual({ last: null });
    expect((await api("GET", url("overtime"))).body[rn.userId].last.id).toBe(ids.rn5);
    expect((await api("GET", url("float"))).body[rn.userId].last.id).toBe(ids.rnFloat);
    expect(
      (await api("GET", url("float").replace("2027-01-31", "2027-01-07"))).body[rn.userId].last,
    ).toBeNull();
    expect((await api("GET", "/api/shifts/last/?type=late&before=2027-01-31&assignee_ids=1")).status).toBe(
      400,
    );
  });
});

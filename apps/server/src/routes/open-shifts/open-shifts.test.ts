import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital } from "../../../test/factories";
import { type Caller, caller } from "../../../test/scheduling";

let t: TestApp;
let h: Hospital;
let operator: Caller;
let nurse: Caller;
let icuNurse: Caller;
let nurseId: number;
const DATE = "2026-12-20";

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  operator = caller(t, await buildUser(t.deps.db, h, { group: "operator" }));
  const person = await buildUser(t.deps.db, h, { group: "nurse" });
  nurseId = person.userId;
  nurse = caller(t, person);
  icuNurse = caller(t, await buildUser(t.deps.db, h, { group: "nurse", departmentIndex: 1 }));
});

function draft(extra: Record<string, unknown> = {}) {
  return {
    department_id: h.departments[0]?.id,
    date: DATE,
    type_id: h.ref.shifts.d12,
    opening: 1,
    job_types: [h.ref.jobs.rn.id],
    bidding_ends_on: new Date(t.clock().getTime() + 3_600_000).toISOString(),
    ...extra,
  };
}

describe("open shifts over HTTP", () => {
  it("a manager opens a shift, an eligible nurse finds it, previews it and takes it first come first served", async () => {
    const created = await operator("POST", "/api/open-shifts/", draft({ fcfs: true }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      state: "open",
      start_time: "07:00:00",
      end_time: "19:00:00",
      fcfs: true,
    });
    const id: number = created.body.id;

    const offered = await nurse("GET", "/api/open-shifts/?state=pending");
    expect(offered.body.results.map((row: { id: number }) => row.id)).toContain(id);
    const elsewhere = await icuNurse("GET", "/api/open-shifts/?state=pending");
    expect(elsewhere.body.results.map((row: { id: number }) => row.id)).not.toContain(id);
    expect((await icuNurse("GET", `/api/open-shifts/${id}/`)).status).toBe(404);

    expect(await nurse("GET", `/api/open-shifts/${id}/preview/`)).toEqual({ status: 200, body: [] });
    const won = await nurse("POST", `/api/open-shifts/${id}/bid/`);
    expect(won.status).toBe(200);
    expect(won.body).toMatchObject({ assignee_id: nurseId, open_shift_id: id, date: DATE });
    expect((await operator("GET", `/api/open-shifts/${id}/`)).body).toMatchObject({
      state: "closed",
      assignees: [nurseId],
    });
    expect((await icuNurse("POST", `/api/open-shifts/${id}/bid/`)).status).toBe(404);
  });

  it("changes details only while nobody has bid (H-010)", async () => {
    const created = await operator("POST", "/api/open-shifts/", draft());
    const id: number = created.body.id;
    const changed = await operator("PATCH", `/api/open-shifts/${id}/`, {
      title: "Float RN needed",
      comments: "Bring badge",
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: "Float RN needed", comments: "Bring badge" });
    await nurse("POST", `/api/open-shifts/${id}/bid/`);
    expect((await operator("PATCH", `/api/open-shifts/${id}/`, { title: "Too late" })).status).toBe(412);
    expect((await operator("GET", `/api/open-shifts/${id}/`)).body.title).toBe("Float RN needed");
  });

  it("counts pending open shifts and their bids for the rail", async () => {
    const created = await operator("POST", "/api/open-shifts/", draft());
    await nurse("POST", `/api/open-shifts/${created.body.id}/bid/`);
    const counted = await operator("GET", "/api/open-shifts/count/?state=pending");
    expect(counted.status).toBe(200);
    expect(counted.body.count).toBeGreaterThanOrEqual(1);
    expect(counted.body.bids).toBeGreaterThanOrEqual(1);
  });

  it("lists a person's bids by dates for themselves and their managers only (H-017)", async () => {
    const created = await operator("POST", "/api/open-shifts/", draft());
    await nurse("POST", `/api/open-shifts/${created.body.id}/bid/`);
    const url = `/api/open-shifts/user_bids/?user_id=${nurseId}&between=2026-12-01,2026-12-31`;
    const own = await nurse("GET", url);
    expect(own.status).toBe(200);
    expect(own.body.map((row: { id: number }) => row.id)).toContain(created.body.id);
    expect((await operator("GET", url)).body.map((row: { id: number }) => row.id)).toContain(created.body.id);
    expect((await icuNurse("GET", url)).status).toBe(403);
    expect(
      (await nurse("GET", `/api/open-shifts/user_bids/?user_id=${nurseId}&between=2026-12-01`)).status,
    ).toBe(400);
  });

  it.each([
    ["an empty list query", "GET", "/api/open-shifts/", undefined],
    [
      "a sort field history does not have",
      "GET",
      "/api/open-shifts/?state=history&order_by=bidding_ends_on",
      undefined,
    ],
    ["an id beyond integer", "GET", "/api/open-shifts/2147483648/", undefined],
    ["bidding that ended already", "POST", "/api/open-shifts/", { bidding_ends_on: "2020-01-01T00:00:00Z" }],
    ["a quarter-hour start", "POST", "/api/open-shifts/", { start_time: "07:15" }],
    ["no seats", "POST", "/api/open-shifts/", { opening: 0 }],
    ["a job type of no hospital", "POST", "/api/open-shifts/", { job_types: [999999] }],
  ] as const)("refuses %s with 400", async (_label, method, url, change) => {
    const answer = await operator(method, url, change === undefined ? undefined : draft(change));
    expect(answer.status).toBe(400);
  });

  it("keeps staff and managers without the open-shift screen out of management", async () => {
    expect((await nurse("POST", "/api/open-shifts/", draft())).status).toBe(403);
    const scheduler = caller(t, await buildUser(t.deps.db, h, { group: "scheduler" }));
    expect((await scheduler("GET", "/api/open-shifts/?state=pending")).status).toBe(403);
  });
});

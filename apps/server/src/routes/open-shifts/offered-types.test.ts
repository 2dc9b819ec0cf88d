import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital } from "../../../test/factories";
import { type Caller, caller } from "../../../test/scheduling";
import { jobTypes } from "../../db/schema";

// F-019 for open shifts: the job types an open shift names gate who may take its seats, so each must
// be offered its type; an open shift for any job type seats only people its type is offered to.
let t: TestApp;
let h: Hospital;
let operator: Caller;
let nurse: Caller;
let nurseId: number;
let secretary: Caller;
let secretaryId: number;
const DATE = "2026-12-21";

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  operator = caller(t, await buildUser(t.deps.db, h, { group: "operator" }));
  const rn = await buildUser(t.deps.db, h, { group: "nurse" });
  nurseId = rn.userId;
  nurse = caller(t, rn);
  // The unit secretary's job type offers Day 8 and Evening 8 only.
  const desk = await buildUser(t.deps.db, h, { group: "secretary" });
  secretaryId = desk.userId;
  secretary = caller(t, desk);
});

function draft(extra: Record<string, unknown> = {}) {
  return {
    department_id: h.departments[0]?.id,
    date: DATE,
    type_id: h.ref.shifts.d12,
    opening: 2,
    job_types: [],
    bidding_ends_on: new Date(t.clock().getTime() + 3_600_000).toISOString(),
    ...extra,
  };
}

async function open(extra: Record<string, unknown> = {}): Promise<number> {
  const created = await operator("POST", "/api/open-shifts/", draft(extra));
  expect(created.status).toBe(201);
  const id: number = created.body.id;
  return id;
}

async function shiftsOn(date: string): Promise<{ assignee_id: number }[]> {
  const rows: { assignee_id: number }[] = (await operator("GET", `/api/shifts/?between=${date},${date}`)).body
    .results;
  return rows;
}

describe("opening a shift for job types", () => {
  it("refuses a type one of the job types is not offered, with 400 on type_id, and opens nothing", async () => {
    const before = (await operator("GET", "/api/open-shifts/?state=pending")).body.count;
    const refused = await operator(
      "POST",
      "/api/open-shifts/",
      draft({ type_id: h.ref.shifts.n12, job_types: [h.ref.jobs.rn.id, h.ref.jobs.sec.id] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error_keys).toEqual({
      type_id: [{ key: "validation.shift_type_not_offered_job_types" }],
    });
    expect((await operator("GET", "/api/open-shifts/?state=pending")).body.count).toBe(before);
    await open({ type_id: h.ref.shifts.d8, job_types: [h.ref.jobs.rn.id, h.ref.jobs.sec.id] });
  });

  it("seats a person of a named job type, the job types being the gate", async () => {
    const id = await open({ type_id: h.ref.shifts.d8, job_types: [h.ref.jobs.sec.id], fcfs: true });
    // The job type stops offering Day 8 after the shift was opened: the seat keeps the offer made.
    const sec = h.ref.jobs.sec;
    await t.deps.db
      .update(jobTypes)
      .set({ settings: { ...sec.settings, associatedShiftTypes: [h.ref.shifts.e8] } })
      .where(eq(jobTypes.id, sec.id));
    try {
      const won = await secretary("POST", `/api/open-shifts/${id}/bid/`);
      expect(won.status).toBe(200);
      expect(won.body).toMatchObject({
        assignee_id: secretaryId,
        type_id: h.ref.shifts.d8,
        open_shift_id: id,
      });
    } finally {
      await t.deps.db.update(jobTypes).set({ settings: sec.settings }).where(eq(jobTypes.id, sec.id));
    }
  });
});

describe("an open shift for any job type", () => {
  it("refuses a bid from a person its type is not offered to, and takes the others", async () => {
    const id = await open();
    const refused = await secretary("POST", `/api/open-shifts/${id}/bid/`);
    expect(refused.status).toBe(412);
    expect(refused.body).toMatchObject({ code: "precondition_failed" });
    const bid = await nurse("POST", `/api/open-shifts/${id}/bid/`);
    expect(bid.status).toBe(200);
    expect((await operator("GET", `/api/open-shifts/${id}/`)).body.bidders).toEqual([nurseId]);
  });

  it("seats no one first come first served whom its type is not offered to", async () => {
    const date = "2026-12-22";
    const id = await open({ date, fcfs: true });
    const refused = await secretary("POST", `/api/open-shifts/${id}/bid/`);
    expect(refused.status).toBe(412);
    expect(await shiftsOn(date)).toEqual([]);
    expect((await operator("GET", `/api/open-shifts/${id}/`)).body).toMatchObject({
      bidders: [],
      assignees: [],
    });
  });

  it("refuses to assign such a person with 400 on assignees and seats nobody, and seats the others", async () => {
    const date = "2026-12-23";
    const id = await open({ date });
    const refused = await operator("POST", `/api/open-shifts/${id}/assign/`, {
      assignees: [nurseId, secretaryId],
      selected_bidders: [],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error_keys).toEqual({ assignees: [{ key: "validation.shift_type_not_offered" }] });
    expect(await shiftsOn(date)).toEqual([]);
    expect((await operator("GET", `/api/open-shifts/${id}/`)).body.assignees).toEqual([]);

    const seated = await operator("POST", `/api/open-shifts/${id}/assign/`, {
      assignees: [nurseId],
      selected_bidders: [],
    });
    expect(seated.status).toBe(200);
    expect(seated.body.open_shift.assignees).toEqual([nurseId]);
    expect((await shiftsOn(date)).map((row) => row.assignee_id)).toEqual([nurseId]);
  });
});

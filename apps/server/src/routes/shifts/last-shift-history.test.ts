import { and, desc, eq, lt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { shifts } from "../../db/schema";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { type Caller, caller, dayShift, nightShift, showSchedulesToStaff } from "../../../test/scheduling";

// The last-shift browser (N-006): one person's shifts of a kind before a day, newest first, in
// keyset pages.
let t: TestApp;
let h: Hospital;
let api: Caller;
let rn: TestUser;
let other: TestUser;
const canceledIds: number[] = [];
const ids: Record<string, number> = {};
const flag = (name: string) => h.ref.flags.find((f) => f.name === name)?.id ?? 0;
const icu = () => h.departments[1]?.id ?? 0;
const history = (query: string) => api("GET", `/api/shifts/last/history/?${query}`);

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  api = caller(t, await buildUser(t.deps.db, h, { group: "operator" }));
  rn = await buildUser(t.deps.db, h, { group: "nurse" });
  other = await buildUser(t.deps.db, h, { group: "nurse" });
  // Nine days with a canceled day shift, two of them with a canceled night shift as well (the same
  // date, a later start), so a page boundary falls inside a day.
  const canceled = [];
  for (let day = 1; day <= 9; day++) {
    const date = `2027-03-0${day}`;
    canceled.push(dayShift(h, rn, date, { comments: `low census ${day}` }));
    if (day === 4 || day === 7) canceled.push(nightShift(h, rn, date));
  }
  const created = await api("POST", "/api/shifts/", [
    ...canceled,
    dayShift(h, rn, "2027-03-10"),
    dayShift(h, rn, "2027-03-11", { overtime: true }),
    dayShift(h, rn, "2027-03-12", { department_id: icu() }),
    dayShift(h, rn, "2027-03-13", { flags: [flag("Float")] }),
    dayShift(h, rn, "2027-03-20"),
    dayShift(h, other, "2027-03-05"),
  ]);
  expect(created.status).toBe(201);
  const rows: { id: number }[] = created.body;
  canceledIds.push(...rows.slice(0, canceled.length).map((row) => row.id));
  ["plain", "overtime", "floatByDepartment", "floatByFlag", "canceledLater", "otherCanceled"].forEach(
    (name, i) => {
      ids[name] = rows[canceled.length + i]?.id ?? 0;
    },
  );
  // A shift is canceled once it exists.
  const cancel = [...canceledIds, ids.canceledLater, ids.otherCanceled].map((id) => ({ id, canceled: true }));
  expect((await api("PATCH", "/api/shifts/bulk_update/", cancel)).status).toBe(200);
});

/** The reference order: date, then start time, then id, all newest first. */
async function expectedCanceled(): Promise<number[]> {
  const rows = await t.deps.db
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.assigneeId, rn.userId), eq(shifts.canceled, true), lt(shifts.date, "2027-03-15")))
    .orderBy(desc(shifts.date), desc(shifts.startTime), desc(shifts.id));
  return rows.map((row) => row.id);
}

describe("GET /api/shifts/last/history/", () => {
  it("answers the kind's shifts before the day, newest first, with the whole wire shift", async () => {
    const response = await history(`assignee_id=${rn.userId}&type=canceled&before=2027-03-15&limit=50`);
    expect(response.status).toBe(200);
    const got = response.body.results.map((row: { id: number }) => row.id);
    expect(got).toEqual(await expectedCanceled());
    expect([...got].sort()).toEqual([...canceledIds].sort());
    expect(got).not.toContain(ids.canceledLater);
    expect(got).not.toContain(ids.otherCanceled);
    expect(response.body.next_cursor).toBeNull();
    expect(response.body.results[0]).toMatchObject({
      date: "2027-03-09",
      canceled: true,
      comments: "low census 9",
    });
    // The night shift of the 7th starts later than its day shift, so it comes first.
    const seventh = response.body.results.filter((row: { date: string }) => row.date === "2027-03-07");
    expect(seventh.map((row: { start_time: string }) => row.start_time)).toEqual(["19:00:00", "07:00:00"]);
  });

  it("pages with the cursor without gaps or repeats", async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `assignee_id=${rn.userId}&type=canceled&before=2027-03-15&limit=4${
        cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""
      }`;
      const response = await history(query);
      expect(response.status).toBe(200);
      expect(response.body.results.length).toBeLessThanOrEqual(4);
      seen.push(...response.body.results.map((row: { id: number }) => row.id));
      cursor = response.body.next_cursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(await expectedCanceled());
  });

  it("keeps its place when the page before changes", async () => {
    const first = await history(`assignee_id=${rn.userId}&type=canceled&before=2027-03-15&limit=3`);
    const extra = await api("POST", "/api/shifts/", [dayShift(h, rn, "2027-03-14")]);
    await api("PATCH", `/api/shifts/${extra.body[0].id}/`, { canceled: true });
    const second = await history(
      `assignee_id=${rn.userId}&type=canceled&before=2027-03-15&limit=3&cursor=${first.body.next_cursor}`,
    );
    const firstIds = first.body.results.map((row: { id: number }) => row.id);
    const all = await expectedCanceled();
    expect(second.body.results.map((row: { id: number }) => row.id)).toEqual(all.slice(4, 7));
    expect(all.slice(1, 4)).toEqual(firstIds);
    await api("DELETE", `/api/shifts/${extra.body[0].id}/`);
  });

  it.each([
    ["overtime", ["overtime"]],
    ["float", ["floatByFlag", "floatByDepartment"]],
  ])("answers %s shifts as the last-shift bar counts them", async (type, expected) => {
    const response = await history(`assignee_id=${rn.userId}&type=${type}&before=2027-03-15`);
    expect(response.status).toBe(200);
    expect(response.body.results.map((row: { id: number }) => row.id)).toEqual(
      expected.map((name) => ids[name]),
    );
    const bar = await api(
      "GET",
      `/api/shifts/last/?type=${type}&before=2027-03-15&assignee_ids=${rn.userId}`,
    );
    expect(bar.body[rn.userId].last.id).toBe(response.body.results[0].id);
  });

  it("answers nothing about a person outside the caller's reach", async () => {
    const icuScheduler = caller(t, await buildUser(t.deps.db, h, { group: "scheduler", departmentIndex: 1 }));
    const far = await icuScheduler(
      "GET",
      `/api/shifts/last/history/?assignee_id=${rn.userId}&type=canceled&before=2027-03-15`,
    );
    expect(far.status).toBe(200);
    expect(far.body).toEqual({ results: [], next_cursor: null });
    // Staff read their department's shifts only in schedules shown to them (F-009), as F-040 does.
    const asOther = caller(t, other);
    const colleague = (before: string) =>
      asOther("GET", `/api/shifts/last/history/?assignee_id=${rn.userId}&type=canceled&before=${before}`);
    const barOf = async (before: string): Promise<{ id: number } | null> => {
      const bar = await asOther(
        "GET",
        `/api/shifts/last/?type=canceled&before=${before}&assignee_ids=${rn.userId}`,
      );
      const answer: { last: { id: number } | null } = bar.body[rn.userId];
      return answer.last;
    };
    expect((await colleague("2027-03-15")).body.results).toEqual([]);
    expect(await barOf("2027-03-15")).toBeNull();
    await showSchedulesToStaff(t.deps.db, h);
    const shown = await colleague("2027-03-15");
    expect(shown.body.results[0].id).toBe((await barOf("2027-03-15"))?.id);
    expect(shown.body.results[0]).not.toHaveProperty("internal_comments");
  });

  it.each([
    ["no assignee", "type=canceled&before=2027-03-15", "assignee_id"],
    ["an id past integer", "assignee_id=2147483648&type=canceled&before=2027-03-15", "assignee_id"],
    ["an unknown kind", "assignee_id=1&type=late&before=2027-03-15", "type"],
    ["an impossible day", "assignee_id=1&type=canceled&before=2027-02-30", "before"],
    ["a cursor of two parts", "assignee_id=1&type=canceled&before=2027-03-15&cursor=2027-03-01,5", "cursor"],
    [
      "a cursor hour past 23",
      "assignee_id=1&type=canceled&before=2027-03-15&cursor=2027-03-01,25:00:00,5",
      "cursor.1",
    ],
    [
      "a cursor id past integer",
      "assignee_id=1&type=canceled&before=2027-03-15&cursor=2027-03-01,07:00:00,2147483648",
      "cursor.2",
    ],
    ["a limit over the cap", "assignee_id=1&type=canceled&before=2027-03-15&limit=51", "limit"],
    ["a limit of zero", "assignee_id=1&type=canceled&before=2027-03-15&limit=0", "limit"],
  ])("answers 400 naming the field for %s", async (_name, query, field) => {
    const response = await history(query);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toContain(field);
  });
});

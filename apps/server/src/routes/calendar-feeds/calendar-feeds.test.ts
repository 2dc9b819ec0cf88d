import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildShift, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { type Caller, caller } from "../../../test/scheduling";
import { events, schedules, shifts } from "../../db/schema";

let t: TestApp;
let h: Hospital;
let nurse: TestUser;
let asNurse: Caller;
let asScheduler: Caller;
let asOtherScheduler: Caller;
const ids = {
  day: 0,
  fallBack: 0,
  springForward: 0,
  canceled: 0,
  draft: 0,
  colleague: 0,
  approved: 0,
  pending: 0,
};

interface ParsedEvent {
  uid: string;
  summary: string;
  status: string | null;
  start: Date;
  end: Date;
  allDay: boolean;
  startTzid: string | null;
}

/** Parses a feed with ical.js (not the library that wrote it), resolving times through its VTIMEZONE. */
function parseFeed(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    const status = component.getFirstPropertyValue("status");
    return {
      uid: event.uid,
      summary: event.summary,
      status: typeof status === "string" ? status : null,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      allDay: event.startDate.isDate,
      startTzid: component.getFirstProperty("dtstart")?.getParameter("tzid")?.toString() ?? null,
    };
  });
}

async function feedOf(path: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url: path, headers });
}

beforeAll(async () => {
  t = await testApp();
  // America/Chicago (the factory's zone): fall back 2026-11-01, spring forward 2027-03-14.
  h = await buildHospital(t.deps.db);
  nurse = await buildUser(t.deps.db, h, { group: "nurse" });
  const colleague = await buildUser(t.deps.db, h, { group: "nurse" });
  asNurse = caller(t, nurse);
  asScheduler = caller(t, await buildUser(t.deps.db, h, { group: "scheduler" }));
  asOtherScheduler = caller(t, await buildUser(t.deps.db, h, { group: "scheduler", departmentIndex: 1 }));

  ids.day = await buildShift(t.deps.db, h, { userId: nurse.userId, date: "2026-11-24" });
  ids.fallBack = await buildShift(t.deps.db, h, {
    userId: nurse.userId,
    date: "2026-10-31",
    startTime: "19:00",
    endTime: "07:00",
  });
  ids.springForward = await buildShift(t.deps.db, h, {
    userId: nurse.userId,
    date: "2027-03-13",
    startTime: "19:00",
    endTime: "07:00",
  });
  ids.canceled = await buildShift(t.deps.db, h, {
    userId: nurse.userId,
    date: "2026-11-26",
    departmentIndex: 1,
  });
  await t.deps.db
    .update(shifts)
    .set({ canceled: true, internalComments: "INTERNAL-NOTE-42" })
    .where(eq(shifts.id, ids.canceled));
  ids.draft = await buildShift(t.deps.db, h, { userId: nurse.userId, date: "2026-12-01" });
  const [draft] = await t.deps.db.select().from(shifts).where(eq(shifts.id, ids.draft));
  await t.deps.db
    .update(schedules)
    .set({ state: "draft" })
    .where(eq(schedules.id, draft?.scheduleId ?? 0));
  ids.colleague = await buildShift(t.deps.db, h, { userId: colleague.userId, date: "2026-11-24" });

  const vacation = h.ref.eventTypes.find((type) => type.name === "Vacation")?.id ?? 0;
  const timeOff = (dates: string[], state: string) => ({
    orgId: h.orgId,
    assigneeId: nurse.userId,
    departmentId: h.departments[0]?.id ?? 0,
    typeId: vacation,
    dates,
    firstDate: dates[0] ?? "",
    lastDate: dates.at(-1) ?? "",
    state,
  });
  const [approved, pending] = await t.deps.db
    .insert(events)
    .values([timeOff(["2026-12-24", "2026-12-25"], "approved"), timeOff(["2027-01-05"], "pending")])
    .returning({ id: events.id });
  ids.approved = approved?.id ?? 0;
  ids.pending = pending?.id ?? 0;
});

describe("personal calendar feed", () => {
  it("is off until turned on, then lists one stable link", async () => {
    expect((await asNurse("GET", "/api/calendar-feeds/")).body.results).toEqual([]);
    const on = await asNurse("POST", "/api/calendar-feeds/personal/");
    expect(on.status).toBe(200);
    expect(on.body.kind).toBe("personal");
    expect(on.body.path).toMatch(/^\/cal\/[A-Za-z0-9_-]{43}\.ics$/);
    const again = await asNurse("POST", "/api/calendar-feeds/personal/");
    expect(again.body.path).toBe(on.body.path);
    expect((await asNurse("GET", "/api/calendar-feeds/")).body.results).toEqual([on.body]);
  });

  it("carries exactly the person's visible shifts and approved time off, right across DST nights", async () => {
    const { body } = await asNurse("POST", "/api/calendar-feeds/personal/");
    const response = await feedOf(body.path);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(response.body).toContain("BEGIN:VTIMEZONE");
    expect(response.body).not.toContain("INTERNAL-NOTE-42");
    const parsed = parseFeed(response.body);
    const byUid = new Map(parsed.map((event) => [event.uid, event]));
    const host = "rosterly";
    const [unit, otherUnit] = h.departments.map((d) => d.name);

    // Every event, compared with the schedule: no draft-state shift, no colleague's, no pending time off.
    expect([...byUid.keys()].sort()).toEqual(
      [
        `shift-${ids.day}@${host}`,
        `shift-${ids.fallBack}@${host}`,
        `shift-${ids.springForward}@${host}`,
        `shift-${ids.canceled}@${host}`,
        `timeoff-${ids.approved}-20261224@${host}`,
        `timeoff-${ids.approved}-20261225@${host}`,
      ].sort(),
    );
    const day = byUid.get(`shift-${ids.day}@${host}`);
    expect(day?.start.toISOString()).toBe("2026-11-24T13:00:00.000Z");
    expect(day?.end.toISOString()).toBe("2026-11-25T01:00:00.000Z");
    expect(day?.summary).toBe(`Day 12 · ${unit}`);
    expect(day?.status).toBe("CONFIRMED");
    expect(day?.startTzid).toBe("America/Chicago");

    // Fall back: 19:00 CDT to 07:00 CST is 13 hours.
    const fallBack = byUid.get(`shift-${ids.fallBack}@${host}`);
    expect(fallBack?.start.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(fallBack?.end.toISOString()).toBe("2026-11-01T13:00:00.000Z");
    // Spring forward: 19:00 CST to 07:00 CDT is 11 hours.
    const spring = byUid.get(`shift-${ids.springForward}@${host}`);
    expect(spring?.start.toISOString()).toBe("2027-03-14T01:00:00.000Z");
    expect(spring?.end.toISOString()).toBe("2027-03-14T12:00:00.000Z");

    const canceled = byUid.get(`shift-${ids.canceled}@${host}`);
    expect(canceled?.status).toBe("CANCELLED");
    expect(canceled?.summary).toBe(`Day 12 · ${otherUnit}`);

    const christmas = byUid.get(`timeoff-${ids.approved}-20261225@${host}`);
    expect(christmas?.allDay).toBe(true);
    expect(christmas?.summary).toBe("Vacation");
    expect(christmas?.start.getFullYear()).toBe(2026);
  });

  it("answers 304 to a current ETag or date, and changes when the schedule does", async () => {
    const { body } = await asNurse("POST", "/api/calendar-feeds/personal/");
    const first = await feedOf(body.path);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers["last-modified"]);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await feedOf(body.path)).headers.etag).toBe(etag);
    expect((await feedOf(body.path, { "if-none-match": etag })).statusCode).toBe(304);
    expect((await feedOf(body.path, { "if-modified-since": lastModified })).statusCode).toBe(304);
    expect((await feedOf(body.path, { "if-none-match": '"other"' })).statusCode).toBe(200);

    await t.deps.db
      .update(shifts)
      .set({ startTime: "08:00", modifiedOn: new Date(Date.parse(lastModified) + 1000) })
      .where(eq(shifts.id, ids.day));
    const changed = await feedOf(body.path, { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((await feedOf(body.path, { "if-modified-since": lastModified })).statusCode).toBe(200);
  });

  it("moves Last-Modified when a shift is deleted, though no remaining row changed", async () => {
    const { body } = await asNurse("POST", "/api/calendar-feeds/personal/");
    const gone = await buildShift(t.deps.db, h, { userId: nurse.userId, date: "2026-12-02" });
    const before = await feedOf(body.path);
    const lastModified = String(before.headers["last-modified"]);
    expect((await feedOf(body.path, { "if-modified-since": lastModified })).statusCode).toBe(304);

    await t.deps.db.delete(shifts).where(eq(shifts.id, gone));
    const after = await feedOf(body.path, { "if-modified-since": lastModified });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain(`shift-${gone}@`);
    expect(Date.parse(String(after.headers["last-modified"]))).toBeGreaterThan(Date.parse(lastModified));
    // The new date then holds until the content changes again.
    const again = await feedOf(body.path, { "if-modified-since": String(after.headers["last-modified"]) });
    expect(again.statusCode).toBe(304);
  });

  it("regenerating kills the old link at once; turning off kills the feed", async () => {
    const { body: before } = await asNurse("POST", "/api/calendar-feeds/personal/");
    const regenerated = await asNurse("POST", "/api/calendar-feeds/personal/regenerate/");
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.path).not.toBe(before.path);
    expect((await feedOf(before.path)).statusCode).toBe(404);
    expect((await feedOf(regenerated.body.path)).statusCode).toBe(200);

    expect((await asNurse("DELETE", "/api/calendar-feeds/personal/")).status).toBe(204);
    expect((await feedOf(regenerated.body.path)).statusCode).toBe(404);
    expect((await asNurse("GET", "/api/calendar-feeds/")).body.results).toEqual([]);
    expect((await asNurse("POST", "/api/calendar-feeds/personal/regenerate/")).status).toBe(404);
  });

  it("unknown and malformed links are 404 without a session; the management calls need one", async () => {
    for (const path of [
      "/cal/nope.ics",
      `/cal/${"A".repeat(43)}.ics`,
      `/cal/${"A".repeat(43)}`,
      "/cal/.ics",
    ]) {
      const response = await feedOf(path);
      expect(response.statusCode, path).toBe(404);
    }
    // Text no database could store is refused before the lookup, as for every request.
    expect((await feedOf("/cal/%00.ics")).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/calendar-feeds/" })).statusCode).toBe(401);
  });
});

describe("department calendar feed", () => {
  it("is for managers of that department only", async () => {
    const [first, second] = h.departments.map((d) => d.id);
    expect((await asNurse("POST", `/api/calendar-feeds/departments/${first}/`)).status).toBe(403);
    expect((await asOtherScheduler("POST", `/api/calendar-feeds/departments/${first}/`)).status).toBe(403);
    expect((await asScheduler("POST", `/api/calendar-feeds/departments/${second}/`)).status).toBe(403);
    expect((await asScheduler("POST", "/api/calendar-feeds/departments/99999999/")).status).toBe(403);
    expect((await asScheduler("POST", "/api/calendar-feeds/departments/x/")).status).toBe(400);
  });

  it("carries the department's published shifts with whose they are", async () => {
    const first = h.departments[0]?.id ?? 0;
    const on = await asScheduler("POST", `/api/calendar-feeds/departments/${first}/`);
    expect(on.status).toBe(200);
    expect(on.body.department_id).toBe(first);
    const parsed = parseFeed((await feedOf(on.body.path)).body);
    const uids = parsed.map((event) => event.uid);
    expect(uids).toContain(`shift-${ids.colleague}@rosterly`);
    expect(uids).toContain(`shift-${ids.day}@rosterly`);
    // The draft schedule's shift and the other department's shift stay out.
    expect(uids).not.toContain(`shift-${ids.draft}@rosterly`);
    expect(uids).not.toContain(`shift-${ids.canceled}@rosterly`);
    expect(parsed.find((event) => event.uid === `shift-${ids.day}@rosterly`)?.summary).toMatch(
      /^nurse, Test · Day 12 · /,
    );
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildUser } from "../../../test/factories";
import { buildWard, type Ward } from "../../../test/requests";
import { caller } from "../../../test/scheduling";

let t: TestApp;
let w: Ward;
const sent: Record<string, { id: number; content_type: string }> = {};

beforeAll(async () => {
  t = await testApp();
  w = await buildWard(t);
  const minute = 60_000;
  const giveawayShift = await w.shift(w.nurse, "2026-12-02");
  sent.giveaway = (
    await w.as.nurse("POST", "/api/shift-requests/", { request_type: "giveaway", shift_id: giveawayShift })
  ).body;
  t.clock.advance(minute);
  const mine = await w.shift(w.nurse, "2026-12-03");
  const theirs = await w.shift(w.partner, "2026-12-04");
  sent.swap = (
    await w.as.nurse("POST", "/api/swaps/", { source_shift_id: mine, target_shift_id: theirs })
  ).body;
  t.clock.advance(minute);
  const vacation = w.h.ref.eventTypes.find((type) => type.name === "Vacation")?.id;
  sent.event = (
    await w.as.nurse("POST", "/api/events/request/", { type_id: vacation, dates: ["2026-12-20"] })
  ).body;
  t.clock.advance(minute);
  const colleagues = await w.shift(w.colleague, "2026-12-05");
  sent.reschedule = (
    await w.as.colleague("POST", "/api/shift-requests/", {
      request_type: "reschedule",
      shift_id: colleagues,
      date: "2026-12-07",
    })
  ).body;
  t.clock.advance(minute);
});

const ids = (body: { results: { id: number; content_type: string }[] }) =>
  body.results.map((row) => `${row.content_type}:${row.id}`);
const key = (name: string) => `${sent[name]?.content_type}:${sent[name]?.id}`;

describe("the request list and count", () => {
  it("gives management every request of its wards, newest first, with the summary fields", async () => {
    const list = await w.as.scheduler("GET", "/api/approvals/");
    expect(list.status).toBe(200);
    expect(ids(list.body)).toEqual([key("reschedule"), key("event"), key("swap"), key("giveaway")]);
    expect(list.body.results[2]).toMatchObject({
      request_type: "swap",
      state: "pending_scheduler_approval",
      department_id: w.dept,
      requester_id: w.nurse.userId,
      requester_name: "nurse, Test",
      counterpart_id: w.partner.userId,
      dates: ["2026-12-03", "2026-12-04"],
      reviewer_id: w.scheduler.userId,
    });
    const ascending = await w.as.scheduler("GET", "/api/approvals/?order_by=created_on&page_size=2");
    expect(ids(ascending.body)).toEqual([key("giveaway"), key("swap")]);
    expect(ascending.body.count).toBe(4);
    expect(ascending.body.next).toContain("page=2");
  });

  it("filters by kind, type, state, department, reviewer and requester", async () => {
    const get = async (query: string) => ids((await w.as.scheduler("GET", `/api/approvals/?${query}`)).body);
    expect(await get("assoc_content_types=swap,event")).toEqual([key("event"), key("swap")]);
    expect(await get("request_types=giveaway,reschedule")).toEqual([key("reschedule"), key("giveaway")]);
    expect(await get("assoc_content_states=approved")).toEqual([]);
    expect(await get(`dept_id=${w.h.departments[1]?.id}`)).toEqual([]);
    expect(await get("assigned_to_me=true&pending=true")).toHaveLength(4);
    expect(await get("mine=true")).toEqual([]);
    expect(await get("created_by_name=NURS")).toHaveLength(4);
    expect(await get("created_by_name=nobody")).toEqual([]);
    expect(ids((await w.as.director("GET", "/api/approvals/?assigned_to_me=true")).body)).toEqual([]);
    for (const bad of ["order_by=name", "pending=maybe", "request_types=leave", "page_size=101"]) {
      expect((await w.as.scheduler("GET", `/api/approvals/?${bad}`)).status).toBe(400);
    }
  });

  it("shows staff only what they sent or what names them", async () => {
    expect(ids((await w.as.nurse("GET", "/api/approvals/")).body)).toEqual([
      key("event"),
      key("swap"),
      key("giveaway"),
    ]);
    expect(ids((await w.as.partner("GET", "/api/approvals/")).body)).toEqual([key("swap")]);
    expect(ids((await w.as.elsewhere("GET", "/api/approvals/")).body)).toEqual([]);
    const icuScheduler = caller(
      t,
      await buildUser(t.deps.db, w.h, { group: "scheduler", departmentIndex: 1 }),
    );
    expect((await icuScheduler("GET", "/api/approvals/count/?pending=true")).body).toEqual({ count: 0 });
  });

  it("counts what awaits review for the badge, and less once one is decided", async () => {
    expect((await w.as.scheduler("GET", "/api/approvals/count/?pending=true")).body).toEqual({ count: 4 });
    await w.as.scheduler("PATCH", `/api/shift-requests/${sent.reschedule?.id}/reject/`, {});
    expect((await w.as.scheduler("GET", "/api/approvals/count/?pending=true")).body).toEqual({ count: 3 });
    const history = await w.as.scheduler("GET", "/api/approvals/?pending=false&order_by=-modified_on");
    expect(ids(history.body)).toEqual([key("reschedule")]);
  });
});

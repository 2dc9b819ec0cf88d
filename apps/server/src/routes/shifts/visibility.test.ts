import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { caller, dayShift, showSchedulesToStaff } from "../../../test/scheduling";

let t: TestApp;
let h: Hospital;
let mine: TestUser;
let colleague: TestUser;
let shiftIds: number[];
const flag = (name: string) => h.ref.flags.find((f) => f.name === name)?.id ?? 0;
const eventType = (name: string) => h.ref.eventTypes.find((row) => row.name === name)?.id ?? 0;

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  mine = await buildUser(t.deps.db, h, { group: "nurse" });
  colleague = await buildUser(t.deps.db, h, { group: "nurse" });
  const scheduler = caller(t, await buildUser(t.deps.db, h, { group: "scheduler" }));
  const secret = {
    comments: "Swap with Kim",
    internal_comments: "Final warning",
    flags: [flag("Charge"), flag("Education")],
  };
  const created = await scheduler("POST", "/api/shifts/", [
    dayShift(h, mine, "2026-12-08", {
      ...secret,
      sitter: true,
      settings: { sitter: { room: "412", reason: "Fall risk" } },
    }),
    dayShift(h, colleague, "2026-12-08", {
      ...secret,
      sitter: true,
      settings: { sitter: { room: "414", reason: "Confused" } },
    }),
  ]);
  shiftIds = created.body.map((shift: { id: number }) => shift.id);
  await scheduler("POST", "/api/events/", [
    {
      assignee_id: colleague.userId,
      department_id: h.departments[0]?.id,
      type_id: eventType("Sick"),
      dates: ["2026-12-09"],
      comments: "flu",
    },
    {
      assignee_id: colleague.userId,
      department_id: h.departments[0]?.id,
      type_id: eventType("Education"),
      dates: ["2026-12-10"],
    },
    {
      assignee_id: mine.userId,
      department_id: h.departments[0]?.id,
      type_id: eventType("Sick"),
      dates: ["2026-12-11"],
      comments: "dentist",
    },
  ]);
  await showSchedulesToStaff(t.deps.db, h);
});

describe("what staff see (F-038, Z-017, Z-050)", () => {
  it("shows their own shifts with comments and sitter details, never internal comments", async () => {
    const own = await caller(t, mine)("GET", `/api/shifts/${shiftIds[0]}/`);
    expect(own.body).toMatchObject({
      comments: "Swap with Kim",
      flags: [flag("Charge"), flag("Education")],
      settings: { sitter: { room: "412", reason: "Fall risk" } },
    });
    expect(own.body).not.toHaveProperty("internal_comments");
  });

  it("shows colleagues' shifts without comments, sitter details or flags hidden from other staff", async () => {
    const list = await caller(t, mine)("GET", `/api/shifts/?on=2026-12-08&dept_id=${h.departments[0]?.id}`);
    const theirs = list.body.results.find((row: { id: number }) => row.id === shiftIds[1]);
    expect(theirs).toMatchObject({
      assignee_id: colleague.userId,
      flags: [flag("Charge")],
      settings: { sitter: null },
      sitter: true,
    });
    expect(theirs).not.toHaveProperty("comments");
    expect(theirs).not.toHaveProperty("internal_comments");
  });

  it("names a colleague's event only when its type is visible to other staff", async () => {
    const events: { dates: string[] }[] = (
      await caller(t, mine)(
        "GET",
        `/api/events/?dept_id=${h.departments[0]?.id}&between=2026-12-01,2026-12-31`,
      )
    ).body.results;
    const byDate = (date: string) => events.find((row) => row.dates.includes(date));
    expect(byDate("2026-12-09")).toMatchObject({ type_id: null, type_name: "Time off", title: "" });
    expect(byDate("2026-12-09")).not.toHaveProperty("comments");
    expect(byDate("2026-12-10")).toMatchObject({ type_id: eventType("Education"), type_name: "Education" });
    expect(byDate("2026-12-11")).toMatchObject({ type_name: "Sick", comments: "dentist" });
  });

  it("shows a shift's history to its own assignee only", async () => {
    expect((await caller(t, mine)("GET", `/api/shifts/${shiftIds[0]}/history/`)).status).toBe(200);
    expect((await caller(t, mine)("GET", `/api/shifts/${shiftIds[1]}/history/`)).status).toBe(403);
  });

  it("shows internal comments to operations and department management", async () => {
    for (const group of ["operator", "supervisor", "director", "scheduler"] as const) {
      const response = await caller(t, await buildUser(t.deps.db, h, { group }))(
        "GET",
        `/api/shifts/${shiftIds[1]}/`,
      );
      expect(response.body.internal_comments).toBe("Final warning");
    }
  });
});

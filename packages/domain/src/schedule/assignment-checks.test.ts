import { describe, expect, it } from "vitest";
import { datesBetween } from "../time/index.ts";
import { type AssignmentCheckInput, checkAssignment } from "./assignment-checks.ts";
import { D12, day12, event, LOW_CENSUS, N12, night12, shift, world } from "./test-factories.ts";
import type { ScheduleShift } from "./types.ts";

const RN = { id: 1, jobTypeId: 1, jobStatusId: 1, weeklyHours: 36 };
const RULES = [{ jobTypes: [1], shiftTypes: { [D12]: 3, [N12]: 2 } }];

function check(
  proposed: ScheduleShift,
  shifts: ScheduleShift[],
  overrides: Partial<AssignmentCheckInput> = {},
) {
  return checkAssignment({
    proposed,
    user: RN,
    shifts,
    flags: world().flags,
    consecutiveShifts: RULES,
    ...overrides,
  });
}

const days = (first: string, last: string) => datesBetween(first, last).map((date) => day12(1, date));
/** An open shift being offered: no assignee yet. */
const offer = (date: string, overrides: Partial<ScheduleShift> = {}) =>
  day12(1, date, { id: 999, assigneeId: null, ...overrides });

describe("checkAssignment (G-012)", () => {
  it("has nothing to say about a free day", () => {
    expect(check(offer("2026-03-11"), days("2026-03-08", "2026-03-09"))).toEqual([]);
  });

  it.each<[string, ScheduleShift[], Partial<AssignmentCheckInput>, unknown]>([
    [
      "a fourth 12 h shift in the Sunday week",
      [day12(1, "2026-03-08"), day12(1, "2026-03-10"), day12(1, "2026-03-12")],
      {},
      [{ code: "overtime", weekStart: "2026-03-08", hours: 48, weeklyHours: 36 }],
    ],
    [
      "three shifts in the previous week do not count",
      [day12(1, "2026-03-03"), day12(1, "2026-03-05"), day12(1, "2026-03-07")],
      {},
      [],
    ],
    [
      "the calendar week 03-08..03-14 would hold 48 h",
      [day12(1, "2026-03-10"), day12(1, "2026-03-12"), day12(1, "2026-03-14")],
      {},
      [{ code: "overtime", weekStart: "2026-03-08", hours: 48, weeklyHours: 36 }],
    ],
    [
      "weeks counted from a period start: 03-11..03-17 holds 36 h",
      [day12(1, "2026-03-10"), day12(1, "2026-03-12"), day12(1, "2026-03-14")],
      { periodStart: "2026-03-04" },
      [],
    ],
    [
      "no limit",
      [day12(1, "2026-03-08"), day12(1, "2026-03-10"), day12(1, "2026-03-12")],
      { user: { ...RN, weeklyHours: 0 } },
      [],
    ],
    [
      "canceled shifts add no hours",
      [day12(1, "2026-03-08"), day12(1, "2026-03-10"), day12(1, "2026-03-12", { canceled: true })],
      {},
      [],
    ],
  ])("overtime: %s", (_name, shifts, overrides, expected) => {
    expect(check(offer("2026-03-13"), shifts, overrides)).toEqual(expected);
  });

  it.each<[string, ScheduleShift[], ScheduleShift, unknown]>([
    [
      "a fourth day in a row",
      days("2026-03-10", "2026-03-12"),
      offer("2026-03-13"),
      [{ code: "consecutive_shifts", dates: ["2026-03-13"], limit: 3 }],
    ],
    [
      "a day joining two runs",
      [...days("2026-03-09", "2026-03-10"), ...days("2026-03-12", "2026-03-13")],
      offer("2026-03-11"),
      [{ code: "consecutive_shifts", dates: ["2026-03-12", "2026-03-13"], limit: 3 }],
    ],
    ["a third day in a row is fine", days("2026-03-11", "2026-03-12"), offer("2026-03-13"), []],
    [
      "another shift type does not continue the run",
      days("2026-03-10", "2026-03-12"),
      offer("2026-03-13", { typeId: N12, startTime: "19:00:00", endTime: "07:00:00" }),
      [],
    ],
    [
      "a third night against a limit of 2 (and the night touches the next morning, no conflict)",
      [night12(1, "2026-03-11"), night12(1, "2026-03-12")],
      offer("2026-03-13", { typeId: N12, startTime: "19:00:00", endTime: "07:00:00" }),
      [{ code: "consecutive_shifts", dates: ["2026-03-13"], limit: 2 }],
    ],
  ])("consecutive: %s", (_name, shifts, proposed, expected) => {
    expect(check(proposed, shifts, { user: { ...RN, weeklyHours: 0 } })).toEqual(expected);
  });

  it.each<[string, ScheduleShift[], Partial<AssignmentCheckInput>, unknown]>([
    [
      "an overlapping shift the same day",
      [shift({ date: "2026-03-13", startTime: "15:00:00", endTime: "23:00:00" })],
      {},
      [{ code: "time_conflict", dates: ["2026-03-13"] }],
    ],
    [
      "a night shift the day before running into the morning",
      [night12(1, "2026-03-12", { endTime: "08:00:00" })],
      {},
      [{ code: "time_conflict", dates: ["2026-03-12"] }],
    ],
    ["a night shift ending at 07:00 just touches", [night12(1, "2026-03-12")], {}, []],
    [
      "an approved day off",
      [],
      { events: [event({ dates: ["2026-03-13"] })] },
      [{ code: "time_conflict", dates: ["2026-03-13"] }],
    ],
    [
      "a pending request",
      [],
      { events: [event({ dates: ["2026-03-13"], state: "pending_scheduler_approval" })] },
      [],
    ],
    ["a non-working shift", [day12(1, "2026-03-13", { flags: [LOW_CENSUS] })], {}, []],
    ["another person's shift", [day12(2, "2026-03-13")], {}, []],
    ["the shift itself, already assigned", [day12(1, "2026-03-13", { id: 999 })], {}, []],
  ])("conflict: %s", (_name, shifts, overrides, expected) => {
    expect(check(offer("2026-03-13"), shifts, { user: { ...RN, weeklyHours: 0 }, ...overrides })).toEqual(
      expected,
    );
  });

  it("reads only 7 days either side", () => {
    const farRun = days("2026-03-01", "2026-03-05");
    expect(check(offer("2026-03-13"), farRun, { user: { ...RN, weeklyHours: 0 } })).toEqual([]);
    expect(check(offer("2026-03-06"), farRun, { user: { ...RN, weeklyHours: 0 } })).toEqual([
      { code: "consecutive_shifts", dates: ["2026-03-04", "2026-03-05", "2026-03-06"], limit: 3 },
    ]);
  });

  it("lists every kind of warning at once, in dialog order", () => {
    const shifts = [
      ...days("2026-03-10", "2026-03-12"),
      shift({ date: "2026-03-13", startTime: "18:00:00", endTime: "22:00:00" }),
    ];
    expect(check(offer("2026-03-13"), shifts).map((w) => w.code)).toEqual([
      "overtime",
      "consecutive_shifts",
      "time_conflict",
    ]);
  });

  it("has nothing to check for a shift that would not be worked", () => {
    expect(check(offer("2026-03-13", { onCall: true }), [day12(1, "2026-03-13")])).toEqual([]);
  });
});

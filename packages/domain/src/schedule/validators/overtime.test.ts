import { describe, expect, it } from "vitest";
import { day12, LOW_CENSUS, night12, shift, world } from "../test-factories.ts";
import type { PeriodDates, ScheduleShift, StaffMember } from "../types.ts";
import { validateOvertime } from "./index.ts";

const user = (weeklyHours: number): StaffMember[] => [{ id: 1, jobTypeId: 1, jobStatusId: 1, weeklyHours }];
const days12 = (...dates: string[]) => dates.map((date) => day12(1, date));

function overtime(shifts: ScheduleShift[], weeklyHours = 36, period?: PeriodDates) {
  return validateOvertime(world({ shifts, users: user(weeklyHours), ...(period ? { period } : {}) }));
}

describe("OvertimeValidator", () => {
  it.each<[string, ScheduleShift[], number, Record<string, string[]>]>([
    ["exactly the weekly hours", days12("2026-03-01", "2026-03-02", "2026-03-03"), 36, {}],
    [
      "one shift over",
      days12("2026-03-01", "2026-03-02", "2026-03-03", "2026-03-07"),
      36,
      { "1": ["2026-03-01"] },
    ],
    [
      "the Saturday belongs to the first week, the Sunday to the second",
      [...days12("2026-03-08", "2026-03-09", "2026-03-10"), day12(1, "2026-03-07")],
      36,
      {},
    ],
    [
      "a second-week error reports that week's Sunday",
      days12("2026-03-08", "2026-03-09", "2026-03-10", "2026-03-14"),
      36,
      { "1": ["2026-03-08"] },
    ],
    [
      "several weeks in error",
      [
        ...days12("2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04"),
        ...days12("2026-03-29", "2026-03-30", "2026-03-31", "2026-04-01"),
      ],
      36,
      { "1": ["2026-03-01", "2026-03-29"] },
    ],
    [
      "weekly hours 0 means no limit",
      days12("2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05"),
      0,
      {},
    ],
    [
      "the spring-forward night counts 12 h (11 h elapse): 36 h is over a 35 h limit",
      [night12(1, "2026-03-05"), night12(1, "2026-03-06"), night12(1, "2026-03-07")],
      35,
      { "1": ["2026-03-01"] },
    ],
    [
      "36 h 2 min rounds to 36.0: not over",
      [
        ...days12("2026-03-01", "2026-03-02"),
        shift({ date: "2026-03-03", startTime: "07:00:00", endTime: "19:02:00" }),
      ],
      36,
      {},
    ],
    [
      "36 h 3 min rounds to 36.1: over",
      [
        ...days12("2026-03-01", "2026-03-02"),
        shift({ date: "2026-03-03", startTime: "07:00:00", endTime: "19:03:00" }),
      ],
      36,
      { "1": ["2026-03-01"] },
    ],
    [
      "a shift counts in the week of its payroll date",
      [
        ...days12("2026-03-08", "2026-03-09", "2026-03-10"),
        day12(1, "2026-03-07", { payrollDate: "2026-03-08" }),
      ],
      36,
      { "1": ["2026-03-08"] },
    ],
    [
      "shifts before the period do not count",
      days12("2026-02-26", "2026-02-27", "2026-02-28", "2026-03-01"),
      36,
      {},
    ],
  ])("%s", (_name, shifts, weeklyHours, expected) => {
    expect(overtime(shifts, weeklyHours)).toEqual(expected);
  });

  it.each<[string, Partial<ScheduleShift>]>([
    ["on-call", { onCall: true }],
    ["canceled", { canceled: true }],
    ["given-away", { giveaway: true }],
    ["swapped", { swapped: true }],
    ["available", { available: true }],
    ["non-working-flag", { flags: [LOW_CENSUS] }],
  ])("%s shifts add no hours", (_name, overrides) => {
    const shifts = [...days12("2026-03-01", "2026-03-02", "2026-03-03"), day12(1, "2026-03-04", overrides)];
    expect(overtime(shifts)).toEqual({});
  });

  it("holds a partial last week to the weekly limit and ignores days after the period", () => {
    const period = { startOn: "2026-03-01", endOn: "2026-03-17" };
    const partial = [...days12("2026-03-15", "2026-03-16", "2026-03-17"), day12(1, "2026-03-18")];
    expect(overtime(partial, 36, period)).toEqual({});
    expect(overtime([...partial, night12(1, "2026-03-17")], 36, period)).toEqual({ "1": ["2026-03-15"] });
  });

  it("counts the fall-back night as 12 h (13 h elapse): 36 h is not over 36", () => {
    const shifts = [night12(1, "2026-10-29"), night12(1, "2026-10-30"), night12(1, "2026-10-31")];
    expect(overtime(shifts, 36, { startOn: "2026-10-25", endOn: "2026-11-21" })).toEqual({});
    expect(overtime(shifts, 35, { startOn: "2026-10-25", endOn: "2026-11-21" })).toEqual({
      "1": ["2026-10-25"],
    });
  });

  it("ignores users it has no record of", () => {
    const shifts = ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04"].map((date) => day12(2, date));
    expect(overtime(shifts)).toEqual({});
  });
});

describe("hours worked across clock changes (America/Chicago)", () => {
  const chicago = (shifts: ScheduleShift[], weeklyHours: number, timeZone?: string) =>
    validateOvertime(world({ shifts, users: user(weeklyHours), ...(timeZone ? { timeZone } : {}) }));

  it("counts 11 h for the night the clocks go forward", () => {
    const week = [...days12("2026-03-01", "2026-03-02"), night12(1, "2026-03-07")];
    expect(chicago(week, 35.5)).toEqual({ "1": ["2026-03-01"] });
    expect(chicago(week, 35.5, "America/Chicago")).toEqual({});
  });

  it("counts 13 h for the night the clocks go back", () => {
    const period = { startOn: "2026-10-25", endOn: "2026-12-05" };
    const week = [...days12("2026-10-25", "2026-10-26"), night12(1, "2026-10-31")];
    const run = (timeZone?: string) =>
      validateOvertime(world({ period, shifts: week, users: user(36.5), ...(timeZone ? { timeZone } : {}) }));
    expect(run()).toEqual({});
    expect(run("America/Chicago")).toEqual({ "1": ["2026-10-25"] });
  });
});

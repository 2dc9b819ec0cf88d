import { describe, expect, it } from "vitest";
import { datesBetween } from "../../time/index.ts";
import { D12, day12, N12, night12, world } from "../test-factories.ts";
import type { ConsecutiveShiftRule, ScheduleShift } from "../types.ts";
import { consecutiveLimits, daysBeyondLimit, validateConsecutiveShifts } from "./index.ts";

/** Job type 1 (user 1): at most 3 days in a row, 2 nights in a row. */
const RULES: ConsecutiveShiftRule[] = [{ jobTypes: [1, 4], shiftTypes: { [D12]: 3, [N12]: 2 } }];
const days = (first: string, last: string, overrides: Partial<ScheduleShift> = {}) =>
  datesBetween(first, last).map((date) => day12(1, date, overrides));

function consecutive(shifts: ScheduleShift[], rules = RULES) {
  return validateConsecutiveShifts(world({ shifts, consecutiveShifts: rules }));
}

describe("ConsecutiveShiftsValidator", () => {
  it.each<[string, ScheduleShift[], Record<string, string[]>]>([
    ["3 days in a row: at the limit", days("2026-03-02", "2026-03-04"), {}],
    ["4 days in a row: the 4th is beyond", days("2026-03-02", "2026-03-05"), { "1": ["2026-03-05"] }],
    [
      "5 days in a row: the 4th and 5th",
      days("2026-03-02", "2026-03-06"),
      { "1": ["2026-03-05", "2026-03-06"] },
    ],
    [
      "a day off breaks the run",
      [...days("2026-03-02", "2026-03-04"), ...days("2026-03-06", "2026-03-08")],
      {},
    ],
    [
      "runs of different shift types do not add up",
      [...days("2026-03-02", "2026-03-03"), night12(1, "2026-03-04"), ...days("2026-03-05", "2026-03-06")],
      {},
    ],
    [
      "3 nights in a row against a limit of 2",
      [night12(1, "2026-03-02"), night12(1, "2026-03-03"), night12(1, "2026-03-04")],
      { "1": ["2026-03-04"] },
    ],
    [
      "two shifts of the type on one day count as one day",
      [...days("2026-03-02", "2026-03-04"), day12(1, "2026-03-03")],
      {},
    ],
    [
      "a canceled shift breaks the run",
      [
        ...days("2026-03-02", "2026-03-03"),
        day12(1, "2026-03-04", { canceled: true }),
        ...days("2026-03-05", "2026-03-06"),
      ],
      {},
    ],
    [
      "an on-call shift breaks the run",
      [
        ...days("2026-03-02", "2026-03-03"),
        day12(1, "2026-03-04", { onCall: true }),
        ...days("2026-03-05", "2026-03-06"),
      ],
      {},
    ],
    ["a job type without a rule", days("2026-03-02", "2026-03-08").map((s) => ({ ...s, assigneeId: 2 })), {}],
    [
      "a run starting before the period is counted from its real start",
      days("2026-02-26", "2026-03-02"),
      { "1": ["2026-03-01", "2026-03-02"] },
    ],
    [
      "a run starting long before the look-back window",
      days("2026-02-10", "2026-03-02"),
      { "1": ["2026-03-01", "2026-03-02"] },
    ],
    ["the days beyond the limit after the period end are not reported", days("2026-04-09", "2026-04-14"), {}],
    ["a run ending on the last day", days("2026-04-08", "2026-04-11"), { "1": ["2026-04-11"] }],
  ])("%s", (_name, shifts, expected) => {
    const users = [
      { id: 1, jobTypeId: 1, jobStatusId: 1, weeklyHours: 36 },
      { id: 2, jobTypeId: 3, jobStatusId: 1, weeklyHours: 36 },
    ];
    expect(validateConsecutiveShifts(world({ shifts, users, consecutiveShifts: RULES }))).toEqual(expected);
  });

  it("is valid with no rules configured", () => {
    expect(consecutive(days("2026-03-02", "2026-03-20"), [])).toEqual({});
  });

  it("takes the smallest count when several rules cover a job and shift type", () => {
    const rules: ConsecutiveShiftRule[] = [
      { jobTypes: [1], shiftTypes: { [D12]: 5 } },
      { jobTypes: [2, 1], shiftTypes: { [D12]: 3, [N12]: 0 } },
    ];
    expect(consecutiveLimits(rules).get(1)).toEqual(new Map([[D12, 3]]));
    expect(consecutive(days("2026-03-02", "2026-03-05"), rules)).toEqual({ "1": ["2026-03-05"] });
  });
});

describe("daysBeyondLimit", () => {
  it.each<[number[], number, number[]]>([
    [[], 2, []],
    [[1, 2, 3], 2, [3]],
    [[3, 1, 2, 5, 6, 7, 8], 2, [3, 7, 8]],
    [[1, 3, 5], 1, []],
  ])("%j with limit %i -> %j", (days, limit, expected) => {
    expect(daysBeyondLimit(days, limit)).toEqual(expected);
  });
});

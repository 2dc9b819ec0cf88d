import type { ValidatorResult } from "@rosterly/domain/schedule";
import { describe, expect, it } from "vitest";
import { type ErrorFocus, focusResults } from "./focus-errors";
import { mergeResults } from "./merge-results";

const results: ValidatorResult[] = [
  {
    validator: "TimeConflictValidator",
    priority: 0,
    error_data: { "7": ["2026-03-02", "2026-03-03", "2026-03-20"], "8": ["2026-03-02"] },
  },
  {
    validator: "ConsecutiveShiftsValidator",
    priority: 50,
    error_data: { "7": ["2026-03-06", "2026-03-30"] },
  },
  {
    validator: "ImbalanceValidator",
    priority: 100,
    error_data: [
      { job_types: [1, 2], shift_types: { "4": ["2026-03-02", "2026-03-09"], "5": ["2026-03-02"] } },
    ],
  },
  { validator: "OvertimeValidator", priority: 150, error_data: { "7": ["2026-03-01", "2026-03-08"] } },
  {
    validator: "MinimumCountValidator",
    priority: 200,
    error_data: { "7": { assigned: 1.5, min: 2 }, "8": { assigned: 0, min: 1 } },
  },
];

const shiftFocus: ErrorFocus = {
  userId: 7,
  dates: ["2026-03-02"],
  payrollDates: ["2026-03-02"],
  periodStart: "2026-03-01",
  shiftTypeId: 4,
  jobTypeId: 2,
  consecutiveReach: 7,
};

describe("focusResults", () => {
  it("keeps what involves a Monday shift: its conflict and the next day's, its run, its week, its staffing", () => {
    expect(focusResults(results, shiftFocus)).toEqual([
      { validator: "TimeConflictValidator", priority: 0, error_data: { "7": ["2026-03-02", "2026-03-03"] } },
      { validator: "ConsecutiveShiftsValidator", priority: 50, error_data: { "7": ["2026-03-06"] } },
      {
        validator: "ImbalanceValidator",
        priority: 100,
        error_data: [{ job_types: [1, 2], shift_types: { "4": ["2026-03-02"] } }],
      },
      { validator: "OvertimeValidator", priority: 150, error_data: { "7": ["2026-03-01"] } },
    ]);
  });

  it("adds the weekend minimum for a weekend shift and drops conflicts on days the entry does not touch", () => {
    const saturday = { ...shiftFocus, dates: ["2026-03-07"], payrollDates: ["2026-03-07"] };
    expect(focusResults(results, saturday).map((r) => r.validator)).toEqual([
      "ConsecutiveShiftsValidator",
      "OvertimeValidator",
      "MinimumCountValidator",
    ]);
  });

  it("gives an event only its time conflicts", () => {
    const event = { ...shiftFocus, payrollDates: [], shiftTypeId: null, jobTypeId: null };
    expect(focusResults(results, event)).toEqual([
      { validator: "TimeConflictValidator", priority: 0, error_data: { "7": ["2026-03-02", "2026-03-03"] } },
    ]);
  });
});

describe("mergeResults", () => {
  it("joins the same validator from several periods, dates unioned, ordered by priority", () => {
    const other: ValidatorResult[] = [
      { validator: "OvertimeValidator", priority: 150, error_data: { "7": ["2026-04-12"] } },
      { validator: "TimeConflictValidator", priority: 0, error_data: { "7": ["2026-03-03", "2026-04-13"] } },
      {
        validator: "ImbalanceValidator",
        priority: 100,
        error_data: [{ job_types: [1, 2], shift_types: { "4": ["2026-04-13"] } }],
      },
    ];
    const merged = mergeResults([...other, ...results.slice(0, 1), ...results.slice(2, 4)]);
    expect(merged).toEqual([
      {
        validator: "TimeConflictValidator",
        priority: 0,
        error_data: { "7": ["2026-03-02", "2026-03-03", "2026-03-20", "2026-04-13"], "8": ["2026-03-02"] },
      },
      {
        validator: "ImbalanceValidator",
        priority: 100,
        error_data: [
          {
            job_types: [1, 2],
            shift_types: { "4": ["2026-03-02", "2026-03-09", "2026-04-13"], "5": ["2026-03-02"] },
          },
        ],
      },
      {
        validator: "OvertimeValidator",
        priority: 150,
        error_data: { "7": ["2026-03-01", "2026-03-08", "2026-04-12"] },
      },
    ]);
  });
});

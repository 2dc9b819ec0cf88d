import { describe, expect, it } from "vitest";
import { findingsOf } from "./findings";
import { stateLabel } from "./labels";

describe("findings before sending", () => {
  it("lists one finding per kind and person, the caller's own first, dates merged and sorted", () => {
    const findings = findingsOf(
      [
        { validator: "OvertimeValidator", priority: 150, error_data: { "21": ["2026-02-08"] } },
        {
          validator: "TimeConflictValidator",
          priority: 0,
          error_data: { "11": ["2026-02-11", "2026-02-10"], "21": [] },
        },
        {
          validator: "TimeConflictValidator",
          priority: 0,
          error_data: { "11": ["2026-02-10", "2026-02-12"] },
        },
        { validator: "ConsecutiveShiftsValidator", priority: 10, error_data: { "11": ["2026-02-09"] } },
      ],
      11,
    );
    expect(findings).toEqual([
      { kind: "timeConflict", userId: 11, dates: ["2026-02-10", "2026-02-11", "2026-02-12"] },
      { kind: "consecutive", userId: 11, dates: ["2026-02-09"] },
      { kind: "overtime", userId: 21, dates: ["2026-02-08"] },
    ]);
  });

  it("keeps group findings without a person", () => {
    expect(
      findingsOf(
        [
          {
            validator: "ImbalanceValidator",
            priority: 100,
            error_data: [{ job_types: [6], shift_types: { "41": ["2026-02-10"] } }],
          },
          {
            validator: "MinimumCountValidator",
            priority: 200,
            error_data: { "11": { assigned: 1, min: 2 } },
          },
        ],
        11,
      ),
    ).toEqual([
      { kind: "minimum", userId: 11, dates: [] },
      { kind: "imbalance", userId: null, dates: ["2026-02-10"] },
    ]);
  });
});

describe("request state labels", () => {
  it.each([
    ["pending_scheduler_approval", "pending"],
    ["pending_operator_approval", "pending"],
    ["pending_supervisor_approval", "underReview"],
    ["pending_director_approval", "underReview"],
    ["approved", "approved"],
    ["rejected", "rejected"],
    ["withdrawn", "withdrawn"],
    ["withdrawn_before_approval", "withdrawn"],
    ["expired", "expired"],
    ["", "unknown"],
  ])("%s reads %s", (state, label) => {
    expect(stateLabel(state)).toBe(label);
  });
});

import { describe, expect, it } from "vitest";
import { D12, day12, shift, world } from "../test-factories.ts";
import { ScheduleValidationState, VALIDATOR_PRIORITY, validateSchedule } from "./index.ts";

/** One user breaking every rule in the first week of a 3-day-need schedule. */
const everythingWrong = world({
  period: { startOn: "2026-03-01", endOn: "2026-03-07" },
  shifts: [
    ...["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05"].map((date) => day12(1, date)),
    shift({ date: "2026-03-02", startTime: "08:00:00", endTime: "09:00:00" }),
  ],
  jobStatuses: [{ id: 1, minShiftSettings: { countRules: { weekend: [{ count: 1 }] } } }],
  staffNeeded: [{ jobTypes: [1], shiftTypes: { [D12]: 1 } }],
  consecutiveShifts: [{ jobTypes: [1], shiftTypes: { [D12]: 3 } }],
});

describe("validateSchedule", () => {
  it("lists validators with errors by priority, with their wire error_data", () => {
    expect(validateSchedule(everythingWrong)).toEqual([
      { validator: "TimeConflictValidator", priority: 0, error_data: { "1": ["2026-03-02"] } },
      { validator: "ConsecutiveShiftsValidator", priority: 50, error_data: { "1": ["2026-03-05"] } },
      {
        validator: "ImbalanceValidator",
        priority: 100,
        error_data: [
          {
            job_types: [1],
            shift_types: { [D12]: ["2026-03-01", "2026-03-02", "2026-03-06", "2026-03-07"] },
          },
        ],
      },
      { validator: "OvertimeValidator", priority: 150, error_data: { "1": ["2026-03-01"] } },
      { validator: "MinimumCountValidator", priority: 200, error_data: { "1": { assigned: 0, min: 1 } } },
    ]);
  });

  it("uses the distinct priorities of Z-001", () => {
    expect(VALIDATOR_PRIORITY).toEqual({
      TimeConflictValidator: 0,
      ConsecutiveShiftsValidator: 50,
      ImbalanceValidator: 100,
      OvertimeValidator: 150,
      MinimumCountValidator: 200,
    });
  });

  it("runs only time conflict, consecutive shifts and overtime on a staff member's own schedule", () => {
    expect(validateSchedule(everythingWrong, { mode: "own" }).map((r) => r.validator)).toEqual([
      "TimeConflictValidator",
      "ConsecutiveShiftsValidator",
      "OvertimeValidator",
    ]);
  });

  it("never runs the imbalance validator for a staff viewer", () => {
    expect(validateSchedule(everythingWrong, { viewerIsStaff: true }).map((r) => r.validator)).toEqual([
      "TimeConflictValidator",
      "ConsecutiveShiftsValidator",
      "OvertimeValidator",
      "MinimumCountValidator",
    ]);
  });

  it("is empty for a valid schedule", () => {
    expect(validateSchedule(world({ shifts: [day12(1, "2026-03-02")] }))).toEqual([]);
  });
});

describe("ScheduleValidationState", () => {
  it("follows edits: a conflict appears, then goes when a shift is moved away, then the event clears", () => {
    const first = day12(1, "2026-03-02");
    const second = day12(1, "2026-03-02");
    const state = new ScheduleValidationState(world({ shifts: [first] }));
    expect(state.results()).toEqual([]);
    expect(state.applyChange({ upsertedShifts: [second] })).toEqual([
      { validator: "TimeConflictValidator", priority: 0, error_data: { "1": ["2026-03-02"] } },
    ]);
    expect(state.applyChange({ upsertedShifts: [{ ...second, date: "2026-03-04" }] })).toEqual([]);
    expect(state.applyChange({ upsertedEvents: [{ id: 7, assigneeId: 1, dates: ["2026-03-04"] }] })).toEqual([
      { validator: "TimeConflictValidator", priority: 0, error_data: { "1": ["2026-03-04"] } },
    ]);
    expect(state.applyChange({ removedEventIds: [7], removedShiftIds: [second.id] })).toEqual([]);
  });

  it("keeps published error_data unchanged by later edits, and reuses it while nothing changes", () => {
    const state = new ScheduleValidationState(
      world({ shifts: [day12(1, "2026-03-02"), day12(1, "2026-03-02")] }),
    );
    const before = state.results()[0]?.error_data;
    const unrelated = state.applyChange({ upsertedShifts: [day12(2, "2026-03-20")] })[0]?.error_data;
    expect(unrelated).toBe(before);
    state.applyChange({ upsertedShifts: [day12(1, "2026-03-09"), day12(1, "2026-03-09")] });
    expect(before).toEqual({ "1": ["2026-03-02"] });
  });

  it("reports week totals for the grid", () => {
    const state = new ScheduleValidationState(
      world({ shifts: [day12(1, "2026-03-02"), day12(1, "2026-03-09", { endTime: "18:30:00" })] }),
    );
    expect(state.weekHours(1)).toEqual([12, 11.5, 0, 0, 0, 0]);
  });
});

import { describe, expect, it } from "vitest";
import { D12, day12, LOW_CENSUS, night12, shift, world } from "../test-factories.ts";
import type { JobStatusInfo, ScheduleShift } from "../types.ts";
import { validateMinimumCount } from "./index.ts";

/** Two weeks from Sunday 2026-03-01: weekend days 03-01, 03-07, 03-08, 03-14. */
const PERIOD = { startOn: "2026-03-01", endOn: "2026-03-14" };
const weekendRule = (...counts: number[]): JobStatusInfo => ({
  id: 1,
  minShiftSettings: { countRules: { weekend: counts.map((count) => ({ count })) } },
});

function minimumCount(shifts: ScheduleShift[], status: JobStatusInfo = weekendRule(2)) {
  return validateMinimumCount(world({ period: PERIOD, shifts, jobStatuses: [status] }));
}

describe("MinimumCountValidator", () => {
  it.each<[string, ScheduleShift[], unknown]>([
    ["two weekend shifts reach 2", [day12(1, "2026-03-07"), night12(1, "2026-03-08")], {}],
    ["one weekend shift", [day12(1, "2026-03-07")], { "1": { assigned: 1, min: 2 } }],
    ["no shifts at all", [], { "1": { assigned: 0, min: 2 } }],
    [
      "weekday shifts do not count",
      [day12(1, "2026-03-06"), day12(1, "2026-03-09"), day12(1, "2026-03-07")],
      { "1": { assigned: 1, min: 2 } },
    ],
    [
      "a Friday night into Saturday is a Friday shift",
      [night12(1, "2026-03-06"), day12(1, "2026-03-07")],
      { "1": { assigned: 1, min: 2 } },
    ],
    [
      "a half shift counts one half",
      [day12(1, "2026-03-07"), shift({ date: "2026-03-08", startTime: "07:00:00", endTime: "13:00:00" })],
      { "1": { assigned: 1.5, min: 2 } },
    ],
    [
      "7 h of a 12 h type is 0.6",
      [shift({ date: "2026-03-08", startTime: "07:00:00", endTime: "14:00:00" })],
      { "1": { assigned: 0.6, min: 2 } },
    ],
    [
      "23 h 30 of 12 h types rounds to 2.0 and reaches 2",
      [day12(1, "2026-03-07"), shift({ date: "2026-03-08", startTime: "07:00:00", endTime: "18:30:00" })],
      {},
    ],
    ["the DST Sunday counts like any other", [day12(1, "2026-03-01"), night12(1, "2026-03-08")], {}],
    [
      "weekend days outside the period do not count",
      [day12(1, "2026-02-28"), day12(1, "2026-03-15")],
      { "1": { assigned: 0, min: 2 } },
    ],
    [
      "canceled, on-call and non-working shifts do not count",
      [
        day12(1, "2026-03-07", { canceled: true }),
        day12(1, "2026-03-08", { onCall: true }),
        day12(1, "2026-03-14", { flags: [LOW_CENSUS] }),
        day12(1, "2026-03-01"),
      ],
      { "1": { assigned: 1, min: 2 } },
    ],
  ])("%s", (_name, shifts, expected) => {
    expect(minimumCount(shifts)).toEqual(expected);
  });

  it("uses the first weekend rule of the job status", () => {
    expect(minimumCount([day12(1, "2026-03-07")], weekendRule(1, 5))).toEqual({});
    expect(minimumCount([day12(1, "2026-03-07")], weekendRule(3, 1))).toEqual({
      "1": { assigned: 1, min: 3 },
    });
  });

  it("asks nothing of a job status without a weekend rule", () => {
    expect(minimumCount([], { id: 1 })).toEqual({});
    expect(minimumCount([], weekendRule())).toEqual({});
    expect(minimumCount([], weekendRule(0))).toEqual({});
  });

  it("counts each shift as one when its type has no hours", () => {
    const input = world({
      period: PERIOD,
      shifts: [day12(1, "2026-03-07")],
      jobStatuses: [weekendRule(2)],
      shiftTypes: [{ id: D12, hours: 0 }],
    });
    expect(validateMinimumCount(input)).toEqual({ "1": { assigned: 1, min: 2 } });
  });
});

import { describe, expect, it } from "vitest";
import { D8, D12, day12, DEPT, LOW_CENSUS, shift, world } from "../test-factories.ts";
import type { JobTypeInfo, ScheduleShift, StaffNeededGroup } from "../types.ts";
import { validateImbalance } from "./index.ts";

const PERIOD = { startOn: "2026-03-01", endOn: "2026-03-03" };
/** Users 1-3 are RNs (job type 1), 4 is a charge nurse (4), 5 is a CNA (3). */
const USERS = [1, 2, 3, 4, 5].map((id) => ({
  id,
  jobTypeId: id <= 3 ? 1 : id === 4 ? 4 : 3,
  jobStatusId: 1,
  weeklyHours: 0,
}));
const NEED_TWO_DAY_RNS: StaffNeededGroup[] = [{ jobTypes: [1, 4], shiftTypes: { [D12]: 2 } }];
/** Two RNs on D12 every day of the period: exactly what is needed. */
const BALANCED = ["2026-03-01", "2026-03-02", "2026-03-03"].flatMap((date) => [
  day12(1, date),
  day12(2, date),
]);

function imbalance(shifts: ScheduleShift[], staffNeeded = NEED_TWO_DAY_RNS, jobTypes: JobTypeInfo[] = []) {
  return validateImbalance(world({ period: PERIOD, users: USERS, shifts, staffNeeded, jobTypes }));
}

const errorOn = (...dates: string[]) => [{ job_types: [1, 4], shift_types: { [D12]: dates } }];
const without = (date: string, assigneeId: number) =>
  BALANCED.filter((s) => !(s.date === date && s.assigneeId === assigneeId));

describe("ImbalanceValidator", () => {
  it.each<[string, ScheduleShift[], unknown]>([
    ["exactly staffed every day", BALANCED, []],
    ["no shifts at all: every day under", [], errorOn("2026-03-01", "2026-03-02", "2026-03-03")],
    ["one short on a day", without("2026-03-02", 2), errorOn("2026-03-02")],
    ["one over on a day", [...BALANCED, day12(3, "2026-03-01")], errorOn("2026-03-01")],
    ["a charge nurse counts in the RN group", [...without("2026-03-02", 2), day12(4, "2026-03-02")], []],
    [
      "a CNA does not count for RNs",
      [...without("2026-03-02", 2), day12(5, "2026-03-02")],
      errorOn("2026-03-02"),
    ],
    [
      "a sitter does not count",
      [...without("2026-03-02", 2), day12(3, "2026-03-02", { sitter: true })],
      errorOn("2026-03-02"),
    ],
    ["an extra sitter does not overstaff", [...BALANCED, day12(3, "2026-03-02", { sitter: true })], []],
    [
      "another department's shift does not count",
      [...without("2026-03-02", 2), day12(3, "2026-03-02", { departmentId: 99 })],
      errorOn("2026-03-02"),
    ],
    [
      "a non-working shift does not count",
      [...without("2026-03-02", 2), day12(3, "2026-03-02", { flags: [LOW_CENSUS] })],
      errorOn("2026-03-02"),
    ],
    [
      "an on-call shift does not count",
      [...without("2026-03-02", 2), day12(3, "2026-03-02", { onCall: true })],
      errorOn("2026-03-02"),
    ],
    ["shifts outside the period do not count", [...BALANCED, day12(3, "2026-03-04")], []],
    [
      "two half shifts make one person (staff-hours / type hours)",
      [
        ...without("2026-03-02", 2),
        shift({ assigneeId: 2, date: "2026-03-02", startTime: "07:00:00", endTime: "13:00:00" }),
        shift({ assigneeId: 3, date: "2026-03-02", startTime: "13:00:00", endTime: "19:00:00" }),
      ],
      [],
    ],
    [
      "11.5 h of a 12 h type rounds to 1.0 (1.96 -> 2.0)",
      [
        ...without("2026-03-02", 2),
        shift({ assigneeId: 2, date: "2026-03-02", startTime: "07:00:00", endTime: "18:30:00" }),
      ],
      [],
    ],
    [
      "11 h of a 12 h type is 1.9: short",
      [
        ...without("2026-03-02", 2),
        shift({ assigneeId: 2, date: "2026-03-02", startTime: "07:00:00", endTime: "18:00:00" }),
      ],
      errorOn("2026-03-02"),
    ],
  ])("%s", (_name, shifts, expected) => {
    expect(imbalance(shifts)).toEqual(expected);
  });

  it("is valid when no staffing is configured", () => {
    expect(imbalance([], [])).toEqual([]);
    expect(imbalance([day12(1, "2026-03-01")], [{ jobTypes: [1], shiftTypes: {} }])).toEqual([]);
  });

  it("reports each group and shift type separately, in configuration order", () => {
    const staffNeeded: StaffNeededGroup[] = [
      { jobTypes: [3], shiftTypes: { [D8]: 0 } },
      { jobTypes: [1, 4], shiftTypes: { [D12]: 2, [D8]: 1 } },
    ];
    const shifts = [
      ...BALANCED,
      shift({ assigneeId: 5, date: "2026-03-03", typeId: D8, startTime: "07:00:00", endTime: "15:00:00" }),
    ];
    expect(imbalance(shifts, staffNeeded)).toEqual([
      { job_types: [3], shift_types: { [D8]: ["2026-03-03"] } },
      { job_types: [1, 4], shift_types: { [D8]: ["2026-03-01", "2026-03-02", "2026-03-03"] } },
    ]);
  });

  it("falls back to a job type's own staffNeeded when no department group covers it (Z-007)", () => {
    const jobTypes = [
      { id: 3, staffNeeded: { [D12]: 1 } },
      { id: 1, staffNeeded: { [D12]: 5 } },
    ];
    const shifts = [...BALANCED, day12(5, "2026-03-01"), day12(5, "2026-03-02")];
    expect(imbalance(shifts, NEED_TWO_DAY_RNS, jobTypes)).toEqual([
      { job_types: [3], shift_types: { [D12]: ["2026-03-03"] } },
    ]);
  });

  it("leaves a shift type without hours unchecked", () => {
    const input = world({
      period: PERIOD,
      users: USERS,
      staffNeeded: NEED_TWO_DAY_RNS,
      shiftTypes: [{ id: D12, hours: 0 }],
    });
    expect(validateImbalance(input)).toEqual([]);
  });

  it("counts only the schedule's department", () => {
    expect(
      validateImbalance(
        world({
          period: PERIOD,
          users: USERS,
          staffNeeded: NEED_TWO_DAY_RNS,
          shifts: BALANCED,
          departmentId: DEPT + 1,
        }),
      ),
    ).toEqual(errorOn("2026-03-01", "2026-03-02", "2026-03-03"));
  });
});

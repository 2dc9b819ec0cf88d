import { evaluate, OFF, solve } from "@rosterly/roster";
import { describe, expect, it } from "vitest";
import {
  buildFillModel,
  type FillInput,
  type FillShift,
  MIN_REST_MINUTES,
  restConflicts,
} from "./fill-model";
import { proposalOf } from "./proposal";

// A hand-made department: 4 West, two 12-hour types (day 1, night 2) and an 8-hour evening (3) no
// one needs; RNs (job type 10) need 2 days and 1 night, CNAs (11) 1 day; RNs are offered day and
// night, CNAs day only. Two weeks from Sunday 2026-03-01.
const DEPT = 5;
const RN = 10;
const CNA = 11;
function department(overrides: Partial<FillInput> = {}): FillInput {
  return {
    period: { startOn: "2026-03-01", endOn: "2026-03-14" },
    departmentId: DEPT,
    shiftTypes: [
      { id: 1, startTime: "07:00:00", endTime: "19:00:00", obsolete: false },
      { id: 2, startTime: "19:00:00", endTime: "07:00:00", obsolete: false },
      { id: 3, startTime: "15:00:00", endTime: "23:00:00", obsolete: false },
    ],
    jobTypes: [
      { id: RN, settings: { associatedShiftTypes: [1, 2] }, staffNeeded: null },
      { id: CNA, settings: { associatedShiftTypes: [1] }, staffNeeded: null },
    ],
    jobStatuses: [{ id: 1, minShiftSettings: { countRules: { weekend: [{ count: 2 }] } } }],
    staffNeeded: [
      { jobTypes: [RN], shiftTypes: { "1": 2, "2": 1 } },
      { jobTypes: [CNA], shiftTypes: { "1": 1 } },
    ],
    consecutiveShifts: [{ jobTypes: [RN], shiftTypes: { "1": 4, "2": 3 } }],
    staff: [
      ...[101, 102, 103, 104, 105, 106, 107].map((userId) => ({
        userId,
        jobTypeId: RN,
        jobStatusId: 1,
        weeklyHours: 36,
        charge: false,
      })),
      ...[201, 202].map((userId) => ({
        userId,
        jobTypeId: CNA,
        jobStatusId: null,
        weeklyHours: 48,
        charge: false,
      })),
    ],
    others: [],
    shifts: [],
    events: [],
    options: { existing: "keep", staffIds: null, dates: null, requestWeight: 3 },
    ...overrides,
  };
}

const shift = (over: Partial<FillShift> & Pick<FillShift, "id" | "assigneeId" | "date">): FillShift => ({
  typeId: 1,
  departmentId: DEPT,
  startTime: "07:00:00",
  endTime: "19:00:00",
  working: true,
  sitter: false,
  ...over,
});

describe("buildFillModel", () => {
  it("makes one model shift per staffing line and shift type, with cover from the need", () => {
    const fill = buildFillModel(department());
    expect(fill.slots.map((slot) => [slot.jobTypes, slot.shiftTypeId, slot.need])).toEqual([
      [[RN], 1, 2],
      [[RN], 2, 1],
      [[CNA], 1, 1],
    ]);
    expect(fill.model.days).toBe(14);
    expect(fill.model.cover).toHaveLength(14 * 3);
    expect(fill.model.cover.filter((c) => c.shift === 0).every((c) => c.requirement === 2)).toBe(true);
    // Weekends of a Sunday start: day 0 alone, then Saturday-Sunday pairs.
    expect(fill.model.weekends).toEqual([[0], [6, 7], [13]]);
  });

  it("gives each person only the lines of their group and the types their job type is offered", () => {
    const fill = buildFillModel(department());
    const rn = fill.model.staff[0];
    const cna = fill.model.staff[7];
    expect(rn?.maxPerType).toEqual([14, 14, 0]);
    expect(cna?.maxPerType).toEqual([0, 0, 14]);
    // Weekly hours over the period: 36 h a week for two weeks; at least three quarters of it.
    expect(rn?.maxMinutes).toBe(72 * 60);
    expect(rn?.maxWeekMinutes).toBe(36 * 60);
    expect(rn?.minMinutes).toBe(Math.floor(72 * 60 * 0.75));
    // The organisation's rule for RNs (at most 3 nights in a row) is the smallest and wins.
    expect(rn?.maxConsecutive).toBe(3);
    expect(cna?.maxConsecutive).toBe(5);
    // The job status's weekend count becomes worked weekends.
    expect(rn?.minWeekends).toBe(2);
  });

  it("forbids a shift the next day that starts before the minimum rest after the last one ends", () => {
    const conflicts = restConflicts([
      { startTime: "07:00:00", endTime: "19:00:00" },
      { startTime: "19:00:00", endTime: "07:00:00" },
      { startTime: "15:00:00", endTime: "23:00:00" },
    ]);
    // Night ends 07:00 the next morning: no day (0 h rest) and no evening (8 h) after it.
    expect(conflicts[1]).toEqual([0, 2]);
    // Evening ends 23:00: a day shift at 07:00 leaves 8 hours.
    expect(conflicts[2]).toEqual([0]);
    expect(conflicts[0]).toEqual([]);
    expect(MIN_REST_MINUTES).toBe(660);
  });

  it("keeps approved time off as days off and turns pending requests into weighted wishes", () => {
    const fill = buildFillModel(
      department({
        events: [
          { assigneeId: 101, dates: ["2026-03-03", "2026-03-04"], state: "approved" },
          { assigneeId: 102, dates: ["2026-03-05"], state: "pending_scheduler_approval" },
          { assigneeId: 103, dates: ["2026-03-05"], state: "rejected" },
        ],
      }),
    );
    expect(fill.model.staff[0]?.daysOff).toEqual([2, 3]);
    // Two days fewer to work: the contracted minutes shrink with them.
    expect(fill.model.staff[0]?.maxMinutes).toBe(Math.round((36 * 60 * 12) / 7));
    expect(fill.model.offRequests).toEqual([
      { staff: 1, day: 4, shift: 0, weight: 3 },
      { staff: 1, day: 4, shift: 1, weight: 3 },
    ]);
    const ignored = buildFillModel(
      department({
        events: [{ assigneeId: 102, dates: ["2026-03-05"], state: "pending" }],
        options: { existing: "keep", staffIds: null, dates: null, requestWeight: 0 },
      }),
    );
    expect(ignored.model.offRequests).toEqual([]);
  });

  it("pins existing shifts when keeping them and lets them move when replacing", () => {
    const shifts = [shift({ id: 1, assigneeId: 101, date: "2026-03-02" })];
    const kept = buildFillModel(department({ shifts }));
    expect(kept.model.pins).toEqual([{ staff: 0, day: 1, shift: 0 }]);
    expect(kept.replaceable.size).toBe(0);
    const replaced = buildFillModel(
      department({ shifts, options: { existing: "replace", staffIds: null, dates: null, requestWeight: 3 } }),
    );
    expect(replaced.model.pins).toEqual([]);
    expect(replaced.replaceable.get(101)?.map((row) => row.id)).toEqual([1]);
    expect(replaced.initial[0 * 14 + 1]).toBe(0);
  });

  it("counts shifts of people it does not schedule as cover, and holds days taken elsewhere", () => {
    const fill = buildFillModel(
      department({
        options: {
          existing: "keep",
          staffIds: [101, 102, 103, 104, 105, 106],
          dates: null,
          requestWeight: 3,
        },
        shifts: [
          shift({ id: 1, assigneeId: 107, date: "2026-03-01" }),
          // A float into another department: the day is taken and its hours count.
          shift({ id: 2, assigneeId: 101, date: "2026-03-02", departmentId: 99 }),
          // Canceled shifts take no time.
          shift({ id: 3, assigneeId: 102, date: "2026-03-02", working: false }),
        ],
      }),
    );
    expect(fill.userIds).not.toContain(107);
    expect(fill.model.cover.find((c) => c.day === 0 && c.shift === 0)?.requirement).toBe(1);
    expect(fill.model.staff[0]?.daysOff).toEqual([1]);
    expect(fill.model.staff[0]?.maxMinutes).toBe(Math.round((36 * 60 * 13) / 7) - 12 * 60);
    expect(fill.model.staff[1]?.daysOff).toEqual([]);
  });

  it("fills only the chosen days: the others stay as they are", () => {
    const fill = buildFillModel(
      department({
        options: { existing: "keep", staffIds: null, dates: ["2026-03-02", "2026-03-03"], requestWeight: 3 },
      }),
    );
    expect(new Set(fill.model.cover.map((c) => c.day))).toEqual(new Set([1, 2]));
    expect(fill.model.pins.filter((pin) => pin.staff === 0).map((pin) => pin.day)).toEqual([
      0, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
    expect(fill.model.pins.every((pin) => pin.shift === OFF)).toBe(true);
  });

  it("leaves out people whose job type has no staffing line", () => {
    const input = department();
    const fill = buildFillModel({
      ...input,
      staff: [
        ...input.staff,
        { userId: 301, jobTypeId: 77, jobStatusId: null, weeklyHours: 40, charge: false },
      ],
    });
    expect(fill.userIds).not.toContain(301);
  });
});

describe("a solved department -> proposal", () => {
  it("proposes shifts that cover the need with no hard violation, and lists what changes", () => {
    const input = department({
      options: { existing: "replace", staffIds: null, dates: null, requestWeight: 3 },
      shifts: [
        shift({
          id: 9,
          assigneeId: 101,
          date: "2026-03-01",
          typeId: 3,
          startTime: "15:00:00",
          endTime: "23:00:00",
        }),
      ],
      events: [{ assigneeId: 104, dates: ["2026-03-10"], state: "approved" }],
    });
    const fill = buildFillModel(input);
    const result = solve(fill.model, { seed: 1, maxIterations: 200_000, timeLimitMs: 60_000 });
    expect(result.feasible).toBe(true);
    expect(evaluate(fill.model, result.assignment).violations).toEqual([]);
    const proposal = proposalOf(fill, input, result.assignment);
    // The evening shift is no staffing line: it stays (the day is taken), and is not replaced.
    expect(proposal.removedShiftIds).toEqual([]);
    expect(proposal.shifts.some((s) => s.assigneeId === 101 && s.date === "2026-03-01")).toBe(false);
    expect(proposal.shifts.some((s) => s.assigneeId === 104 && s.date === "2026-03-10")).toBe(false);
    // No night followed by a day shift for anyone.
    const byPerson = new Map<string, number>();
    for (const s of proposal.shifts) byPerson.set(`${s.assigneeId}:${s.date}`, s.typeId);
    for (const s of proposal.shifts) {
      if (s.typeId !== 2) continue;
      const next = new Date(`${s.date}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      expect(byPerson.get(`${s.assigneeId}:${next.toISOString().slice(0, 10)}`)).not.toBe(1);
    }
    expect(proposal.people.reduce((sum, p) => sum + p.added, 0)).toBe(proposal.shifts.length);
    expect(proposal.days.reduce((sum, d) => sum + d.added, 0)).toBe(proposal.shifts.length);
    // Seven RNs at 36 h cover two days and a night every day; the staffing lines say so.
    const rnDays = proposal.staffing.find((line) => line.shiftTypeId === 1 && line.jobTypes.includes(RN));
    expect(rnDays?.proposed).toHaveLength(14);
    expect(rnDays?.proposed.filter((n) => n >= 1).length).toBeGreaterThan(10);
  });

  it("removes a replaceable shift the solver moved, and keeps one it left in place", () => {
    const input = department({
      options: { existing: "replace", staffIds: [101], dates: ["2026-03-02"], requestWeight: 3 },
      shifts: [
        shift({
          id: 7,
          assigneeId: 101,
          date: "2026-03-02",
          typeId: 2,
          startTime: "19:00:00",
          endTime: "07:00:00",
        }),
      ],
    });
    const fill = buildFillModel(input);
    const moved = new Int16Array(fill.initial);
    moved[1] = 0; // day shift instead of the night
    expect(proposalOf(fill, input, moved)).toMatchObject({
      removedShiftIds: [7],
      shifts: [{ assigneeId: 101, date: "2026-03-02", typeId: 1 }],
      people: [{ assigneeId: 101, added: 1, removed: 1 }],
    });
    expect(proposalOf(fill, input, fill.initial)).toMatchObject({ removedShiftIds: [], shifts: [] });
  });
});

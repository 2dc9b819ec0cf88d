import { describe, expect, it } from "vitest";
import { buildEvent, buildShift } from "../../../test/schedule-fixtures";
import { employeeWeeks, matchingShifts } from "./employee-weeks";
import { eventsByUser, shiftsByUser } from "./entries-by-user";
import type { UserHighlights } from "./highlights";

const NURSE = 41;
const period = { startOn: "2027-01-03", endOn: "2027-01-18" }; // 16 days: three weeks, the last of two days

function highlights(extra: Partial<UserHighlights>): UserHighlights {
  return {
    conflicts: new Set(),
    consecutive: new Set(),
    overtimeWeeks: new Set(),
    minimum: null,
    sources: [],
    ...extra,
  };
}

describe("the employee dialog's weeks (N-007)", () => {
  it("groups the period in 7-day weeks from its first day, with hours and only the busy days", () => {
    const shifts = [
      buildShift(NURSE, "2027-01-04"),
      buildShift(NURSE, "2027-01-10"),
      buildShift(NURSE, "2027-01-18"),
    ];
    const events = [buildEvent(NURSE, ["2027-01-12", "2027-01-13"])];
    const weeks = employeeWeeks(
      period,
      shiftsByUser(shifts).get(NURSE)?.byDate,
      eventsByUser(events).get(NURSE)?.byDate,
      [12, 24, 12],
      highlights({ overtimeWeeks: new Set(["2027-01-10"]) }),
    );
    expect(weeks.map((week) => [week.startOn, week.endOn, week.hours, week.over])).toEqual([
      ["2027-01-03", "2027-01-09", 12, false],
      ["2027-01-10", "2027-01-16", 24, true],
      ["2027-01-17", "2027-01-18", 12, false],
    ]);
    expect(weeks.map((week) => week.days.map((day) => day.date))).toEqual([
      ["2027-01-04"],
      ["2027-01-10", "2027-01-12", "2027-01-13"],
      ["2027-01-18"],
    ]);
    expect(weeks[1]?.days[1]?.events).toHaveLength(1);
  });

  it("lists a week with nothing in it as an empty week", () => {
    const weeks = employeeWeeks(period, undefined, undefined, [], undefined);
    expect(weeks).toHaveLength(3);
    expect(weeks.every((week) => week.days.length === 0 && week.hours === 0)).toBe(true);
  });
});

describe("the employee dialog's filters (N-010)", () => {
  const early = buildShift(NURSE, "2027-01-04");
  const clash = buildShift(NURSE, "2027-01-05");
  const run = buildShift(NURSE, "2027-01-08");
  const late = buildShift(NURSE, "2027-01-12");
  const shifts = [late, run, clash, early];
  const marks = highlights({
    conflicts: new Set(["2027-01-05"]),
    consecutive: new Set(["2027-01-08"]),
    overtimeWeeks: new Set(["2027-01-10"]),
  });

  it("lists only the shifts any chosen filter matches, by date", () => {
    expect(matchingShifts(shifts, marks, new Set(["conflicts"]))).toEqual([clash]);
    expect(matchingShifts(shifts, marks, new Set(["consecutive", "overtime"]))).toEqual([run, late]);
    expect(matchingShifts(shifts, marks, new Set(["conflicts", "consecutive", "overtime"]))).toEqual([
      clash,
      run,
      late,
    ]);
  });

  it("matches nothing without filters or without findings", () => {
    expect(matchingShifts(shifts, marks, new Set())).toEqual([]);
    expect(matchingShifts(shifts, undefined, new Set(["conflicts"]))).toEqual([]);
    expect(matchingShifts(shifts, highlights({}), new Set(["overtime"]))).toEqual([]);
  });
});

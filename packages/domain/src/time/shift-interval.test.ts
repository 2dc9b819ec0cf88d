import { describe, expect, it } from "vitest";
import { intervalsOverlap, shiftDurationMinutes, shiftHours, shiftInterval } from "./index.ts";

describe("shift durations (wall clock)", () => {
  it.each([
    ["07:00:00", "19:00:00", 12],
    ["19:00:00", "07:00:00", 12],
    ["07:00", "15:00", 8],
    ["23:00", "07:00", 8],
    ["07:00", "07:00", 24],
    ["00:00", "00:30", 0.5],
  ])("%s-%s lasts %i h", (start, end, hours) => {
    expect(shiftHours(start, end)).toBe(hours);
  });

  it("is null for malformed times", () => {
    expect(shiftDurationMinutes("7:00", "19:00")).toBeNull();
    expect(shiftHours("07:00", "24:00")).toBeNull();
  });
});

describe("shiftInterval", () => {
  it.each([
    ["same day", "2026-03-10", "07:00", "19:00", { start: 420, end: 1140 }],
    ["crossing midnight", "2026-03-10", "19:00", "07:00", { start: 1140, end: 1860 }],
    ["end equal to start is 24 h", "2026-03-10", "07:00", "07:00", { start: 420, end: 1860 }],
    ["the next day", "2026-03-11", "07:00", "19:00", { start: 1860, end: 2580 }],
    ["the day before", "2026-03-09", "19:00", "07:00", { start: -300, end: 420 }],
  ])("%s", (_name, date, start, end, expected) => {
    expect(shiftInterval("2026-03-10", date, start, end)).toEqual(expected);
  });

  it("is null for malformed input", () => {
    expect(shiftInterval("2026-03-10", "2026-02-30", "07:00", "19:00")).toBeNull();
    expect(shiftInterval("2026-03-10", "2026-03-10", "07:00", "")).toBeNull();
  });
});

describe("intervalsOverlap (start inclusive, end exclusive)", () => {
  const night = shiftInterval("2026-03-10", "2026-03-10", "19:00", "07:00");
  it.each([
    ["touching at the end", "2026-03-11", "07:00", "15:00", false],
    ["overlapping the next morning", "2026-03-11", "06:00", "14:00", true],
    ["touching at the start", "2026-03-10", "07:00", "19:00", false],
    ["overlapping the evening", "2026-03-10", "15:00", "23:00", true],
    ["inside", "2026-03-10", "23:00", "03:00", true],
    ["a day later", "2026-03-11", "19:00", "07:00", false],
  ])("a 19:00-07:00 shift and one %s", (_name, date, start, end, expected) => {
    const other = shiftInterval("2026-03-10", date, start, end);
    expect(night && other && intervalsOverlap(night, other)).toBe(expected);
    expect(night && other && intervalsOverlap(other, night)).toBe(expected);
  });
});

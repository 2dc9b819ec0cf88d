import { describe, expect, it } from "vitest";
import {
  addDays,
  datesBetween,
  dayOfWeek,
  diffDays,
  fromDayNumber,
  isLocalDate,
  isWeekend,
  parseLocalDate,
  periodLength,
  sundayOnOrBefore,
  weekCount,
  weekIndex,
  weekStart,
  weekStarts,
} from "./index.ts";

describe("parseLocalDate / fromDayNumber", () => {
  it.each([
    ["1970-01-01", 0],
    ["1969-12-31", -1],
    ["2000-02-29", 11016],
    ["2026-03-08", 20520],
  ])("%s is day %i and back", (date, day) => {
    expect(parseLocalDate(date)).toBe(day);
    expect(fromDayNumber(day)).toBe(date);
  });

  it.each([
    "2026-02-29",
    "2100-02-29",
    "2026-13-01",
    "2026-00-10",
    "2026-04-31",
    "2026-3-8",
    "20260308",
    "",
    "2026-03-08T00:00",
  ])("rejects %j", (date) => {
    expect(parseLocalDate(date)).toBeNull();
    expect(isLocalDate(date)).toBe(false);
  });

  it("round-trips every day of four centuries", () => {
    for (let day = -146097; day < 146097 * 3; day += 1) {
      const text = fromDayNumber(day);
      if (parseLocalDate(text) !== day) throw new Error(`day ${day} -> ${text}`);
    }
  });
});

describe("addDays / diffDays", () => {
  it.each([
    ["2026-02-28", 1, "2026-03-01"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-01", -1, "2026-02-28"],
    // DST days are ordinary calendar days: no 23 or 25 hour drift.
    ["2026-03-07", 1, "2026-03-08"],
    ["2026-03-08", 1, "2026-03-09"],
    ["2026-10-31", 1, "2026-11-01"],
    ["2026-11-01", 1, "2026-11-02"],
    ["2026-03-01", 41, "2026-04-11"],
  ])("%s %+i days = %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(diffDays(expected, date)).toBe(days);
  });
});

describe("days of week", () => {
  it.each([
    ["2026-03-01", 0, true],
    ["2026-03-02", 1, false],
    ["2026-03-06", 5, false],
    ["2026-03-07", 6, true],
    ["2026-03-08", 0, true],
    ["1970-01-01", 4, false],
    ["1969-12-28", 0, true],
  ])("%s is day %i (weekend %s)", (date, dow, weekend) => {
    expect(dayOfWeek(date)).toBe(dow);
    expect(isWeekend(date)).toBe(weekend);
  });

  it.each([
    ["2026-03-01", "2026-03-01"],
    ["2026-03-07", "2026-03-01"],
    ["2026-03-08", "2026-03-08"],
    ["2026-01-01", "2025-12-28"],
  ])("the Sunday on or before %s is %s", (date, sunday) => {
    expect(sundayOnOrBefore(date)).toBe(sunday);
  });
});

describe("period weeks", () => {
  it.each([
    ["2026-03-01", "2026-04-11", 42, 6],
    ["2026-03-01", "2026-04-25", 56, 8],
    ["2026-03-01", "2026-04-14", 45, 7],
    ["2026-03-01", "2026-03-01", 1, 1],
    ["2026-03-01", "2026-02-28", 0, 0],
  ])("%s..%s has %i days and %i weeks", (start, end, days, weeks) => {
    expect(periodLength(start, end)).toBe(days);
    expect(weekCount(start, end)).toBe(weeks);
    expect(weekStarts(start, end)).toHaveLength(weeks);
  });

  it("lists week starts, the last one of a partial week included", () => {
    expect(weekStarts("2026-03-01", "2026-03-17")).toEqual(["2026-03-01", "2026-03-08", "2026-03-15"]);
  });

  it.each([
    ["2026-03-01", 0, "2026-03-01"],
    ["2026-03-07", 0, "2026-03-01"],
    ["2026-03-08", 1, "2026-03-08"],
    ["2026-03-14", 1, "2026-03-08"],
    ["2026-02-28", -1, "2026-02-22"],
  ])("in a period starting 2026-03-01, %s is in week %i starting %s", (date, index, start) => {
    expect(weekIndex("2026-03-01", date)).toBe(index);
    expect(weekStart("2026-03-01", date)).toBe(start);
  });

  it("lists the dates of a range inclusively", () => {
    expect(datesBetween("2026-02-27", "2026-03-02")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(datesBetween("2026-03-02", "2026-03-01")).toEqual([]);
  });
});

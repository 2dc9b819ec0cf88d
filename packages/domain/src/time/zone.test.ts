import { describe, expect, it } from "vitest";
import {
  elapsedShiftMinutes,
  localDateOf,
  localTimeExists,
  localToUtc,
  shiftHours,
  shiftInstants,
} from "./index.ts";

const CHICAGO = "America/Chicago";

describe("localToUtc in America/Chicago", () => {
  it.each([
    ["standard time", "2026-03-07", "19:00", "2026-03-08T01:00:00.000Z"],
    ["just before spring-forward", "2026-03-08", "01:59", "2026-03-08T07:59:00.000Z"],
    [
      "skipped by spring-forward: moves forward by the gap",
      "2026-03-08",
      "02:30",
      "2026-03-08T08:30:00.000Z",
    ],
    ["after spring-forward", "2026-03-08", "03:00", "2026-03-08T08:00:00.000Z"],
    ["daylight time", "2026-03-08", "07:00:00", "2026-03-08T12:00:00.000Z"],
    ["repeated by fall-back: first occurrence", "2026-11-01", "01:30", "2026-11-01T06:30:00.000Z"],
    ["after fall-back", "2026-11-01", "02:00", "2026-11-01T08:00:00.000Z"],
    ["standard time again", "2026-11-01", "07:00", "2026-11-01T13:00:00.000Z"],
  ])("%s: %s %s", (_name, date, time, iso) => {
    expect(localToUtc(date, time, CHICAGO)?.toISOString()).toBe(iso);
  });

  it.each([
    ["2026-02-30", "07:00", CHICAGO],
    ["2026-03-08", "24:00", CHICAGO],
    ["2026-03-08", "07:00", "Not/AZone"],
  ])("is null for %s %s %s", (date, time, zone) => {
    expect(localToUtc(date, time, zone)).toBeNull();
  });
});

describe("night shifts across DST: wall-clock 12 h, elapsed 11 h or 13 h", () => {
  it.each([
    ["an ordinary night", "2026-03-01", 12 * 60, "2026-03-02T01:00:00.000Z", "2026-03-02T13:00:00.000Z"],
    [
      "the spring-forward night",
      "2026-03-07",
      11 * 60,
      "2026-03-08T01:00:00.000Z",
      "2026-03-08T12:00:00.000Z",
    ],
    ["the fall-back night", "2026-10-31", 13 * 60, "2026-11-01T00:00:00.000Z", "2026-11-01T13:00:00.000Z"],
  ])("19:00-07:00 on %s", (_name, date, elapsed, start, end) => {
    expect(shiftHours("19:00", "07:00")).toBe(12);
    expect(elapsedShiftMinutes(date, "19:00", "07:00", CHICAGO)).toBe(elapsed);
    const instants = shiftInstants(date, "19:00", "07:00", CHICAGO);
    expect(instants?.start.toISOString()).toBe(start);
    expect(instants?.end.toISOString()).toBe(end);
  });

  it("a day shift on the DST day starts and ends on that day", () => {
    expect(elapsedShiftMinutes("2026-03-08", "07:00", "19:00", CHICAGO)).toBe(12 * 60);
  });
});

describe("localDateOf (today in the organisation's zone)", () => {
  it.each([
    ["2026-11-01T04:59:00Z", "2026-10-31"],
    ["2026-11-01T05:00:00Z", "2026-11-01"],
    ["2026-03-08T05:59:00Z", "2026-03-07"],
    ["2026-03-08T06:00:00Z", "2026-03-08"],
  ])("%s is %s in Chicago", (iso, date) => {
    expect(localDateOf(new Date(iso), CHICAGO)).toBe(date);
  });

  it("is null for an unknown zone", () => {
    expect(localDateOf(new Date("2026-03-08T06:00:00Z"), "Nowhere/Zone")).toBeNull();
  });
});

describe("localTimeExists", () => {
  it.each([
    ["2026-03-08", "02:30", false],
    ["2026-03-08", "03:00", true],
    ["2026-03-08", "01:59", true],
    ["2026-11-01", "01:30", true],
    ["2026-06-01", "02:30", true],
  ])("%s %s in Chicago: %s", (date, time, exists) => {
    expect(localTimeExists(date, time, "America/Chicago")).toBe(exists);
  });
});

import { describe, expect, it } from "vitest";
import {
  configuredPeriodContaining,
  FALLBACK_INITIAL_START_DATE,
  initialPeriod,
  periodContaining,
  periodPhase,
} from "./periods.ts";

describe("periodContaining (Z-013)", () => {
  it.each<[string, number, string, string]>([
    ["2026-03-01", 42, "2026-03-01", "2026-04-11"],
    ["2026-04-11", 42, "2026-03-01", "2026-04-11"],
    ["2026-04-12", 42, "2026-04-12", "2026-05-23"],
    ["2026-02-28", 42, "2026-01-18", "2026-02-28"],
    ["2026-03-08", 14, "2026-03-01", "2026-03-14"],
    ["2026-03-15", 14, "2026-03-15", "2026-03-28"],
    ["2026-03-08", 0, "2026-03-01", "2026-04-11"],
    ["2026-03-08", 2.5, "2026-03-01", "2026-04-11"],
  ])("%s with %i-day periods is in %s..%s", (date, days, startOn, endOn) => {
    expect(periodContaining(date, "2026-03-01", days)).toEqual({ startOn, endOn });
  });
});

describe("configuredPeriodContaining", () => {
  it("uses the organisation's settings", () => {
    expect(
      configuredPeriodContaining("2026-03-08", { initialStartDate: "2026-03-01", periodDays: 14 }),
    ).toEqual({ startOn: "2026-03-01", endOn: "2026-03-14" });
  });

  it("falls back to 42 days from the fallback start where nothing is set", () => {
    expect(FALLBACK_INITIAL_START_DATE).toBe("2026-01-04");
    expect(configuredPeriodContaining("2026-02-15", { initialStartDate: null, periodDays: null })).toEqual({
      startOn: "2026-02-15",
      endOn: "2026-03-28",
    });
    expect(configuredPeriodContaining("2026-02-14", { initialStartDate: null, periodDays: null })).toEqual({
      startOn: "2026-01-04",
      endOn: "2026-02-14",
    });
  });
});

describe("periodPhase", () => {
  const period = { startOn: "2026-03-01", endOn: "2026-04-11" };
  it.each([
    ["2026-02-28", "future"],
    ["2026-03-01", "current"],
    ["2026-04-11", "current"],
    ["2026-04-12", "past"],
  ])("%s is %s", (today, phase) => {
    expect(periodPhase(period, today)).toBe(phase);
  });
});

describe("initialPeriod (F-007)", () => {
  const periods = [
    { id: 1, startOn: "2026-01-18", endOn: "2026-02-28", state: "past" },
    { id: 2, startOn: "2026-03-01", endOn: "2026-04-11", state: "current" },
    { id: 3, startOn: "2026-04-12", endOn: "2026-05-23", state: "draft" },
  ];

  it("shows the current period", () => {
    expect(initialPeriod(periods, "2026-01-18")).toBe(periods[1]);
  });

  it("else the first one", () => {
    expect(
      initialPeriod(
        [periods[2], periods[0]].flatMap((p) => (p ? [p] : [])),
        "2026-01-18",
      ),
    ).toBe(periods[2]);
  });

  it("else a synthetic period from the initial start date", () => {
    expect(initialPeriod([], "2026-03-01", 28)).toEqual({
      startOn: "2026-03-01",
      endOn: "2026-03-28",
      state: null,
    });
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, diffDays } from "../time/local-date.ts";
import {
  capReportRange,
  isWithinReportCap,
  REPORT_MAX_RANGE_DAYS,
  reportFileName,
  snakeCaseName,
} from "./report-rules.ts";

describe("capReportRange", () => {
  it.each([
    { from: "2026-01-01", to: "2026-01-31", expected: { from: "2026-01-01", to: "2026-01-31" } },
    { from: "2025-01-01", to: "2026-01-02", expected: { from: "2025-01-01", to: "2026-01-02" } },
    { from: "2024-01-01", to: "2026-01-02", expected: { from: "2025-01-01", to: "2026-01-02" } },
    { from: "2026-02-01", to: "2026-01-01", expected: { from: "2026-01-01", to: "2026-02-01" } },
  ])("$from..$to", ({ from, to, expected }) => {
    expect(capReportRange(from, to)).toEqual(expected);
  });

  it("always ends at the later date and never spans more than the cap", () => {
    const day = fc.integer({ min: 0, max: 5000 }).map((n) => addDays("2015-01-01", n));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const capped = capReportRange(a, b);
        expect(capped.to).toBe(a > b ? a : b);
        expect(capped.from <= capped.to).toBe(true);
        expect(diffDays(capped.to, capped.from)).toBe(
          Math.min(Math.abs(diffDays(a, b)), REPORT_MAX_RANGE_DAYS),
        );
        expect(isWithinReportCap(capped.from, capped.to)).toBe(true);
      }),
    );
  });

  it("refuses ranges out of order, too long or malformed", () => {
    expect(isWithinReportCap("2026-02-01", "2026-01-01")).toBe(false);
    expect(isWithinReportCap("2024-01-01", "2026-01-01")).toBe(false);
    expect(isWithinReportCap("2026-13-01", "2026-12-31")).toBe(false);
  });
});

describe("reportFileName", () => {
  it.each([
    { name: "4 West night shifts", expected: "4_west_night_shifts_2026-11-25.csv" },
    { name: "nightShift  Overtime!", expected: "night_shift_overtime_2026-11-25.csv" },
    { name: "四西病房 夜班", expected: "四西病房_夜班_2026-11-25.csv" },
    { name: "   ", expected: "shifts_2026-11-25.csv" },
    { name: "***", expected: "shifts_2026-11-25.csv" },
    { name: null, expected: "shifts_2026-11-25.csv" },
  ])("$name", ({ name, expected }) => {
    expect(reportFileName(name, "2026-11-25")).toBe(expected);
  });

  it("keeps only letters, digits and single underscores", () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(snakeCaseName(name)).toMatch(/^(?:[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)*)?$/u);
      }),
    );
  });
});

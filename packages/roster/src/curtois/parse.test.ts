import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CURTOIS_DIR,
  CURTOIS_MISSING,
  HAVE_CURTOIS,
  curtoisInstance,
  tinyInstance,
} from "../test-support.ts";
import { parseCurtois } from "./parse.ts";

describe("parseCurtois", () => {
  it("reads the committed tiny instance", () => {
    const model = tinyInstance();
    expect(model.days).toBe(14);
    expect(model.shifts.map((shift) => shift.id)).toEqual(["E", "L"]);
    expect(model.shifts[1]?.cannotFollow).toEqual([0]);
    expect(model.staff.map((member) => member.id)).toEqual(["A", "B", "C", "D"]);
    expect(model.staff[2]?.maxPerType).toEqual([14, 0]);
    expect(model.staff[0]).toMatchObject({
      maxMinutes: 4800,
      minMinutes: 2880,
      maxConsecutive: 5,
      minConsecutive: 2,
      minConsecutiveOff: 2,
      maxWeekends: 1,
      daysOff: [3],
    });
    expect(model.staff[1]?.daysOff).toEqual([10, 11]);
    expect(model.onRequests).toContainEqual({ staff: 3, day: 7, shift: 1, weight: 3 });
    expect(model.offRequests).toContainEqual({ staff: 2, day: 5, shift: 0, weight: 1 });
    expect(model.cover).toHaveLength(28);
    expect(model.weekends).toEqual([
      [5, 6],
      [12, 13],
    ]);
  });

  it("accepts LF and CRLF alike", () => {
    const text = readFileSync(resolve(import.meta.dirname, "../../test-data/Tiny1.txt"), "utf8");
    const lf = parseCurtois(text.replace(/\r\n/g, "\n"));
    const crlf = parseCurtois(text.replace(/\r?\n/g, "\r\n"));
    expect(crlf).toEqual(lf);
  });

  it("rejects unknown ids", () => {
    expect(() => parseCurtois("SECTION_HORIZON\n7\n\nSECTION_SHIFTS\nD,480,X\n")).toThrow(/unknown shift X/);
  });

  const sizes: Record<number, [days: number, staff: number, shifts: number, on: number, off: number]> = {
    1: [14, 8, 1, 21, 5],
    4: [28, 10, 2, 52, 19],
    12: [28, 60, 10, 294, 128],
    24: [364, 150, 32, 9540, 4269],
  };
  it.skipIf(!HAVE_CURTOIS)(`parses all 24 benchmark files (${CURTOIS_DIR})`, () => {
    for (let n = 1; n <= 24; n++) {
      const model = curtoisInstance(n);
      expect(model.cover).toHaveLength(model.days * model.shifts.length);
      expect(model.days % 7).toBe(0);
      for (const member of model.staff) expect(member.maxPerType).toHaveLength(model.shifts.length);
      const expected = sizes[n];
      if (expected)
        expect([
          model.days,
          model.staff.length,
          model.shifts.length,
          model.onRequests.length,
          model.offRequests.length,
        ]).toEqual(expected);
    }
  });
  if (!HAVE_CURTOIS) it.skip(CURTOIS_MISSING, () => {});
});

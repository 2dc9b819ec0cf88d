import type { ShiftType } from "@rosterly/contract";
import { datesBetween } from "@rosterly/domain/time";
import { describe, expect, it } from "vitest";
import { buildShift } from "../../../test/schedule-fixtures";
import { printBlocks, shiftCodes, usedInPrint } from "./print-model";

const type = (
  id: number,
  name: string,
  symbolValue?: string,
): Pick<ShiftType, "id" | "name" | "styles" | "startTime" | "endTime"> => ({
  id,
  name,
  styles: symbolValue ? { web: { symbolType: "text", symbolValue } } : {},
  startTime: "07:00:00",
  endTime: "19:00:00",
});

describe("the printed schedule", () => {
  it("cuts a six-week period into three two-week tables and keeps a short last one", () => {
    const six = printBlocks(datesBetween("2026-01-04", "2026-02-14"));
    expect(six.map((block) => block.weeks)).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
    ]);
    expect(six.map((block) => block.dates.length)).toEqual([14, 14, 14]);
    expect(six[1]?.dates[0]).toBe("2026-01-18");
    const five = printBlocks(datesBetween("2026-01-04", "2026-02-07"));
    expect(five.map((block) => block.weeks)).toEqual([[0, 1], [2, 3], [4]]);
    expect(five.at(-1)?.dates).toHaveLength(7);
  });

  it("prints a type's own symbol text, else its initials, and tells alike codes apart", () => {
    const codes = shiftCodes([
      type(1, "Day 12"),
      type(2, "Dusk 12"),
      type(3, "Night", "N"),
      type(4, "Evening", "N"),
    ]);
    expect([...codes.values()]).toEqual(["D12", "D122", "N", "N2"]);
    expect(new Set(codes.values()).size).toBe(4);
  });

  it("lists in the legend only what the printed days use", () => {
    const used = usedInPrint(
      [buildShift(5, "2026-01-04", 1, { flags: [7] }), buildShift(5, "2026-03-01", 2, { flags: [8] })],
      [],
      new Set(["2026-01-04"]),
    );
    expect([...used.shiftTypes]).toEqual([1]);
    expect([...used.flags]).toEqual([7]);
  });
});

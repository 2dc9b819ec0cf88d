import { describe, expect, it } from "vitest";
import {
  type AcuityCounts,
  censusFigures,
  countsAgainstMatrix,
  censusRowForShift,
  censusTotal,
  dailyWindow,
  emptyBreakdown,
  type MatrixRow,
  matrixFor,
  meanAcuity,
  patientsPerStaff,
  staffAt,
  staffingGap,
  suggestedStaff,
} from "./index.ts";

const counts = (a1: number, a2: number, a3: number, a4: number, a5: number): AcuityCounts => ({
  acuity1: a1,
  acuity2: a2,
  acuity3: a3,
  acuity4: a4,
  acuity5: a5,
});

// The demo matrix: one nurse per 6, 5, 4, 3 and 2 patients by acuity, rounded up, every 5 patients from 10.
const MATRIX: MatrixRow[] = [10, 15, 20, 25, 30].map((census) => ({
  census,
  acuity: {
    1: Math.ceil(census / 6),
    2: Math.ceil(census / 5),
    3: Math.ceil(census / 4),
    4: Math.ceil(census / 3),
    5: Math.ceil(census / 2),
  },
}));

describe("census arithmetic (I-005)", () => {
  it.each([
    [counts(0, 0, 0, 0, 0), 0, null],
    [counts(4, 0, 0, 0, 0), 4, 1],
    [counts(2, 6, 8, 3, 1), 20, 2.8], // 55 / 20 = 2.75
    [counts(0, 0, 0, 0, 7), 7, 5],
    [counts(1, 1, 1, 0, 0), 3, 2],
  ])("%o holds %i patients of mean acuity %s", (row, total, mean) => {
    expect(censusTotal(row)).toBe(total);
    expect(meanAcuity(row)).toBe(mean);
  });

  it("sums specialties into subtotals and the acuity counts", () => {
    const medical = { name: "Medical", showAcuitySubtotal: true, acuityBreakdown: emptyBreakdown() };
    medical.acuityBreakdown[2].value = 5;
    medical.acuityBreakdown[3].value = 4;
    const surgical = { name: "Surgical", showAcuitySubtotal: false, acuityBreakdown: emptyBreakdown() };
    surgical.acuityBreakdown[3].value = 2;
    surgical.acuityBreakdown[5].value = 1;
    const figures = censusFigures({ ...counts(9, 9, 9, 9, 9), censusBySpecialty: [medical, surgical] });
    expect(figures.censusBySpecialty.map((s) => s.subtotal)).toEqual([9, 3]);
    expect(figures).toMatchObject({ ...counts(0, 5, 6, 0, 1), total: 12 });
  });

  it("keeps the counts as entered without specialties", () => {
    expect(censusFigures({ ...counts(1, 2, 3, 4, 5), censusBySpecialty: [] })).toMatchObject({
      ...counts(1, 2, 3, 4, 5),
      total: 15,
    });
  });
});

describe("staffing matrix lookup (I-006)", () => {
  it.each([
    // census, level, staff
    [20, 3, 5], // an exact row
    [10, 1, 2],
    [12, 3, 3.4], // between 10 (3) and 15 (4): 3 + 2/5
    [5, 5, 2.5], // under the first row: 5 of 10 patients
    [36, 4, 12], // over the last row: 10 per 30, scaled to 36
    [0, 4, 0],
  ] as const)("%i patients at acuity %i need %s staff", (census, level, staff) => {
    expect(staffAt(MATRIX, census, level)).toBeCloseTo(staff, 6);
  });

  it.each([
    [counts(0, 0, 20, 0, 0), 5],
    [counts(10, 0, 0, 0, 10), 7], // half at 1 (4 for 20), half at 5 (10 for 20)
    [counts(2, 6, 8, 3, 1), 5.2], // 0.1*4 + 0.3*4 + 0.4*5 + 0.15*7 + 0.05*10 = 5.15
    [counts(0, 0, 0, 0, 0), 0],
  ])("a census of %o suggests %s staff", (row, staff) => {
    expect(suggestedStaff(MATRIX, row)).toBe(staff);
  });

  it("suggests nothing without a matrix", () => {
    expect(suggestedStaff(undefined, counts(1, 0, 0, 0, 0))).toBeNull();
    expect(suggestedStaff([], counts(1, 0, 0, 0, 0))).toBeNull();
  });

  it("gives patients per staff to one decimal", () => {
    expect(patientsPerStaff(22, 6)).toBe(3.7);
    expect(patientsPerStaff(22, 0)).toBeNull();
  });
});

describe("staffing gap", () => {
  it.each([
    [5.2, 0, 4, { suggested: 5.2, difference: -1.2, state: "short", shortBy: 2 }],
    [5, 1, 6, { suggested: 6, difference: 0, state: "met", shortBy: 0 }],
    [4.5, 0, 6, { suggested: 4.5, difference: 1.5, state: "over", shortBy: 0 }],
    [3, 0, 2, { suggested: 3, difference: -1, state: "short", shortBy: 1 }],
    [null, 2, 6, { suggested: null, difference: null, state: "unknown", shortBy: 0 }],
  ] as const)("suggested %s plus %i extra with %i on duty", (suggested, extra, onDuty, gap) => {
    expect(staffingGap(suggested, extra, onDuty)).toEqual({ ...gap, onDuty });
  });
});

describe("census row for a shift", () => {
  const rows = [
    { time: "06:00:00", dayOffset: 0 },
    { time: "18:00", dayOffset: 0 },
    { time: "23:00", dayOffset: -1 },
  ];
  it.each([
    ["07:00:00", 0],
    ["19:00:00", 1],
    ["03:00:00", 2], // only last evening's count is earlier
    ["18:00:00", 1],
  ])("a shift from %s uses row %i", (start, index) => {
    expect(censusRowForShift(rows, start)).toBe(index);
  });

  it("falls back to the earliest timed row, then the first row", () => {
    expect(
      censusRowForShift(
        [
          { time: "10:00", dayOffset: 0 },
          { time: "08:00", dayOffset: 0 },
        ],
        "07:00",
      ),
    ).toBe(1);
    expect(
      censusRowForShift(
        [
          { time: null, dayOffset: 0 },
          { time: null, dayOffset: 0 },
        ],
        "07:00",
      ),
    ).toBe(0);
    expect(censusRowForShift([], "07:00")).toBe(-1);
  });
});

describe("the loaded window", () => {
  it.each([
    ["2026-11-25", "2026-11-15", "2026-12-05"], // a Wednesday
    ["2026-11-22", "2026-11-15", "2026-12-05"], // its Sunday
    ["2026-11-28", "2026-11-15", "2026-12-05"], // its Saturday
    ["2026-01-01", "2025-12-21", "2026-01-10"],
  ])("%s loads %s to %s", (date, from, to) => {
    expect(dailyWindow(date)).toEqual({ from, to });
  });
});

describe("reading a department's matrix", () => {
  it("finds a shift type's rows and skips malformed ones", () => {
    const settings = {
      staffingMatrix: {
        "7": [
          { census: 10, acuity: { 1: 2, 2: 2, 3: 3, 4: 4, 5: 5 } },
          { census: "x", acuity: {} },
          { census: 12, acuity: { 1: 2, 2: 2, 3: -1, 4: 4, 5: 5 } },
        ],
      },
    };
    expect(matrixFor(settings, 7)).toEqual([{ census: 10, acuity: { 1: 2, 2: 2, 3: 3, 4: 4, 5: 5 } }]);
    expect(matrixFor(settings, 8)).toBeUndefined();
    expect(matrixFor({}, 7)).toBeUndefined();
    expect(matrixFor(null, 7)).toBeUndefined();
  });
});

describe("who counts against the matrix", () => {
  it.each([
    [{ isChargeNurse: true }, true],
    [{ canBeChargeNurse: true, isChargeNurse: false }, true],
    [{ isChargeNurse: false, canBeChargeNurse: false }, false],
    [{}, false],
    [null, false],
  ])("job type settings %o: %s", (settings, counts) => {
    expect(countsAgainstMatrix(settings)).toBe(counts);
  });
});

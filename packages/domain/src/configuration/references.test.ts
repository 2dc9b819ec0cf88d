import { describe, expect, it } from "vitest";
import {
  checkReference,
  dailyScheduleTypeReferences,
  departmentReferences,
  hospitalSettingsReferences,
  jobTypeReferences,
} from "./references.ts";

describe("references", () => {
  it("reads department staff needed and staffing matrix", () => {
    const refs = departmentReferences({
      settings: {
        staffNeeded: [
          { jobTypes: [1, 2], shiftTypes: { "10": 3 } },
          { jobTypes: [4], shiftTypes: {} },
        ],
        staffingMatrix: { "11": [{ census: 10, acuity: { 1: 2 } }] },
      },
    });
    expect(refs).toEqual({ jobType: [1, 2, 4], shiftType: [10, 11], eventType: [] });
  });

  it("reads job types' associated shift types, swappable and associated job types and staff needed", () => {
    const refs = jobTypeReferences({
      settings: { associatedShiftTypes: [10, 11] },
      swappableJobTypes: [2],
      associatedJobTypes: [3],
      staffNeeded: { "12": 1 },
    });
    expect(refs).toEqual({ jobType: [2, 3], shiftType: [10, 11, 12], eventType: [] });
  });

  it("reads hospital settings and daily schedule types", () => {
    const refs = hospitalSettingsReferences({
      validations: { consecutiveShifts: { data: [{ jobTypes: [1], shiftTypes: { "10": 4 } }] } },
      requests: { requestableEventTypes: [20] },
    });
    expect(refs).toEqual({ jobType: [1], shiftType: [10], eventType: [20] });
    expect(dailyScheduleTypeReferences({ shiftTypes: [10] }).shiftType).toEqual([10]);
  });

  it.each([null, "x", 3, { staffNeeded: "all" }, { staffNeeded: [null, { jobTypes: ["1"] }] }])(
    "never throws on malformed stored JSON (%j)",
    (settings) => {
      expect(departmentReferences({ settings })).toEqual({ jobType: [], shiftType: [], eventType: [] });
    },
  );

  it("lets obsolete rows stay where already chosen, never be chosen anew", () => {
    const set = { active: new Set([1]), obsolete: new Set([2]) };
    expect(checkReference(set, "jobType", 1).ok).toBe(true);
    expect(checkReference(set, "jobType", 2, [2]).ok).toBe(true);
    expect(checkReference(set, "jobType", 2)).toMatchObject({ key: "validation.obsolete_reference" });
    expect(checkReference(set, "jobType", 9)).toMatchObject({ key: "validation.unknown_reference" });
  });
});

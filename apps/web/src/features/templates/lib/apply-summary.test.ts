import { describe, expect, it } from "vitest";
import { findings } from "./apply-summary";

describe("findings after applying templates", () => {
  it("counts people and days per validator, and days for staffing imbalance, leaving out clean ones", () => {
    expect(
      findings([
        { validator: "TimeConflictValidator", priority: 0, error_data: {} },
        {
          validator: "OvertimeValidator",
          priority: 150,
          error_data: { "21": ["2027-01-03", "2027-01-10"], "22": ["2027-01-03"] },
        },
        {
          validator: "ImbalanceValidator",
          priority: 0,
          error_data: [
            { job_types: [1], shift_types: { "5": ["2027-01-03", "2027-01-04"], "6": ["2027-01-04"] } },
          ],
        },
        { validator: "MinimumCountValidator", priority: 200, error_data: { "23": { assigned: 1, min: 2 } } },
      ]),
    ).toEqual([
      { kind: "overtime", people: 2, days: 3 },
      { kind: "imbalance", people: 0, days: 2 },
      { kind: "minimum", people: 1, days: 0 },
    ]);
  });
});

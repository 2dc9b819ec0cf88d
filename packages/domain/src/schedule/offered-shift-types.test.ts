import { describe, expect, it } from "vitest";
import { offeredShiftTypes } from "./offered-shift-types.ts";

const shiftTypes = [
  { id: 1, obsolete: false },
  { id: 2, obsolete: false },
  { id: 3, obsolete: false },
  { id: 4, obsolete: true },
];
const jobTypes = [
  { id: 10, settings: { associatedShiftTypes: [1] } },
  { id: 11, settings: { associatedShiftTypes: [2], isChargeNurse: true } },
  { id: 12, settings: {} },
];
const ids = (args: Partial<Parameters<typeof offeredShiftTypes>[0]>) =>
  offeredShiftTypes({ shiftTypes, jobTypes, jobTypeId: 10, charge: false, ...args }).map((type) => type.id);

describe("offered shift types (F-019)", () => {
  it.each([
    ["the job type's own", {}, [1]],
    ["plus the charge nurses' for a charge-capable person", { charge: true }, [1, 2]],
    ["every type in use without a job type", { jobTypeId: null }, [1, 2, 3]],
    ["every type in use when the job type lists none", { jobTypeId: 12 }, [1, 2, 3]],
    ["and the type a saved shift already has", { keepTypeId: 4 }, [1, 4]],
  ])("%s", (_case, args, expected) => {
    expect(ids(args)).toEqual(expected);
  });
});

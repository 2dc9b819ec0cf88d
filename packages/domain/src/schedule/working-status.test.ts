import { describe, expect, it } from "vitest";
import { FLOAT, LOW_CENSUS, shift } from "./test-factories.ts";
import type { ShiftStatusFields } from "./types.ts";
import {
  hasNonWorkingFlag,
  indexFlags,
  isCommitment,
  isNonDuty,
  isOnCall,
  isProductivity,
  isWorking,
  workingStatus,
} from "./working-status.ts";

const NON_PRODUCTIVE = 3;
const NON_COMMITMENT = 4;
const flags = indexFlags([
  { id: LOW_CENSUS, working: false, commitment: false, productivity: false },
  { id: FLOAT, working: true, commitment: true, productivity: true },
  { id: NON_PRODUCTIVE, working: true, commitment: true, productivity: false },
  { id: NON_COMMITMENT, working: true, commitment: false, productivity: true },
]);

describe("working status (F-013) and label precedence (Z-027)", () => {
  it.each<[string, Partial<ShiftStatusFields>, string, boolean, boolean]>([
    ["a plain shift", {}, "on_duty", true, false],
    ["a shift with a working flag", { flags: [FLOAT] }, "on_duty", true, false],
    ["an unknown flag id", { flags: [99] }, "on_duty", true, false],
    ["on call", { onCall: true }, "on_call", false, true],
    ["a non-working flag", { flags: [LOW_CENSUS] }, "non_duty", false, false],
    ["on call with a non-working flag", { onCall: true, flags: [LOW_CENSUS] }, "non_duty", false, true],
    ["available", { available: true }, "available", false, false],
    ["available on call", { available: true, onCall: true }, "available", false, false],
    [
      "available with a non-working flag",
      { available: true, flags: [LOW_CENSUS] },
      "available",
      false,
      false,
    ],
    ["swapped", { swapped: true, available: true }, "swapped", false, false],
    ["given away", { giveaway: true, swapped: true }, "giveaway", false, false],
    ["canceled", { canceled: true, giveaway: true, onCall: true }, "canceled", false, false],
  ])("%s is %s (working %s, on call %s)", (_name, fields, label, working, onCall) => {
    const s = shift(fields);
    expect(workingStatus(s, flags)).toBe(label);
    expect(isWorking(s, flags)).toBe(working);
    expect(isOnCall(s)).toBe(onCall);
  });

  it.each<[string, number[], boolean, boolean, boolean]>([
    ["no flags", [], true, true, false],
    ["a non-working flag", [LOW_CENSUS], false, false, true],
    ["a non-productive flag", [NON_PRODUCTIVE], true, false, false],
    ["a non-commitment flag", [NON_COMMITMENT], false, true, false],
    ["a working and a non-productive flag", [FLOAT, NON_PRODUCTIVE], true, false, false],
  ])("%s: commitment %s, productivity %s, non-duty %s", (_name, ids, commitment, productivity, nonDuty) => {
    const s = shift({ flags: ids });
    expect(isCommitment(s, flags)).toBe(commitment);
    expect(isProductivity(s, flags)).toBe(productivity);
    expect(isNonDuty(s, flags)).toBe(nonDuty);
    expect(hasNonWorkingFlag(s, flags)).toBe(nonDuty);
  });
});

import { describe, expect, it } from "vitest";
import { isUsable, parseProfileState, statusChoices } from "./profile-states.ts";

describe("parseProfileState (Z-014)", () => {
  it.each([
    ["active", "active"],
    ["inactive", "inactive"],
    ["pending", "pending"],
    ["pending_approval", "pending"],
    ["rejected", "rejected"],
    ["severed", "severed"],
    ["Active", null],
    ["", null],
    ["deleted", null],
  ])("%j -> %j", (value, want) => {
    expect(parseProfileState(value)).toBe(want);
  });
});

describe("statusChoices (D-013)", () => {
  it.each([
    ["active", ["inactive", "severed"]],
    ["inactive", ["active", "severed"]],
    ["severed", ["active", "inactive"]],
    ["rejected", ["active", "inactive", "severed"]],
    ["pending", []],
  ] as const)("%s -> %j", (current, want) => {
    expect(statusChoices(current)).toEqual(want);
  });
});

describe("isUsable", () => {
  it.each([
    ["active", true],
    ["inactive", false],
    ["pending", false],
    ["rejected", false],
    ["severed", false],
    ["unknown", false],
  ])("%s -> %s", (state, want) => {
    expect(isUsable(state)).toBe(want);
  });
});

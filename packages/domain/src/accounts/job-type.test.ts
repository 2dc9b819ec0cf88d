import { describe, expect, it } from "vitest";
import { jobGroupsOf, keepsCharge, screensGroupOf } from "./job-type.ts";

describe("jobGroupsOf (C-002)", () => {
  it.each([
    [{ associatedGroups: ["nurse"] }, ["nurse"]],
    [{ associatedGroups: ["nurse", "scheduler", "nurse"] }, ["nurse", "scheduler"]],
    [{ associatedGroups: ["janitor", 3, "admin"] }, ["admin"]],
    [{ associatedGroups: "nurse" }, []],
    [{}, []],
  ])("%j -> %j", (settings, want) => {
    expect(jobGroupsOf(settings)).toEqual(want);
  });
});

describe("screensGroupOf (C-012)", () => {
  it.each([
    [{ associatedGroups: ["director", "nurse"] }, ["nurse"], "director"],
    [{ associatedGroups: [] }, ["ghost", "supervisor"], "supervisor"],
    [null, ["nurse"], "nurse"],
    [{ associatedGroups: ["ghost"] }, [], null],
    [null, [], null],
  ] as const)("%j with groups %j -> %s", (settings, groups, want) => {
    expect(screensGroupOf(settings, groups)).toBe(want);
  });
});

describe("keepsCharge (D-009)", () => {
  it.each([
    [{ canBeChargeNurse: true }, true],
    [{ canBeChargeNurse: false, isChargeNurse: true }, false],
    [{ canBeChargeNurse: "true" }, false],
    [{}, false],
  ])("%j -> %s", (settings, want) => {
    expect(keepsCharge(settings)).toBe(want);
  });
});

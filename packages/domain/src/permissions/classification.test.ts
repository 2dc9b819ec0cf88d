import { describe, expect, it } from "vitest";
import { classificationOf, GROUP_NAMES, isGroupName, isStaffGroup } from "./classification.ts";

describe("classificationOf (C-002)", () => {
  it.each([
    { groups: ["admin"], want: "admin" },
    { groups: ["director"], want: "dept_management" },
    { groups: ["scheduler"], want: "dept_management" },
    { groups: ["operator"], want: "ops_management" },
    { groups: ["supervisor"], want: "ops_management" },
    { groups: ["nurse"], want: "staff" },
    { groups: ["secretary"], want: "staff" },
    { groups: ["transporter"], want: "staff" },
    { groups: [], want: "staff" },
    { groups: ["janitor"], want: "staff" },
    { groups: ["Admin"], want: "staff" },
    { groups: ["nurse", "scheduler"], want: "dept_management" },
    { groups: ["director", "operator"], want: "ops_management" },
    { groups: ["supervisor", "admin", "nurse"], want: "admin" },
    { groups: ["janitor", "director"], want: "dept_management" },
  ])("$groups -> $want", ({ groups, want }) => {
    expect(classificationOf(groups)).toBe(want);
  });
});

describe("group helpers", () => {
  it("knows exactly the eight groups", () => {
    expect(GROUP_NAMES.every(isGroupName)).toBe(true);
    expect(isGroupName("toString")).toBe(false);
    expect(isGroupName("anonymous")).toBe(false);
  });

  it.each([
    ["nurse", true],
    ["secretary", true],
    ["transporter", true],
    ["scheduler", false],
    ["director", false],
    ["operator", false],
    ["supervisor", false],
    ["admin", false],
    ["unknown", false],
  ] as const)("%s is a staff group: %s", (group, want) => {
    expect(isStaffGroup(group)).toBe(want);
  });
});

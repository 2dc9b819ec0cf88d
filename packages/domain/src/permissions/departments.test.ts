import { describe, expect, it } from "vitest";
import type { Actor } from "./actor.ts";
import { ownDepartmentIdsOf } from "./actor.ts";
import { canAccessDepartment, manageableDepartmentIds } from "./departments.ts";

const ALL = [10, 20, 30];
const actor = (classification: Actor["classification"], groups: string[], own: number[]): Actor => ({
  userId: 7,
  classification,
  groups,
  ownDepartmentIds: own,
});

const ACTORS = {
  admin: actor("admin", ["admin"], []),
  ops: actor("ops_management", ["supervisor"], [10]),
  dept: actor("dept_management", ["director"], [10, 30]),
  staff: actor("staff", ["nurse"], [20]),
  staffNoDept: actor("staff", [], []),
};

describe("canAccessDepartment", () => {
  it.each([
    { who: "admin", access: [true, true, true] },
    { who: "ops", access: [true, true, true] },
    { who: "dept", access: [true, false, true] },
    { who: "staff", access: [false, true, false] },
    { who: "staffNoDept", access: [false, false, false] },
  ] as const)("$who -> $access", ({ who, access }) => {
    expect(ALL.map((id) => canAccessDepartment(ACTORS[who], id))).toEqual(access);
  });
});

describe("manageableDepartmentIds (C-014)", () => {
  it.each([
    { who: "admin", want: [10, 20, 30] },
    { who: "ops", want: [10, 20, 30] },
    { who: "dept", want: [10, 30] },
    { who: "staff", want: [] },
    { who: "staffNoDept", want: [] },
  ] as const)("$who -> $want", ({ who, want }) => {
    expect(manageableDepartmentIds(ACTORS[who], ALL)).toEqual(want);
  });

  it("keeps the given order and drops repeats", () => {
    expect(manageableDepartmentIds(ACTORS.dept, [30, 20, 10, 30])).toEqual([30, 10]);
    expect(manageableDepartmentIds(ACTORS.ops, [30, 30, 10])).toEqual([30, 10]);
  });

  it("department management never gains a department it does not lead", () => {
    expect(manageableDepartmentIds(ACTORS.dept, [20])).toEqual([]);
  });
});

describe("ownDepartmentIdsOf (Z-018)", () => {
  const departments = [
    { id: 10, directorId: 7, schedulerId: null },
    { id: 20, directorId: 8, schedulerId: 9 },
    { id: 30, directorId: null, schedulerId: 7 },
    { id: 40, directorId: 7, schedulerId: 7 },
  ];

  it.each([
    { name: "profile department first, then led ones", profile: 20, want: [20, 10, 30, 40] },
    { name: "no repeat when the profile department is led too", profile: 30, want: [30, 10, 40] },
    { name: "no profile department", profile: null, want: [10, 30, 40] },
  ])("$name", ({ profile, want }) => {
    expect(ownDepartmentIdsOf(7, profile, departments)).toEqual(want);
  });

  it("a user who leads nothing owns only the profile department", () => {
    expect(ownDepartmentIdsOf(99, 20, departments)).toEqual([20]);
  });
});

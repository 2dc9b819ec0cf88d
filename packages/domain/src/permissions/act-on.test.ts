import { describe, expect, it } from "vitest";
import { canActOn } from "./act-on.ts";
import type { Actor, Target } from "./actor.ts";

// A hospital with departments 10 (ICU) and 20 (ER); the department manager leads ICU only.
const actors = {
  admin: { userId: 1, classification: "admin", groups: ["admin"], ownDepartmentIds: [] },
  ops: { userId: 2, classification: "ops_management", groups: ["operator"], ownDepartmentIds: [10] },
  dept: { userId: 3, classification: "dept_management", groups: ["scheduler"], ownDepartmentIds: [10] },
  staff: { userId: 4, classification: "staff", groups: ["nurse"], ownDepartmentIds: [10] },
} satisfies Record<string, Actor>;

const targets = {
  adminTarget: { userId: 11, groups: ["admin"], departmentIds: [] },
  adminWithJob: { userId: 12, groups: ["supervisor", "admin"], departmentIds: [10] },
  staffOwnDept: { userId: 13, groups: ["nurse"], departmentIds: [10] },
  staffOtherDept: { userId: 14, groups: ["transporter"], departmentIds: [20] },
  staffBothDepts: { userId: 15, groups: ["secretary"], departmentIds: [10, 20] },
  staffNoDept: { userId: 16, groups: ["nurse"], departmentIds: [] },
  deptMgmtOwnDept: { userId: 17, groups: ["director"], departmentIds: [10] },
  nurseScheduler: { userId: 18, groups: ["nurse", "scheduler"], departmentIds: [10] },
  opsTarget: { userId: 19, groups: ["operator"], departmentIds: [10] },
  noGroupsOwnDept: { userId: 20, groups: [], departmentIds: [10] },
} satisfies Record<string, Target>;

type ActorName = keyof typeof actors;
type TargetName = keyof typeof targets | "self";

// Expected answers, role by case (C-007).
const TABLE: Record<TargetName, Record<ActorName, boolean>> = {
  self: { admin: true, ops: true, dept: true, staff: true },
  adminTarget: { admin: true, ops: false, dept: false, staff: false },
  adminWithJob: { admin: true, ops: false, dept: false, staff: false },
  staffOwnDept: { admin: true, ops: true, dept: true, staff: false },
  staffOtherDept: { admin: true, ops: true, dept: false, staff: false },
  staffBothDepts: { admin: true, ops: true, dept: false, staff: false },
  staffNoDept: { admin: true, ops: true, dept: false, staff: false },
  deptMgmtOwnDept: { admin: true, ops: true, dept: false, staff: false },
  nurseScheduler: { admin: true, ops: true, dept: false, staff: false },
  opsTarget: { admin: true, ops: true, dept: false, staff: false },
  noGroupsOwnDept: { admin: true, ops: true, dept: true, staff: false },
};

const cases = Object.entries(TABLE).flatMap(([targetName, row]) =>
  Object.entries(row).map(([actorName, want]) => ({ actorName, targetName, want })),
);

function targetFor(actor: Actor, name: string): Target {
  if (name === "self")
    return { userId: actor.userId, groups: actor.groups, departmentIds: actor.ownDepartmentIds };
  const target = Object.entries(targets).find(([key]) => key === name)?.[1];
  if (target === undefined) throw new Error(name);
  return target;
}

describe("canActOn (C-007)", () => {
  it("covers every actor for every case", () => {
    expect(cases).toHaveLength(Object.keys(TABLE).length * Object.keys(actors).length);
  });

  it.each(cases)("$actorName on $targetName -> $want", ({ actorName, targetName, want }) => {
    const actor = Object.entries(actors).find(([key]) => key === actorName)?.[1];
    if (actor === undefined) throw new Error(actorName);
    expect(canActOn(actor, targetFor(actor, targetName))).toBe(want);
  });

  it("an actor holding the admin group is admin whatever the classification says", () => {
    const actor: Actor = {
      userId: 5,
      classification: "staff",
      groups: ["nurse", "admin"],
      ownDepartmentIds: [],
    };
    expect(canActOn(actor, targets.staffOtherDept)).toBe(true);
  });

  it("department management leading several departments reaches staff in all of them", () => {
    const actor: Actor = { ...actors.dept, ownDepartmentIds: [10, 20] };
    expect(canActOn(actor, targets.staffOtherDept)).toBe(true);
    expect(canActOn(actor, targets.staffBothDepts)).toBe(true);
  });
});

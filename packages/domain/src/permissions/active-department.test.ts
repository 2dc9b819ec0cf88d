import { describe, expect, it } from "vitest";
import { activeDepartmentId } from "./active-department.ts";
import type { Actor } from "./actor.ts";

const departments = [
  { id: 10, partakeInScheduling: false },
  { id: 20, partakeInScheduling: true },
  { id: 30, partakeInScheduling: true },
];
const actor = (classification: Actor["classification"], groups: string[], own: number[]): Actor => ({
  userId: 1,
  classification,
  groups,
  ownDepartmentIds: own,
});
const ops = actor("ops_management", ["operator"], [10]);
const admin = actor("admin", ["admin"], []);
const dept = actor("dept_management", ["scheduler"], [10, 30]);
const staff = actor("staff", ["nurse"], [30]);

describe("activeDepartmentId (C-013)", () => {
  it.each([
    { name: "ops: stored choice", actor: ops, stored: 30, own: 10, departments, want: 30 },
    {
      name: "ops: stored choice that does not take part in scheduling",
      actor: ops,
      stored: 10,
      own: 10,
      departments,
      want: 10,
    },
    {
      name: "ops: nothing stored -> first scheduling department",
      actor: ops,
      stored: null,
      own: 10,
      departments,
      want: 20,
    },
    {
      name: "ops: stored department gone -> first scheduling department",
      actor: ops,
      stored: 99,
      own: 10,
      departments,
      want: 20,
    },
    {
      name: "ops: no scheduling department -> own",
      actor: ops,
      stored: null,
      own: 10,
      departments: [{ id: 10, partakeInScheduling: false }],
      want: 10,
    },
    { name: "ops: no departments at all -> own", actor: ops, stored: 30, own: 10, departments: [], want: 10 },
    { name: "ops: nothing at all -> null", actor: ops, stored: null, own: null, departments: [], want: null },
    { name: "admin: stored choice", actor: admin, stored: 20, own: null, departments, want: 20 },
    {
      name: "admin: first scheduling department",
      actor: admin,
      stored: null,
      own: null,
      departments,
      want: 20,
    },
    { name: "dept: stored choice among own", actor: dept, stored: 30, own: 10, departments, want: 30 },
    {
      name: "dept: stored choice outside own -> own",
      actor: dept,
      stored: 20,
      own: 10,
      departments,
      want: 10,
    },
    {
      name: "dept: nothing stored -> own, not first scheduling",
      actor: dept,
      stored: null,
      own: 10,
      departments,
      want: 10,
    },
    {
      name: "dept: no profile department -> first led",
      actor: dept,
      stored: null,
      own: null,
      departments,
      want: 10,
    },
    { name: "staff: nothing stored -> own", actor: staff, stored: null, own: 30, departments, want: 30 },
    {
      name: "staff: stored other department -> own",
      actor: staff,
      stored: 20,
      own: 30,
      departments,
      want: 30,
    },
    {
      name: "staff: own even if not scheduling",
      actor: actor("staff", ["nurse"], [10]),
      stored: null,
      own: 10,
      departments,
      want: 10,
    },
    {
      name: "staff without any department -> null",
      actor: actor("staff", [], []),
      stored: 20,
      own: null,
      departments,
      want: null,
    },
  ])("$name", ({ actor, stored, own, departments, want }) => {
    expect(activeDepartmentId({ stored, departments, ownDepartmentId: own, actor })).toBe(want);
  });
});

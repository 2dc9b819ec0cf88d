import { describe, expect, it } from "vitest";
import type { Actor } from "../permissions/index.ts";
import { canUpdateUserDetails, type Membership } from "./update-user.ts";

const actors = {
  admin: { userId: 1, classification: "admin", groups: ["admin"], ownDepartmentIds: [10] },
  ops: { userId: 2, classification: "ops_management", groups: ["operator"], ownDepartmentIds: [10] },
  dept: { userId: 3, classification: "dept_management", groups: ["scheduler"], ownDepartmentIds: [10] },
  staff: { userId: 4, classification: "staff", groups: ["nurse"], ownDepartmentIds: [10] },
} satisfies Record<string, Actor>;

const here = (groups: string[], departmentIds: number[]): Membership => ({
  inActorsOrganisation: true,
  target: { userId: 50, groups, departmentIds },
});
const elsewhere: Membership = {
  inActorsOrganisation: false,
  target: { userId: 50, groups: ["nurse"], departmentIds: [99] },
};

const CASES: {
  name: string;
  memberships: Membership[];
  home: boolean;
  want: Record<keyof typeof actors, boolean>;
}[] = [
  {
    name: "staff nurse in the actor's department",
    memberships: [here(["nurse"], [10])],
    home: true,
    want: { admin: true, ops: true, dept: true, staff: false },
  },
  {
    name: "staff nurse in another department",
    memberships: [here(["nurse"], [20])],
    home: true,
    want: { admin: true, ops: true, dept: false, staff: false },
  },
  {
    name: "an administrator",
    memberships: [here(["admin"], [10])],
    home: true,
    want: { admin: true, ops: false, dept: false, staff: false },
  },
  {
    name: "a nurse with a profile in another organisation too",
    memberships: [here(["nurse"], [10]), elsewhere],
    home: true,
    want: { admin: false, ops: false, dept: false, staff: false },
  },
  {
    name: "someone without a profile, created here",
    memberships: [],
    home: true,
    want: { admin: true, ops: true, dept: false, staff: false },
  },
  {
    name: "someone without a profile, created elsewhere",
    memberships: [],
    home: false,
    want: { admin: false, ops: false, dept: false, staff: false },
  },
];

describe("canUpdateUserDetails (Y-007)", () => {
  it.each(
    CASES.flatMap(({ name, memberships, home, want }) =>
      Object.entries(want).map(([actorName, expected]) => ({ name, memberships, home, actorName, expected })),
    ),
  )("$actorName on $name -> $expected", ({ memberships, home, actorName, expected }) => {
    const actor = Object.entries(actors).find(([key]) => key === actorName)?.[1];
    if (!actor) throw new Error(actorName);
    expect(canUpdateUserDetails(actor, { userId: 50, homeInActorsOrganisation: home }, memberships)).toBe(
      expected,
    );
  });

  it.each(Object.values(actors))("everyone may change their own details ($classification)", (actor) => {
    expect(
      canUpdateUserDetails(actor, { userId: actor.userId, homeInActorsOrganisation: false }, [elsewhere]),
    ).toBe(true);
  });
});

import { profilePermissions } from "../src/db/schema";
import { type Caller, as } from "./accounts";
import type { TestApp } from "./app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "./factories";

// The world of the account permission matrix (C-007, C-014, Y-004). Riverside has Med-Surg (MS)
// and ICU; department management and the nurse work on MS; Lakeside is another organisation.

export const ROLES = [
  "admin",
  "operator",
  "supervisor",
  "director",
  "scheduler",
  "nurse",
  "otherAdmin",
] as const;
export type Role = (typeof ROLES)[number];
export const TARGETS = ["self", "nurseMS", "nurseICU", "directorMS", "adminICU"] as const;
export type Target = (typeof TARGETS)[number];
/** Expected answers in ROLES order. */
export type Row = readonly [number, number, number, number, number, number, number];
export type Call = { method: "GET" | "POST" | "PATCH"; url: string; payload?: unknown };
type Person = Role | Exclude<Target, "self">;

const PLACES = [
  ["admin", "admin", 1],
  ["operator", "operator", 0],
  ["supervisor", "supervisor", 1],
  ["director", "director", 0],
  ["scheduler", "scheduler", 0],
  ["nurse", "nurse", 0],
  ["nurseMS", "nurse", 0],
  ["nurseICU", "nurse", 1],
  ["directorMS", "director", 0],
  ["adminICU", "admin", 1],
] as const;

export interface MatrixWorld {
  riverside: Hospital;
  lakeside: Hospital;
  person(name: Person): TestUser;
  caller(role: Role): Caller;
  /** The person `target` names for `role` (`self` is the role's own account). */
  who(role: Role, target: Target): TestUser;
  /** The saved-permissions record id of a person's profile. */
  permissionsOf(person: TestUser): number;
}

/** Builds both organisations, everyone of the matrix with a permissions record, and signs the roles in. */
export async function buildMatrixWorld(t: TestApp): Promise<MatrixWorld> {
  const riverside = await buildHospital(t.deps.db);
  const lakeside = await buildHospital(t.deps.db);
  const people = new Map<Person, TestUser>();
  for (const [name, group, departmentIndex] of PLACES)
    people.set(name, await buildUser(t.deps.db, riverside, { group, departmentIndex }));
  people.set("otherAdmin", await buildUser(t.deps.db, lakeside, { group: "admin" }));
  const permissionIds = new Map<number, number>();
  for (const [name, built] of people) {
    const [row] = await t.deps.db
      .insert(profilePermissions)
      .values({ orgId: name === "otherAdmin" ? lakeside.orgId : riverside.orgId, profileId: built.profileId })
      .returning({ id: profilePermissions.id });
    if (row) permissionIds.set(built.profileId, row.id);
  }
  const person = (name: Person): TestUser => {
    const found = people.get(name);
    if (!found) throw new Error(`${name} was not built`);
    return found;
  };
  const callers = new Map<Role, Caller>();
  for (const role of ROLES) callers.set(role, await as(t, person(role)));
  return {
    riverside,
    lakeside,
    person,
    caller: (role) => {
      const found = callers.get(role);
      if (!found) throw new Error(`${role} is not signed in`);
      return found;
    },
    who: (role, target) => person(target === "self" ? role : target),
    permissionsOf: (someone) => permissionIds.get(someone.profileId) ?? 0,
  };
}

// Groups and the classification they give (C-001, C-002, C-003).

export type Classification = "staff" | "dept_management" | "ops_management" | "admin";

export const CLASSIFICATIONS = [
  "staff",
  "dept_management",
  "ops_management",
  "admin",
] as const satisfies readonly Classification[];

export const GROUP_NAMES = [
  "admin",
  "director",
  "scheduler",
  "operator",
  "supervisor",
  "nurse",
  "secretary",
  "transporter",
] as const;

export type GroupName = (typeof GROUP_NAMES)[number];

/** The classification each group gives on its own (C-002). */
export const GROUP_CLASSIFICATION: Readonly<Record<GroupName, Classification>> = {
  admin: "admin",
  director: "dept_management",
  scheduler: "dept_management",
  operator: "ops_management",
  supervisor: "ops_management",
  nurse: "staff",
  secretary: "staff",
  transporter: "staff",
};

/** Higher rank wins when a user holds groups of several classifications. */
const RANK: Readonly<Record<Classification, number>> = {
  staff: 0,
  dept_management: 1,
  ops_management: 2,
  admin: 3,
};

const GROUP_SET: ReadonlySet<string> = new Set(GROUP_NAMES);

export function isGroupName(value: string): value is GroupName {
  return GROUP_SET.has(value);
}

/** admin > ops_management > dept_management > staff; unknown groups and no groups give staff. */
export function classificationOf(groups: readonly string[]): Classification {
  let best: Classification = "staff";
  for (const group of groups) {
    if (!isGroupName(group)) continue;
    const classification = GROUP_CLASSIFICATION[group];
    if (RANK[classification] > RANK[best]) best = classification;
  }
  return best;
}

/** Groups that carry the staff classification (the targets department management may act on). */
export function isStaffGroup(group: string): boolean {
  return isGroupName(group) && GROUP_CLASSIFICATION[group] === "staff";
}

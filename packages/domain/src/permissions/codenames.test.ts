import { describe, expect, it } from "vitest";
import { GROUP_NAMES } from "./classification.ts";
import { ACTIONS, codenamesOf, groupCodenames, parseCodename, SUBJECTS } from "./codenames.ts";

const ORGANISATION = [
  "hospital",
  "department",
  "jobtype",
  "jobstatus",
  "shifttype",
  "eventtype",
  "flag",
  "dailyscheduletype",
];
const SCHEDULING = [
  "user",
  "profile",
  "shift",
  "event",
  "schedule",
  "request",
  "snapshot",
  "template",
  "report",
];
const viewAndEdit = (subjects: string[]) => subjects.flatMap((s) => [`view_${s}`, `edit_${s}`]);
const viewOnly = (subjects: string[]) => subjects.map((s) => `view_${s}`);

const TABLE = {
  admin: [...viewAndEdit(ORGANISATION), ...viewAndEdit(["user", "profile"])],
  operator: [...viewOnly(ORGANISATION), ...viewAndEdit([...SCHEDULING, "openshift"])],
  supervisor: [...viewOnly(ORGANISATION), ...viewAndEdit([...SCHEDULING, "openshift"])],
  director: [...viewOnly(ORGANISATION), ...viewAndEdit(SCHEDULING), "view_openshift"],
  scheduler: [...viewOnly(ORGANISATION), ...viewAndEdit(SCHEDULING), "view_openshift"],
  nurse: [...viewOnly(ORGANISATION), ...viewOnly(["profile", "shift", "event", "schedule", "openshift"])],
  secretary: [...viewOnly(ORGANISATION), ...viewOnly(["profile", "shift", "event", "schedule", "openshift"])],
  transporter: [
    ...viewOnly(ORGANISATION),
    ...viewOnly(["profile", "shift", "event", "schedule", "openshift"]),
  ],
};

describe("groupCodenames", () => {
  it.each(GROUP_NAMES)("%s grants its row of the table", (group) => {
    expect([...groupCodenames(group)].sort()).toEqual([...TABLE[group]].sort());
  });

  it.each(GROUP_NAMES)("%s: every codename is a known action on a known subject, no repeats", (group) => {
    const codenames = groupCodenames(group);
    expect(new Set(codenames).size).toBe(codenames.length);
    for (const codename of codenames) {
      const parsed = parseCodename(codename);
      expect(ACTIONS).toContain(parsed?.action);
      expect(SUBJECTS).toContain(parsed?.subject);
    }
  });

  it("every subject is granted to some group, and edit implies view", () => {
    const all = new Set(GROUP_NAMES.flatMap((g) => [...groupCodenames(g)]));
    for (const subject of SUBJECTS) expect(all.has(`view_${subject}`)).toBe(true);
    for (const group of GROUP_NAMES) {
      const mine = new Set(groupCodenames(group));
      for (const codename of mine) {
        if (codename.startsWith("edit_")) expect(mine.has(codename.replace("edit_", "view_"))).toBe(true);
      }
    }
  });
});

describe("codenamesOf", () => {
  it("unions the groups and ignores unknown ones", () => {
    const set = codenamesOf(["nurse", "director", "ghost"]);
    expect(set).toEqual(new Set([...TABLE.nurse, ...TABLE.director]));
    expect(codenamesOf([]).size).toBe(0);
    expect(codenamesOf(["ghost"]).size).toBe(0);
  });
});

describe("parseCodename (split at the last underscore)", () => {
  it.each([
    { codename: "view_shift", want: { action: "view", subject: "shift" } },
    { codename: "edit_jobtype", want: { action: "edit", subject: "jobtype" } },
    { codename: "view_daily_schedule", want: { action: "view_daily", subject: "schedule" } },
    { codename: "can_approve_request", want: { action: "can_approve", subject: "request" } },
    { codename: "viewshift", want: null },
    { codename: "_shift", want: null },
    { codename: "view_", want: null },
    { codename: "", want: null },
  ])("$codename", ({ codename, want }) => {
    expect(parseCodename(codename)).toEqual(want);
  });
});

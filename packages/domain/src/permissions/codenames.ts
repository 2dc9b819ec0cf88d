// Django-style group permission codenames "action_subject" (C-008) and what each group grants.
import { type GroupName, isGroupName } from "./classification.ts";

export type Action = "view" | "edit";

export const ACTIONS = ["view", "edit"] as const satisfies readonly Action[];

/** Subjects granted through codenames (lower case, no underscore, as Django model names). */
export const SUBJECTS = [
  "hospital",
  "department",
  "jobtype",
  "jobstatus",
  "shifttype",
  "eventtype",
  "flag",
  "dailyscheduletype",
  "user",
  "profile",
  "shift",
  "event",
  "schedule",
  "request",
  "openshift",
  "snapshot",
  "template",
  "report",
] as const;

export type Subject = (typeof SUBJECTS)[number];

/** The organisation's configuration: everyone signed in reads it (needed to draw any schedule). */
const ORGANISATION: readonly Subject[] = [
  "hospital",
  "department",
  "jobtype",
  "jobstatus",
  "shifttype",
  "eventtype",
  "flag",
  "dailyscheduletype",
];

/** The scheduling work of a department. */
const SCHEDULING: readonly Subject[] = [
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

const view = (subjects: readonly Subject[]): string[] => subjects.map((subject) => `view_${subject}`);
const edit = (subjects: readonly Subject[]): string[] => subjects.map((subject) => `edit_${subject}`);
const both = (subjects: readonly Subject[]): string[] => [...view(subjects), ...edit(subjects)];

/** Administrators configure the organisation and its accounts; they do not schedule. */
const ADMIN = [...both(ORGANISATION), ...both(["user", "profile"])];

/** Operations management runs scheduling across every department, open shifts included. */
const OPS = [...view(ORGANISATION), ...both(SCHEDULING), ...both(["openshift"])];

/** Department management schedules its own departments; it sees open shifts but does not run them. */
const DEPT = [...view(ORGANISATION), ...both(SCHEDULING), ...view(["openshift"])];

/**
 * Staff read their schedule, colleagues' shifts and events, and open shifts (to bid). What they
 * may change (their own requests and bids) is decided by ownership, not by a codename.
 */
const STAFF = [...view(ORGANISATION), ...view(["profile", "shift", "event", "schedule", "openshift"])];

const GROUP_CODENAMES: Readonly<Record<GroupName, readonly string[]>> = {
  admin: ADMIN,
  director: DEPT,
  scheduler: DEPT,
  operator: OPS,
  supervisor: OPS,
  nurse: STAFF,
  secretary: STAFF,
  transporter: STAFF,
};

/** The codenames a group grants. */
export function groupCodenames(group: GroupName): readonly string[] {
  return GROUP_CODENAMES[group];
}

/** The union of the codenames of a user's groups; unknown groups grant nothing. */
export function codenamesOf(groups: readonly string[]): Set<string> {
  const codenames = new Set<string>();
  for (const group of groups) {
    if (!isGroupName(group)) continue;
    for (const codename of GROUP_CODENAMES[group]) codenames.add(codename);
  }
  return codenames;
}

/** Splits a codename at its last underscore: action before, subject after (C-008). */
export function parseCodename(codename: string): { action: string; subject: string } | null {
  const at = codename.lastIndexOf("_");
  if (at <= 0 || at === codename.length - 1) return null;
  return { action: codename.slice(0, at), subject: codename.slice(at + 1) };
}

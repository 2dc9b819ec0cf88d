import { type Classification, can, type PermissionSet } from "@rosterly/domain/permissions";

export type EmployeeTab = "schedule" | "profile" | "documents" | "notes";

export interface EmployeeViewer {
  role: Classification;
  perms: PermissionSet;
}

const MANAGEMENT: readonly Classification[] = ["dept_management", "ops_management", "admin"];

/**
 * The dialog's tabs in their order (N-002): the schedule for management who see the master
 * schedule, the profile always, documents for management when the screen composes them, and the
 * notes for those who may view people.
 */
export function employeeTabs(
  viewer: EmployeeViewer,
  slots: { schedule: boolean; documents: boolean },
): EmployeeTab[] {
  const management = MANAGEMENT.includes(viewer.role);
  const tabs: EmployeeTab[] = [];
  if (slots.schedule && management && can(viewer.perms, "view", "masterSchedule")) tabs.push("schedule");
  tabs.push("profile");
  if (slots.documents && management) tabs.push("documents");
  if (can(viewer.perms, "view", "user")) tabs.push("notes");
  return tabs;
}

/** The tab the dialog opens on: the schedule for department and operations management, else the profile. */
export function firstTab(viewer: EmployeeViewer, tabs: readonly EmployeeTab[]): EmployeeTab {
  const schedulers = viewer.role === "dept_management" || viewer.role === "ops_management";
  return schedulers && tabs.includes("schedule") ? "schedule" : "profile";
}

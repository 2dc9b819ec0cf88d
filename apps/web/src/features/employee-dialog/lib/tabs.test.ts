import {
  effectiveScreens,
  type GroupName,
  GROUP_CLASSIFICATION,
  permissionSetOf,
} from "@rosterly/domain/permissions";
import { describe, expect, it } from "vitest";
import { type EmployeeViewer, employeeTabs, firstTab } from "./tabs";

function viewer(group: GroupName, overrides: Record<string, string> = {}): EmployeeViewer {
  return {
    role: GROUP_CLASSIFICATION[group],
    perms: permissionSetOf([group], effectiveScreens(group, overrides)),
  };
}
const allSlots = { schedule: true, documents: true };

describe("employee dialog tabs (N-002)", () => {
  it("orders schedule, profile, documents, notes and opens department and operations management on the schedule", () => {
    for (const group of ["scheduler", "director", "operator", "supervisor"] as const) {
      const tabs = employeeTabs(viewer(group), allSlots);
      expect(tabs).toEqual(["schedule", "profile", "documents", "notes"]);
      expect(firstTab(viewer(group), tabs)).toBe("schedule");
    }
  });

  it("opens administrators on the profile; they have no master schedule, so no schedule tab", () => {
    const admin = viewer("admin");
    const tabs = employeeTabs(admin, allSlots);
    expect(tabs).toEqual(["profile", "documents", "notes"]);
    expect(firstTab(admin, tabs)).toBe("profile");
  });

  it("leaves out what the screen does not compose and what the viewer may not see", () => {
    expect(employeeTabs(viewer("scheduler"), { schedule: true, documents: false })).toEqual([
      "schedule",
      "profile",
      "notes",
    ]);
    const noSchedule = viewer("scheduler", { masterSchedule: "no_access" });
    const tabs = employeeTabs(noSchedule, allSlots);
    expect(tabs).toEqual(["profile", "documents", "notes"]);
    expect(firstTab(noSchedule, tabs)).toBe("profile");
    expect(employeeTabs(viewer("scheduler", { user: "no_access" }), allSlots)).toEqual([
      "schedule",
      "profile",
      "documents",
    ]);
    expect(employeeTabs(viewer("nurse"), allSlots)).toEqual(["profile"]);
  });
});

import CalendarMonth from "@mui/icons-material/CalendarMonth";
import { mapScreens, type PermissionSet, type ScreenAccess } from "@rosterly/domain/permissions";
import { describe, expect, it } from "vitest";
import { lazyScreen } from "../../lib/lazy";
import { activeRailItem, allowedScreens, homePath, railItems } from "./navigation";
import type { RailSection, ScreenRoute } from "./route-table";

// Screens the spec announces, declared the way later issues will add them.
const Screen = lazyScreen(() => Promise.resolve({ default: () => null }));
const entry = (
  id: string,
  path: string,
  subject: string | null,
  roles: ScreenRoute["roles"],
  section?: string,
): ScreenRoute => ({
  id,
  path,
  labelKey: "nav.general",
  icon: CalendarMonth,
  subject,
  roles,
  placement: "rail",
  section,
  Screen,
});
const MANAGEMENT = ["ops_management", "dept_management"] as const;
const TABLE: ScreenRoute[] = [
  entry("adminHospital", "/admin/general/hospital", "hospital", ["admin"], "adminGeneral"),
  entry("adminShiftTypes", "/admin/general/shift_types", "shifttype", ["admin"], "adminGeneral"),
  entry("masterSchedule", "/scheduling/schedule", "masterSchedule", MANAGEMENT, "schedule"),
  entry("manageDailySchedule", "/scheduling/daily", "dailySchedule", MANAGEMENT, "schedule"),
  entry("staffSchedule", "/scheduling/staffschedule", "masterSchedule", ["staff"], "staffSchedule"),
  entry("staffDaily", "/scheduling/staffdaily", "dailySchedule", ["staff"], "staffSchedule"),
  entry("openShifts", "/openshifts", "openShift", MANAGEMENT),
  { ...entry("editProfile", "/account/profile", null, ["admin", ...MANAGEMENT, "staff"]), placement: "menu" },
];
const SECTIONS: RailSection[] = [
  { id: "adminGeneral", path: "/admin/general", labelKey: "nav.general", icon: CalendarMonth },
  { id: "schedule", path: "/scheduling", labelKey: "nav.general", icon: CalendarMonth },
  { id: "staffSchedule", path: "/scheduling/staff", labelKey: "nav.general", icon: CalendarMonth },
];

const perms = (screens: Partial<Record<string, ScreenAccess>>, codenames: string[] = []): PermissionSet => ({
  screens: mapScreens((screen) => screens[screen] ?? "no_access"),
  codenames: new Set(codenames),
});

describe("navigation from the route table", () => {
  it("gives each role only its own screens that its permissions allow", () => {
    const ids = (role: Parameters<typeof allowedScreens>[1]["role"], set: PermissionSet) =>
      allowedScreens(TABLE, { role, perms: set }).map((screen) => screen.id);

    expect(ids("admin", perms({ user: "default" }, ["view_hospital", "view_shifttype"]))).toEqual([
      "adminHospital",
      "adminShiftTypes",
      "editProfile",
    ]);
    expect(
      ids(
        "ops_management",
        perms({ masterSchedule: "default", dailySchedule: "view_only", openShift: "default" }),
      ),
    ).toEqual(["masterSchedule", "manageDailySchedule", "openShifts", "editProfile"]);
    expect(ids("dept_management", perms({ masterSchedule: "default" }))).toEqual([
      "masterSchedule",
      "editProfile",
    ]);
    expect(ids("staff", perms({ masterSchedule: "default", dailySchedule: "no_access" }))).toEqual([
      "staffSchedule",
      "editProfile",
    ]);
  });

  it("groups a section's screens into one rail item and leaves menu screens out", () => {
    const allowed = allowedScreens(TABLE, {
      role: "ops_management",
      perms: perms({ masterSchedule: "default", dailySchedule: "default", openShift: "default" }),
    });
    const rail = railItems(allowed, SECTIONS);

    expect(rail.map((item) => [item.key, item.path, item.children.map((child) => child.id)])).toEqual([
      ["schedule", "/scheduling", ["masterSchedule", "manageDailySchedule"]],
      ["openShifts", "/openshifts", ["openShifts"]],
    ]);
    expect(homePath(allowed)).toBe("/scheduling/schedule");
    expect(activeRailItem(rail, "/scheduling/daily")?.key).toBe("schedule");
    expect(activeRailItem(rail, "/openshifts")?.key).toBe("openShifts");
    expect(activeRailItem(rail, "/account/profile")).toBeUndefined();
  });

  it("sends a user without rail screens home to the first screen they may open", () => {
    const allowed = allowedScreens(TABLE, { role: "staff", perms: perms({}) });
    expect(railItems(allowed, SECTIONS)).toEqual([]);
    expect(homePath(allowed)).toBe("/account/profile");
    expect(homePath([])).toBeNull();
  });
});

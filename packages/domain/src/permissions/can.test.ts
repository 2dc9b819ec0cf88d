import { describe, expect, it } from "vitest";
import { type PermissionSet, can, canEditShifts, permissionSetOf, screenAllows } from "./can.ts";
import { CLASSIFICATIONS } from "./classification.ts";
import { type Screen, type ScreenAccess, SCREENS } from "./screens.ts";

const screens = (access: ScreenAccess, overrides: Partial<Record<Screen, ScreenAccess>> = {}) => ({
  masterSchedule: overrides.masterSchedule ?? access,
  dailySchedule: overrides.dailySchedule ?? access,
  snapshot: overrides.snapshot ?? access,
  template: overrides.template ?? access,
  openShift: overrides.openShift ?? access,
  request: overrides.request ?? access,
  user: overrides.user ?? access,
  report: overrides.report ?? access,
});

const perms = (access: ScreenAccess, codenames: string[] = []): PermissionSet => ({
  screens: screens(access),
  codenames: new Set(codenames),
});

describe("can: screen subjects (C-008)", () => {
  it.each(
    SCREENS.flatMap(
      (screen) =>
        [
          { screen, access: "default", view: true, edit: true },
          { screen, access: "view_only", view: true, edit: false },
          { screen, access: "no_access", view: false, edit: false },
        ] as const,
    ),
  )("$screen $access: view=$view edit=$edit", ({ screen, access, view, edit }) => {
    const p = perms(access);
    expect(can(p, "view", screen)).toBe(view);
    expect(can(p, "edit", screen)).toBe(edit);
  });

  it.each(["viewOnly", "view-only", "DEFAULT", "", "edit"])(
    "an unexpected stored value %j grants nothing",
    (value) => {
      expect(screenAllows(value, "view")).toBe(false);
      expect(screenAllows(value, "edit")).toBe(false);
    },
  );

  it("screens decide even when codenames name the subject", () => {
    const p = perms("no_access", ["edit_user", "view_user", "view_masterSchedule"]);
    expect(can(p, "view", "user")).toBe(false);
    expect(can(p, "view", "masterSchedule")).toBe(false);
  });
});

describe("can: codename subjects (C-008)", () => {
  const p = perms("default", ["view_shift", "edit_event", "view_daily_schedule", "edit_user"]);

  it.each([
    { action: "view", subject: "shift", want: true },
    { action: "edit", subject: "shift", want: false },
    { action: "edit", subject: "event", want: true },
    { action: "view", subject: "event", want: false },
    { action: "view", subject: "daily_schedule", want: false },
    { action: "view", subject: "schedule", want: false },
    { action: "view", subject: "Shift", want: false },
    { action: "view", subject: "hospital", want: false },
    { action: "edit", subject: "user", want: true },
  ] as const)("$action $subject -> $want", ({ action, subject, want }) => {
    expect(can(p, action, subject)).toBe(want);
  });

  it("openShift is a screen, openshift a codename subject", () => {
    const q = permissionSetOf(["scheduler"], screens("no_access"));
    expect(can(q, "view", "openShift")).toBe(false);
    expect(can(q, "view", "openshift")).toBe(true);
    expect(can(q, "edit", "openshift")).toBe(false);
  });
});

describe("permissionSetOf", () => {
  it("takes codenames from the groups and copies the screens", () => {
    const s = screens("default");
    const p = permissionSetOf(["nurse"], s);
    s.user = "no_access";
    expect(p.screens.user).toBe("default");
    expect(can(p, "view", "shift")).toBe(true);
    expect(can(p, "edit", "shift")).toBe(false);
    expect(can(permissionSetOf(["operator"], s), "edit", "shift")).toBe(true);
  });
});

describe("canEditShifts (C-009)", () => {
  const cases = CLASSIFICATIONS.flatMap((classification) =>
    (["default", "view_only", "no_access"] as const).map((masterSchedule) => ({
      classification,
      masterSchedule,
      want: masterSchedule === "default" && classification !== "staff",
    })),
  );

  it.each(cases)(
    "$classification with masterSchedule $masterSchedule -> $want",
    ({ classification, masterSchedule, want }) => {
      const p: PermissionSet = { screens: screens("default", { masterSchedule }), codenames: new Set() };
      expect(canEditShifts(p, classification)).toBe(want);
    },
  );

  it("other screens do not matter", () => {
    const p: PermissionSet = {
      screens: screens("no_access", { masterSchedule: "default" }),
      codenames: new Set(),
    };
    expect(canEditShifts(p, "dept_management")).toBe(true);
  });
});

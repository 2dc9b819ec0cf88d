import { describe, expect, it } from "vitest";
import type { GroupName } from "../permissions/index.ts";
import { checkScreenOverrides } from "./screen-overrides.ts";

describe("checkScreenOverrides (C-011, C-012, Z-019)", () => {
  it.each<{ group: GroupName | null; overrides: Record<string, string>; errors: [string, string][] }>([
    { group: "nurse", overrides: { masterSchedule: "view_only", dailySchedule: "no_access" }, errors: [] },
    {
      group: "nurse",
      overrides: { dailySchedule: "default" },
      errors: [["dailySchedule", "account.screen_choice"]],
    },
    { group: "nurse", overrides: { openShift: "default" }, errors: [["openShift", "account.screen_choice"]] },
    { group: "nurse", overrides: { schedule: "default" }, errors: [] },
    { group: "scheduler", overrides: { schedule: "no_access", report: "view_only" }, errors: [] },
    {
      group: "scheduler",
      overrides: { dailySchedule: "view_only" },
      errors: [["dailySchedule", "account.screen_choice"]],
    },
    { group: "operator", overrides: { schedule: "view_only", openShift: "no_access" }, errors: [] },
    { group: "admin", overrides: { user: "default" }, errors: [] },
    { group: "admin", overrides: { user: "view_only" }, errors: [["user", "account.screen_choice"]] },
    { group: "operator", overrides: { user: "viewOnly" }, errors: [["user", "account.screen_choice"]] },
    { group: "operator", overrides: { payroll: "default" }, errors: [["payroll", "account.unknown_screen"]] },
    {
      group: "operator",
      overrides: { toString: "default" },
      errors: [["toString", "account.unknown_screen"]],
    },
    {
      group: null,
      overrides: { masterSchedule: "default" },
      errors: [["masterSchedule", "account.no_screen_permissions"]],
    },
    { group: null, overrides: {}, errors: [] },
  ])("$group $overrides", ({ group, overrides, errors }) => {
    expect(checkScreenOverrides(group, overrides).map((v) => [v.field, v.key])).toEqual(errors);
  });

  it("names the allowed choices", () => {
    expect(checkScreenOverrides("nurse", { dailySchedule: "default" })[0]?.params).toEqual({
      choices: "view_only, no_access",
    });
  });
});

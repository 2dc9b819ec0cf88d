import { describe, expect, it } from "vitest";
import { GROUP_NAMES, type GroupName } from "./classification.ts";
import {
  effectiveScreens,
  SCREENS,
  type Screen,
  type ScreenAccess,
  screenDefaults,
  showsOnlyScheduleEntry,
} from "./screens.ts";

// C-011, copied cell by cell from requirements.md; parsed below, independent of the implementation.
const C011 = `
| Screen         | anonymous | admin     | director         | nurse / secretary / transporter | operator / supervisor | scheduler        |
| masterSchedule | no-access | no-access | default, adj     | default, adj                    | default, adj          | default, adj     |
| dailySchedule  | no-access | no-access | no-access, fixed | view-only, adj (to no-access)   | default, adj          | no-access, fixed |
| snapshot       | no-access | no-access | default, adj     | no-access, fixed                | default, adj          | default, adj     |
| template       | no-access | no-access | default, adj     | no-access, fixed                | default, adj          | default, adj     |
| openShift      | no-access | no-access | no-access, fixed | no-access, fixed                | default, adj          | no-access, fixed |
| request        | no-access | no-access | default, adj     | no-access, fixed                | default, adj          | default, adj     |
| user           | no-access | **default** | default, adj   | no-access, fixed                | default, adj          | default, adj     |
| report         | no-access | no-access | default, adj     | no-access, fixed                | default, adj          | default, adj     |
`;

const WIRE: Record<string, ScreenAccess> = {
  default: "default",
  "view-only": "view_only",
  "no-access": "no_access",
};

function wire(text: string): ScreenAccess {
  const value = WIRE[text.trim()];
  if (value === undefined) throw new Error(`unknown cell value ${text}`);
  return value;
}

/** "default, adj" -> all three; "view-only, adj (to no-access)" -> those two; anything else -> fixed (Z-019). */
function parseCell(cell: string): { value: ScreenAccess; choices: ScreenAccess[] } {
  const text = cell.replaceAll("*", "").trim();
  const [valueText = "", rest = ""] = text.split(",");
  const value = wire(valueText);
  const to = /adj \(to (.+)\)/.exec(rest);
  if (to?.[1] !== undefined) return { value, choices: [value, wire(to[1])] };
  if (rest.trim() === "adj") return { value, choices: ["default", "view_only", "no_access"] };
  return { value, choices: [value] };
}

const rows = C011.trim()
  .split("\n")
  .map((line) =>
    line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
const header = rows[0] ?? [];
const expected = new Map<string, { value: ScreenAccess; choices: ScreenAccess[] }>();
for (const row of rows.slice(1)) {
  const screen = row[0] ?? "";
  header.slice(1).forEach((columnLabel, column) => {
    for (const group of columnLabel.split("/").map((g) => g.trim())) {
      expected.set(`${group}.${screen}`, parseCell(row[column + 1] ?? ""));
    }
  });
}

const ALL_GROUPS: (GroupName | "anonymous")[] = ["anonymous", ...GROUP_NAMES];
const cases = ALL_GROUPS.flatMap((group) => SCREENS.map((screen) => ({ group, screen })));

describe("screenDefaults (C-011)", () => {
  it("the encoded table covers every group and screen", () => {
    expect(expected.size).toBe(ALL_GROUPS.length * SCREENS.length);
    expect(cases).toHaveLength(72);
  });

  it.each(cases)("$group / $screen", ({ group, screen }) => {
    const want = expected.get(`${group}.${screen}`);
    const got = screenDefaults(group)[screen];
    expect(got.value).toBe(want?.value);
    expect([...got.choices].sort()).toEqual([...(want?.choices ?? [])].sort());
    expect(got.choices).toContain(got.value);
  });

  it("returns a fresh record each time", () => {
    const a = screenDefaults("nurse");
    a.user = { value: "default", choices: ["default"] };
    expect(screenDefaults("nurse").user.value).toBe("no_access");
  });
});

const defaultsOf = (group: GroupName | "anonymous"): Record<Screen, ScreenAccess> => {
  const d = screenDefaults(group);
  return {
    masterSchedule: d.masterSchedule.value,
    dailySchedule: d.dailySchedule.value,
    snapshot: d.snapshot.value,
    template: d.template.value,
    openShift: d.openShift.value,
    request: d.request.value,
    user: d.user.value,
    report: d.report.value,
  };
};

describe("effectiveScreens (C-012)", () => {
  it.each(ALL_GROUPS)("%s with no saved values gives the defaults", (group) => {
    expect(effectiveScreens(group, {})).toEqual(defaultsOf(group));
  });

  it("no job type or group: no screen access, whatever was saved", () => {
    const saved = { masterSchedule: "default", schedule: "default", user: "default" };
    expect(Object.values(effectiveScreens(null, saved))).toEqual(SCREENS.map(() => "no_access"));
  });

  it.each([
    {
      name: "adjustable screen lowered",
      group: "director",
      saved: { report: "view_only" },
      screen: "report",
      want: "view_only",
    },
    {
      name: "adjustable screen to no access",
      group: "operator",
      saved: { user: "no_access" },
      screen: "user",
      want: "no_access",
    },
    {
      name: "fixed screen cannot be raised",
      group: "director",
      saved: { openShift: "default" },
      screen: "openShift",
      want: "no_access",
    },
    {
      name: "fixed admin user cannot be lowered",
      group: "admin",
      saved: { user: "no_access" },
      screen: "user",
      want: "default",
    },
    {
      name: "nurse daily to no access",
      group: "nurse",
      saved: { dailySchedule: "no_access" },
      screen: "dailySchedule",
      want: "no_access",
    },
    {
      name: "nurse daily cannot become default",
      group: "nurse",
      saved: { dailySchedule: "default" },
      screen: "dailySchedule",
      want: "view_only",
    },
    {
      name: "hyphenated value is not a wire value",
      group: "operator",
      saved: { report: "view-only" },
      screen: "report",
      want: "default",
    },
    {
      name: "wrong case is not valid",
      group: "operator",
      saved: { report: "NO_ACCESS" },
      screen: "report",
      want: "default",
    },
    {
      name: "non-string ignored",
      group: "operator",
      saved: { report: 0 },
      screen: "report",
      want: "default",
    },
    { name: "null ignored", group: "operator", saved: { report: null }, screen: "report", want: "default" },
    {
      name: "anonymous cannot be raised",
      group: "anonymous",
      saved: { masterSchedule: "default" },
      screen: "masterSchedule",
      want: "no_access",
    },
  ] as const)("$name", ({ group, saved, screen, want }) => {
    expect(effectiveScreens(group, saved)[screen]).toBe(want);
  });

  it("ignores unknown keys and inherited properties", () => {
    const inherited = { report: "no_access", user: "no_access" };
    const saved: Record<string, unknown> = Object.assign(Object.create(inherited), { reports: "no_access" });
    expect(saved.report).toBe("no_access");
    expect(effectiveScreens("operator", saved)).toEqual(defaultsOf("operator"));
  });

  describe("the schedule entry", () => {
    it.each([
      { group: "operator", schedule: "view_only", master: "view_only", daily: "view_only" },
      { group: "supervisor", schedule: "no_access", master: "no_access", daily: "no_access" },
      { group: "nurse", schedule: "no_access", master: "no_access", daily: "no_access" },
      { group: "nurse", schedule: "view_only", master: "view_only", daily: "view_only" },
      // default is valid for nurse masterSchedule but not for nurse dailySchedule, which keeps its default
      { group: "nurse", schedule: "default", master: "default", daily: "view_only" },
      // director dailySchedule is fixed at no_access
      { group: "director", schedule: "view_only", master: "view_only", daily: "no_access" },
      { group: "scheduler", schedule: "default", master: "default", daily: "no_access" },
      { group: "admin", schedule: "default", master: "no_access", daily: "no_access" },
      { group: "operator", schedule: "bogus", master: "default", daily: "default" },
    ] as const)("$group schedule=$schedule", ({ group, schedule, master, daily }) => {
      const screens = effectiveScreens(group, { schedule });
      expect(screens.masterSchedule).toBe(master);
      expect(screens.dailySchedule).toBe(daily);
      expect(screens.snapshot).toBe(screenDefaults(group).snapshot.value);
    });

    it("an entry naming the screen wins over schedule", () => {
      const screens = effectiveScreens("operator", { schedule: "no_access", dailySchedule: "view_only" });
      expect(screens.masterSchedule).toBe("no_access");
      expect(screens.dailySchedule).toBe("view_only");
    });

    it("an invalid screen entry falls back to schedule, not to the default", () => {
      const screens = effectiveScreens("operator", { schedule: "no_access", masterSchedule: "edit" });
      expect(screens.masterSchedule).toBe("no_access");
    });
  });

  it.each([
    ["operator", true],
    ["supervisor", true],
    ["scheduler", false],
    ["nurse", false],
    ["anonymous", false],
    [null, false],
  ] as const)("only the schedule entry is shown for %s: %s", (group, only) => {
    expect(showsOnlyScheduleEntry(group)).toBe(only);
  });
});

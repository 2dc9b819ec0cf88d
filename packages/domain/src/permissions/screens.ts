// Web screen permissions: the role table (C-010, C-011, Z-019) and a profile's effective screens (C-012).
import type { GroupName } from "./classification.ts";

export const SCREENS = [
  "masterSchedule",
  "dailySchedule",
  "snapshot",
  "template",
  "openShift",
  "request",
  "user",
  "report",
] as const;

export type Screen = (typeof SCREENS)[number];

/** Wire values of `screens.web` entries. */
export type ScreenAccess = "default" | "view_only" | "no_access";

export const SCREEN_ACCESS_VALUES = [
  "default",
  "view_only",
  "no_access",
] as const satisfies readonly ScreenAccess[];

/** The profile entry that covers both masterSchedule and dailySchedule. */
export const SCHEDULE_KEY = "schedule";

export interface ScreenDefault {
  readonly value: ScreenAccess;
  readonly choices: readonly ScreenAccess[];
}

export type ScreenDefaults = Record<Screen, ScreenDefault>;

const ADJUSTABLE = SCREEN_ACCESS_VALUES;

function adjustable(value: ScreenAccess): ScreenDefault {
  return { value, choices: ADJUSTABLE };
}

function fixed(value: ScreenAccess): ScreenDefault {
  return { value, choices: [value] };
}

const NO_ACCESS = fixed("no_access");
const DEFAULT_ADJ = adjustable("default");

/** Builds a full screen record from one function (every screen listed, so no cast is needed). */
export function mapScreens<T>(fn: (screen: Screen) => T): Record<Screen, T> {
  return {
    masterSchedule: fn("masterSchedule"),
    dailySchedule: fn("dailySchedule"),
    snapshot: fn("snapshot"),
    template: fn("template"),
    openShift: fn("openShift"),
    request: fn("request"),
    user: fn("user"),
    report: fn("report"),
  };
}

function table(entries: Partial<Record<Screen, ScreenDefault>>): ScreenDefaults {
  return mapScreens((screen) => entries[screen] ?? NO_ACCESS);
}

const OPS = table({
  masterSchedule: DEFAULT_ADJ,
  dailySchedule: DEFAULT_ADJ,
  snapshot: DEFAULT_ADJ,
  template: DEFAULT_ADJ,
  openShift: DEFAULT_ADJ,
  request: DEFAULT_ADJ,
  user: DEFAULT_ADJ,
  report: DEFAULT_ADJ,
});

/** Director and scheduler rows of C-011 are the same: like ops, but no daily schedule and no open shifts. */
const DEPT = table({
  masterSchedule: DEFAULT_ADJ,
  snapshot: DEFAULT_ADJ,
  template: DEFAULT_ADJ,
  request: DEFAULT_ADJ,
  user: DEFAULT_ADJ,
  report: DEFAULT_ADJ,
});

const STAFF = table({
  masterSchedule: DEFAULT_ADJ,
  dailySchedule: { value: "view_only", choices: ["view_only", "no_access"] },
});

const ROLE_TABLE: Readonly<Record<GroupName | "anonymous", ScreenDefaults>> = {
  anonymous: table({}),
  admin: table({ user: fixed("default") }),
  director: DEPT,
  scheduler: DEPT,
  operator: OPS,
  supervisor: OPS,
  nurse: STAFF,
  secretary: STAFF,
  transporter: STAFF,
};

/** Default value and allowed choices of every screen for a group (C-011). Returns a fresh object. */
export function screenDefaults(group: GroupName | "anonymous"): ScreenDefaults {
  return { ...ROLE_TABLE[group] };
}

/** Whether the access-control tab shows only the `schedule` entry for this group (C-012). */
export function showsOnlyScheduleEntry(group: GroupName | "anonymous" | null): boolean {
  return group === "operator" || group === "supervisor";
}

function pick(override: unknown, current: ScreenDefault): ScreenAccess | undefined {
  return current.choices.find((choice) => choice === override);
}

/**
 * A profile's web screens (C-012): the defaults of the job type's first associated group
 * (`null`: no job type or group, which gives no screen access), then the saved values, each
 * only if it is one of the valid choices for its screen. `schedule` applies to both
 * masterSchedule and dailySchedule; an entry naming the screen itself wins over `schedule`.
 */
export function effectiveScreens(
  firstJobGroup: GroupName | "anonymous" | null,
  overrides: Readonly<Record<string, unknown>>,
): Record<Screen, ScreenAccess> {
  const defaults = ROLE_TABLE[firstJobGroup ?? "anonymous"];
  const saved = (key: string): unknown => (Object.hasOwn(overrides, key) ? overrides[key] : undefined);
  const schedule = saved(SCHEDULE_KEY);
  return mapScreens((screen) => {
    const entry = defaults[screen];
    const fromSchedule =
      screen === "masterSchedule" || screen === "dailySchedule" ? pick(schedule, entry) : undefined;
    return pick(saved(screen), entry) ?? fromSchedule ?? entry.value;
  });
}

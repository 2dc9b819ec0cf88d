/**
 * The access-control tab (C-011, C-012): the rows offered for the job type's first group, their
 * valid choices, and the values shown, all decided by the domain's screen table.
 */
import {
  effectiveScreens,
  type GroupName,
  SCHEDULE_KEY,
  SCREENS,
  type ScreenAccess,
  screenDefaults,
  showsOnlyScheduleEntry,
} from "@rosterly/domain/permissions";

export interface ScreenRow {
  /** A screen name, or `schedule` (both schedule screens) for operator and supervisor. */
  key: string;
  choices: readonly ScreenAccess[];
  value: ScreenAccess;
}

const isChoice = (choices: readonly ScreenAccess[], value: unknown): value is ScreenAccess =>
  choices.some((choice) => choice === value);

/**
 * `saved`: the profile's stored values; `edited`: what the editor chose in this dialog. Each row
 * shows the edit, else the effective value (saved if valid, else the group's default).
 */
export function screenRows(
  group: GroupName | null,
  saved: Readonly<Record<string, unknown>>,
  edited: Readonly<Record<string, string>>,
): ScreenRow[] {
  if (group === null) return [];
  const defaults = screenDefaults(group);
  const effective = effectiveScreens(group, saved);
  if (showsOnlyScheduleEntry(group)) {
    const choices = [...new Set([...defaults.masterSchedule.choices, ...defaults.dailySchedule.choices])];
    const value = edited[SCHEDULE_KEY] ?? saved[SCHEDULE_KEY];
    return [
      { key: SCHEDULE_KEY, choices, value: isChoice(choices, value) ? value : effective.masterSchedule },
    ];
  }
  return SCREENS.map((screen) => {
    const { choices } = defaults[screen];
    const value = edited[screen];
    return { key: screen, choices, value: isChoice(choices, value) ? value : effective[screen] };
  });
}

/** What is saved: every shown row's value, all valid for the group (the server checks the same). */
export function screensToSave(rows: readonly ScreenRow[]): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/**
 * The screen values the editor actually chose. The tab's inputs register every shown screen, so
 * untouched ones appear in the form as empty entries; they are not choices.
 */
export function editedScreens(screens: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(screens).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
    ),
  );
}

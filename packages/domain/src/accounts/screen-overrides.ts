// Which saved screen values a profile may hold (C-011, C-012, Z-019): the choices of its role.
import {
  type GroupName,
  isScreen,
  SCHEDULE_KEY,
  type ScreenAccess,
  screenDefaults,
} from "../permissions/index.ts";
import { type RuleViolation, violation } from "./violations.ts";

/**
 * Every key must be a screen or `schedule`, every value one of that screen's choices for the
 * group whose defaults the profile follows (the job type's first associated group). `schedule`
 * sets both schedule screens, so it may hold any choice of either. A profile without such a group
 * has no screen permissions at all. Violations name the key.
 */
export function checkScreenOverrides(
  group: GroupName | null,
  overrides: Readonly<Record<string, string>>,
): RuleViolation[] {
  const found: RuleViolation[] = [];
  const defaults = group === null ? null : screenDefaults(group);
  for (const [key, value] of Object.entries(overrides)) {
    if (key !== SCHEDULE_KEY && !isScreen(key)) {
      found.push(violation(key, "account.unknown_screen"));
      continue;
    }
    if (defaults === null) {
      found.push(violation(key, "account.no_screen_permissions"));
      continue;
    }
    const choices: readonly ScreenAccess[] =
      key === SCHEDULE_KEY
        ? [...new Set([...defaults.masterSchedule.choices, ...defaults.dailySchedule.choices])]
        : isScreen(key)
          ? defaults[key].choices
          : [];
    if (!choices.some((choice) => choice === value))
      found.push(violation(key, "account.screen_choice", { choices: choices.join(", ") }));
  }
  return found;
}

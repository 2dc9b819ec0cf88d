// view/edit decisions from screens and codenames (C-008, C-009).
import type { Classification } from "./classification.ts";
import { type Action, codenamesOf, parseCodename } from "./codenames.ts";
import { SCREENS, type Screen, type ScreenAccess } from "./screens.ts";

export interface PermissionSet {
  readonly screens: Record<Screen, ScreenAccess>;
  readonly codenames: ReadonlySet<string>;
}

/** A permission set from a user's groups and the profile's effective screens. */
export function permissionSetOf(
  groups: readonly string[],
  screens: Record<Screen, ScreenAccess>,
): PermissionSet {
  return { screens: { ...screens }, codenames: codenamesOf(groups) };
}

const SCREEN_SET: ReadonlySet<string> = new Set(SCREENS);

export function isScreen(subject: string): subject is Screen {
  return SCREEN_SET.has(subject);
}

/** default: view and edit; view_only: view; no_access or any other value: nothing. */
export function screenAllows(access: string, action: Action): boolean {
  if (access === "default") return true;
  return access === "view_only" && action === "view";
}

/**
 * Whether the permission set allows the action on the subject (C-008). Screen subjects
 * (`masterSchedule`, `openShift`, `user`, `request`, ...) are decided by the screens alone;
 * every other subject by a codename whose part after the last underscore is the subject and
 * whose part before it is the action. Subjects are case-sensitive.
 */
export function can(perms: PermissionSet, action: Action, subject: string): boolean {
  if (isScreen(subject)) return screenAllows(perms.screens[subject], action);
  for (const codename of perms.codenames) {
    const parsed = parseCodename(codename);
    if (parsed !== null && parsed.action === action && parsed.subject === subject) return true;
  }
  return false;
}

/** Shifts and events are editable only with masterSchedule at `default` and a non-staff classification (C-009). */
export function canEditShifts(perms: PermissionSet, classification: Classification): boolean {
  return classification !== "staff" && perms.screens.masterSchedule === "default";
}

/**
 * Settings changes checked before sending with the very rules the server applies
 * (`applySettingsChanges` of `@rosterly/domain/settings`); each error lands on the form field
 * that owns its path, or on the form as a whole.
 */
import type { Hospital } from "@rosterly/contract";
import { applySettingsChanges, type SettingsChange } from "@rosterly/domain/settings";
import { type Issues, note } from "../../../lib/forms/issues";
import { referenceSetsOf } from "../../../lib/organisation/reference-sets";

export type SettingsFieldOf = (path: string) => string | null;

export function settingsIssues(
  hospital: Hospital,
  changes: readonly SettingsChange[],
  fieldOf: SettingsFieldOf,
): Issues {
  const result = applySettingsChanges(hospital.settings, changes, referenceSetsOf(hospital));
  if (result.ok) return {};
  const issues: Issues = {};
  for (const [path, errors] of Object.entries(result.errors)) {
    const first = errors[0];
    if (first) note(issues, fieldOf(path) ?? "root", first);
  }
  return issues;
}

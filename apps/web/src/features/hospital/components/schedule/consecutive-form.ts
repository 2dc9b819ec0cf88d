/**
 * Consecutive-shift rules as form values: `validations.consecutiveShifts.data` is a list of
 * `{jobTypes, shiftTypes: {id: max}}`; the form holds one count row per shift type.
 */
import { countsOf, type ShiftTypeCount } from "../../../../lib/organisation/shift-type-counts";
import type { SettingsFormSpec } from "../../hooks/use-settings-form";
import type { JsonValue } from "../../lib/json";
import { numberValue } from "../../lib/settings-values";

/** The domain's list limit. */
export const MAX_RULES = 50;
const PATH = "validations.consecutiveShifts.data";

export interface ConsecutiveForm {
  rules: { jobTypes: number[]; limits: ShiftTypeCount[] }[];
}

/** Empty limits are left out; typed ones go as numbers (or as typed, for the rules to name). */
function limitsValue(limits: readonly ShiftTypeCount[]): { [id: string]: JsonValue } {
  const out: { [id: string]: JsonValue } = {};
  for (const limit of limits)
    if (limit.count.trim() !== "") out[String(limit.shiftTypeId)] = numberValue(limit.count);
  return out;
}

export const consecutiveSpec: SettingsFormSpec<ConsecutiveForm> = {
  key: "validations",
  toForm: (settings, hospital) => ({
    rules: settings.validations.consecutiveShifts.data.map((rule) => ({
      jobTypes: rule.jobTypes,
      limits: countsOf(hospital, rule.shiftTypes),
    })),
  }),
  changes: (values) => [
    {
      path: PATH,
      value: values.rules.map((rule) => ({ jobTypes: rule.jobTypes, shiftTypes: limitsValue(rule.limits) })),
    },
  ],
  // `…data.2.jobTypes` and `…data.2.shiftTypes.7` land on the rule's job types and that shift type's count.
  fieldOf: (path, values) => {
    const match = /^validations\.consecutiveShifts\.data\.(\d+)\.(jobTypes|shiftTypes)(?:\.(\d+))?/.exec(
      path,
    );
    if (match === null) return null;
    const index = Number(match[1]);
    if (match[2] === "jobTypes") return `rules.${index}.jobTypes`;
    // No shift type named: the rule has no limit at all, said on its first count.
    const id = match[3] === undefined ? undefined : Number(match[3]);
    const limits = values.rules[index]?.limits ?? [];
    const at = id === undefined ? 0 : limits.findIndex((limit) => limit.shiftTypeId === id);
    return at >= 0 && at < limits.length ? `rules.${index}.limits.${at}.count` : `rules.${index}.jobTypes`;
  },
};

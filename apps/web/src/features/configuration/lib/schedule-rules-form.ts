/**
 * A department's schedule rules as form values (E-004, Z-012, Z-023, Z-026), checked with the
 * contract's bounds and the domain's cross-field rule, and turned into the patch of what changed.
 */
import { type Department, type ScheduleRulesPatch, scheduleRulesPatch } from "@rosterly/contract";
import { type ScheduleRules, scheduleRulesErrors, scheduleRulesOf } from "@rosterly/domain/configuration";
import { type Issues, note } from "../../../lib/forms/issues";
import { countText, parseCount } from "../../../lib/forms/counts";

export interface ScheduleRulesForm {
  postNeedsApproval: boolean;
  publishNeedsApproval: boolean;
  reviewDays: string;
  postLeadDays: string;
  /** Empty: self-scheduling stays open until the schedule moves to draft. */
  selfScheduleWindow: string;
  allowOvertimeInSelfSchedule: boolean;
  /** Empty: no limit beyond the shift types' own. */
  maxShiftsPerSchedule: string;
}

/** The bounds of `scheduleRulesPatch`. */
export const RULE_BOUNDS = {
  reviewDays: { min: 0, max: 42, required: true },
  postLeadDays: { min: 0, max: 84, required: true },
  selfScheduleWindow: { min: 1, max: 84, required: false },
  maxShiftsPerSchedule: { min: 1, max: 84, required: false },
} as const;
type Bounded = keyof typeof RULE_BOUNDS;
const RULE_KEYS = [
  "postNeedsApproval",
  "publishNeedsApproval",
  "reviewDays",
  "postLeadDays",
  "selfScheduleWindow",
  "allowOvertimeInSelfSchedule",
  "maxShiftsPerSchedule",
] as const satisfies readonly (keyof ScheduleRules)[];
const BOUNDED: readonly Bounded[] = [
  "reviewDays",
  "postLeadDays",
  "selfScheduleWindow",
  "maxShiftsPerSchedule",
];

export function scheduleRulesForm(department: Pick<Department, "scheduleRules"> | null): ScheduleRulesForm {
  const rules = scheduleRulesOf(department?.scheduleRules ?? {});
  return {
    postNeedsApproval: rules.postNeedsApproval,
    publishNeedsApproval: rules.publishNeedsApproval,
    reviewDays: countText(rules.reviewDays),
    postLeadDays: countText(rules.postLeadDays),
    selfScheduleWindow: countText(rules.selfScheduleWindow),
    allowOvertimeInSelfSchedule: rules.allowOvertimeInSelfSchedule,
    maxShiftsPerSchedule: countText(rules.maxShiftsPerSchedule),
  };
}

function parsedRules(values: ScheduleRulesForm): ScheduleRules | null {
  const numbers: Partial<Record<Bounded, number | null>> = {};
  for (const key of BOUNDED) {
    const parsed = parseCount(values[key], RULE_BOUNDS[key]);
    if (!parsed.ok) return null;
    numbers[key] = parsed.value;
  }
  return {
    postNeedsApproval: values.postNeedsApproval,
    publishNeedsApproval: values.publishNeedsApproval,
    allowOvertimeInSelfSchedule: values.allowOvertimeInSelfSchedule,
    reviewDays: numbers.reviewDays ?? 0,
    postLeadDays: numbers.postLeadDays ?? 0,
    selfScheduleWindow: numbers.selfScheduleWindow ?? null,
    maxShiftsPerSchedule: numbers.maxShiftsPerSchedule ?? null,
  };
}

/** Issues keyed `<prefix><field>` ("rules.reviewDays" in the department dialog). */
export function validateScheduleRules(values: ScheduleRulesForm, prefix = ""): Issues {
  const issues: Issues = {};
  for (const key of BOUNDED) note(issues, `${prefix}${key}`, parseCount(values[key], RULE_BOUNDS[key]));
  const rules = parsedRules(values);
  if (rules !== null)
    for (const [key, error] of Object.entries(scheduleRulesErrors(rules)))
      note(issues, `${prefix}${key}`, error);
  return issues;
}

/** Only the rules that differ from the stored ones (the others stay as they are on the server). */
export function scheduleRulesPatchOf(
  values: ScheduleRulesForm,
  stored: Record<string, unknown>,
): ScheduleRulesPatch {
  const rules = parsedRules(values);
  if (rules === null) return {};
  const current = scheduleRulesOf(stored);
  const changed = RULE_KEYS.filter((key) => rules[key] !== current[key]);
  return scheduleRulesPatch.parse(Object.fromEntries(changed.map((key) => [key, rules[key]])));
}

/** `review_days` -> `reviewDays`. */
export function scheduleRuleField(wirePath: string): keyof ScheduleRulesForm | null {
  const camel = wirePath.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return RULE_KEYS.find((key) => key === camel) ?? null;
}

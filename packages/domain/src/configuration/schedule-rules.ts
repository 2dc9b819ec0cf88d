// A department's schedule rules (E-004, Z-012, Z-023, Z-026) and their defaults.
import { fail, type FieldError } from "../fields/result.ts";

export interface ScheduleRules {
  /** Posting for nurse review needs the director's approval (Z-012). */
  postNeedsApproval: boolean;
  /** Publishing needs the director's approval (Z-012). */
  publishNeedsApproval: boolean;
  /** Days staff have to review a posted schedule (Z-023: 7). */
  reviewDays: number;
  /** Days before a period starts by which it is posted (Z-023: 14). */
  postLeadDays: number;
  /** Days self-scheduling stays open; null: until the schedule moves to draft (Z-023). */
  selfScheduleWindow: number | null;
  /** Whether self-scheduled shifts may put someone into overtime (Z-026). */
  allowOvertimeInSelfSchedule: boolean;
  /** Most shifts one person may hold in a period; null: no limit beyond shift types' own (Z-026). */
  maxShiftsPerSchedule: number | null;
}

export const DEFAULT_SCHEDULE_RULES: ScheduleRules = {
  postNeedsApproval: false,
  publishNeedsApproval: false,
  reviewDays: 7,
  postLeadDays: 14,
  selfScheduleWindow: null,
  allowOvertimeInSelfSchedule: false,
  maxShiftsPerSchedule: null,
};

export function scheduleRulesOf(stored: Record<string, unknown>): ScheduleRules & Record<string, unknown> {
  return { ...DEFAULT_SCHEDULE_RULES, ...stored };
}

/** Rules that involve more than one field; single fields are bounded by the request schema. */
export function scheduleRulesErrors(rules: ScheduleRules): Partial<Record<keyof ScheduleRules, FieldError>> {
  const errors: Partial<Record<keyof ScheduleRules, FieldError>> = {};
  // Staff review happens between posting and the period's start, so it must fit in the lead time.
  if (rules.reviewDays > rules.postLeadDays)
    errors.reviewDays = fail("validation.max_value", { max: rules.postLeadDays });
  return errors;
}

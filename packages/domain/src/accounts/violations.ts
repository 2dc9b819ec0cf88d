// Why an account change is refused: a field (named in the input's own terms) and a message key.
import type { MessageParams, ValidationKey } from "../fields/index.ts";

/** Rules of accounts and profiles that the shared field catalogue does not cover. */
export const ACCOUNT_RULE_KEYS = [
  "account.state_not_a_choice",
  "account.until_only_inactive",
  "account.flags_only_non_active",
  "account.delete_only_severed",
  "account.confirm_delete",
  "account.date_repeated",
  "account.field_repeated",
  "account.too_many_fields",
  "account.unknown_screen",
  "account.screen_choice",
  "account.no_screen_permissions",
] as const;

export type AccountRuleKey = (typeof ACCOUNT_RULE_KEYS)[number];

export interface RuleViolation {
  /** A dotted path into the input the rule was given (`until`, `1.fields.0.field`). */
  readonly field: string;
  readonly key: AccountRuleKey | ValidationKey;
  readonly params?: MessageParams;
}

export function violation(field: string, key: RuleViolation["key"], params?: MessageParams): RuleViolation {
  return params === undefined ? { field, key } : { field, key, params };
}

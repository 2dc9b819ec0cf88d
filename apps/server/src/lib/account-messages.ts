import type { AccountRuleKey, RuleViolation } from "@rosterly/domain/accounts";
import { type FieldError, VALIDATION_KEYS, type ValidationKey } from "@rosterly/domain/fields";
import { fieldMessage } from "./field-messages";

// The API answers in English; the web shows its own catalogue text for the same key.
const TEXT: Record<AccountRuleKey, string> = {
  "account.state_not_a_choice": "Choose one of: {choices}.",
  "account.until_only_inactive": "Only an inactive status can have an end date.",
  "account.flags_only_non_active": "Shift flags apply only to an inactive or severed status.",
  "account.delete_only_severed": "Only a severed status can delete shifts.",
  "account.confirm_delete": "Type the word {word} to confirm.",
  "account.date_repeated": "Another change already has this date.",
  "account.field_repeated": "Each field may be scheduled once.",
  "account.too_many_fields": "Schedule at most {max} field changes.",
  "account.unknown_screen": "Not a screen.",
  "account.screen_choice": "Choose one of: {choices}.",
  "account.no_screen_permissions": "Without a job type this profile has no screen permissions.",
};

const isValidationKey = (key: string): key is ValidationKey => VALIDATION_KEYS.some((known) => known === key);

export function violationMessage(violation: RuleViolation): string {
  const { key, params } = violation;
  if (isValidationKey(key)) {
    const error: FieldError = params === undefined ? { ok: false, key } : { ok: false, key, params };
    return fieldMessage(error);
  }
  if (key === "account.state_not_a_choice" && params?.choices === "")
    return "A pending profile is approved or rejected, not given a new status.";
  return TEXT[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(params?.[name] ?? whole));
}

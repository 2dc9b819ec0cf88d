/**
 * The text of a domain rule's answer: the shared field rules (`validation.*`, the catalogue the
 * server's English messages follow) and the account rules (`account.*`, under `accounts.rules`).
 * Forms show it before anything is sent, so the person reads what the server would say.
 */
import type { AccountRuleKey } from "@rosterly/domain/accounts";
import type { MessageParams, ValidationKey } from "@rosterly/domain/fields";
import type { TFunction } from "i18next";

export interface RuleAnswer {
  key: ValidationKey | AccountRuleKey;
  params?: MessageParams;
}

type AccountRule = AccountRuleKey extends `account.${infer Rule}` ? Rule : never;

const accountRule = (key: RuleAnswer["key"]): AccountRule | null => {
  const rules: readonly AccountRule[] = [
    "state_not_a_choice",
    "until_only_inactive",
    "flags_only_non_active",
    "delete_only_severed",
    "confirm_delete",
    "date_repeated",
    "field_repeated",
    "too_many_fields",
    "unknown_screen",
    "screen_choice",
    "no_screen_permissions",
  ];
  return rules.find((rule) => key === `account.${rule}`) ?? null;
};

const isValidationKey = (key: RuleAnswer["key"]): key is ValidationKey => key.startsWith("validation.");

export function ruleMessage(t: TFunction, answer: RuleAnswer): string {
  const params = { ...answer.params };
  const rule = accountRule(answer.key);
  if (rule !== null) return t(`accounts.rules.${rule}`, params);
  return isValidationKey(answer.key) ? t(answer.key, params) : answer.key;
}

/**
 * Turns the domain's field errors (a message key and its parameters) into text. The same keys are
 * what the server's English messages are written from, so the web and the API say the same thing.
 * Account rules (`account.*`) read from `accounts.rules.*`; a form may word an issue itself (`text`).
 */
import type { ParseKeys, TFunction } from "i18next";
import { type RuleAnswer, ruleMessage } from "../rule-message";

/** A rule's answer on one field; `text` is a catalogue key a form words it with instead. */
export interface FieldIssue extends RuleAnswer {
  text?: ParseKeys;
}

export function fieldErrorText(t: TFunction, error: FieldIssue): string {
  if (error.text !== undefined) return t(error.text, { ...error.params });
  return ruleMessage(t, error);
}
